import sharp from 'sharp';
import { createRandom, type Random } from './random.ts';

/** What a generated picture shows: a landscape or a moment drawn from gradients and shapes. */
export type Scene =
  | 'beach'
  | 'city'
  | 'mountains'
  | 'party'
  | 'christmas'
  | 'fireworks'
  | 'park'
  | 'snow'
  | 'scan'
  | 'clock-reset';

export interface PhotoArt {
  readonly scene: Scene;
  /** The first line of the label, e.g. 'Summer in Lisbon'. */
  readonly title: string;
  /** The second line, e.g. the date the photo was taken. */
  readonly caption: string;
  readonly portrait: boolean;
  /** Varies the shapes and colours, so two pictures of one scene differ. */
  readonly seed: number;
}

/** When a photo was taken, as EXIF writes it. */
export interface ExifTaken {
  /** 'YYYY:MM:DD HH:MM:SS', the camera's wall clock. */
  readonly dateTime: string;
  /** '+02:00'; null for a camera that writes no offset. */
  readonly offset: string | null;
}

export interface RenderOptions {
  /** The longer edge in pixels; the shorter is three quarters of it. */
  readonly longEdge: number;
  readonly quality: number;
  /** Extra EXIF ASCII fields of the Exif IFD (e.g. ImageUniqueID). */
  readonly extraExif?: Readonly<Record<string, string>>;
}

export const DEMO_RENDER: RenderOptions = { longEdge: 1200, quality: 82 };

/**
 * A JPEG of the picture: the scene drawn as SVG, its title and caption on a band at the bottom, and
 * the date taken in EXIF (DateTimeOriginal and OffsetTimeOriginal), as a phone writes it. Without
 * `taken` the file has no date at all, like a scan.
 */
export async function renderPhoto(
  art: PhotoArt,
  taken: ExifTaken | null,
  options: RenderOptions = DEMO_RENDER,
): Promise<Buffer> {
  const longEdge = options.longEdge;
  const shortEdge = Math.round((longEdge * 3) / 4);
  const [width, height] = art.portrait ? [shortEdge, longEdge] : [longEdge, shortEdge];
  const svg = pictureSvg(art, width, height);
  const exifFields: Record<string, string> = { ...options.extraExif };
  if (taken) {
    exifFields.DateTimeOriginal = taken.dateTime;
    exifFields.DateTimeDigitized = taken.dateTime;
    if (taken.offset) exifFields.OffsetTimeOriginal = taken.offset;
  }
  const image = sharp(Buffer.from(svg)).jpeg({ quality: options.quality, mozjpeg: false });
  if (Object.keys(exifFields).length === 0) return image.toBuffer();
  // IFD0 is the image's own directory, IFD2 libvips's name for the Exif sub-directory, where
  // EXIF keeps the dates.
  return image.withExif({ IFD0: { Make: 'Portal', Model: 'Demo Camera' }, IFD2: exifFields }).toBuffer();
}

interface Canvas {
  readonly width: number;
  readonly height: number;
  readonly random: Random;
}

function pictureSvg(art: PhotoArt, width: number, height: number): string {
  const canvas: Canvas = { width, height, random: createRandom(art.seed) };
  const body = SCENES[art.scene](canvas);
  const band = Math.round(height * 0.2);
  const titleSize = Math.round(Math.min(width, height) * 0.075);
  const captionSize = Math.round(titleSize * 0.62);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${body}
<rect x="0" y="${height - band}" width="${width}" height="${band}" fill="#000" fill-opacity="0.38"/>
<text x="${width / 2}" y="${height - band * 0.55}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-weight="bold" font-size="${titleSize}" fill="#fff" text-anchor="middle">${escapeXml(art.title)}</text>
<text x="${width / 2}" y="${height - band * 0.2}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="${captionSize}" fill="#fff" fill-opacity="0.9" text-anchor="middle">${escapeXml(art.caption)}</text>
</svg>`;
}

const SCENES: Record<Scene, (canvas: Canvas) => string> = {
  beach: ({ width, height, random }) => {
    const horizon = height * (0.45 + random.next() * 0.1);
    const sunX = width * (0.2 + random.next() * 0.6);
    const waves = Array.from({ length: 5 }, (_, index) => {
      const y = horizon + (height - horizon) * (0.12 + index * 0.1);
      return `<path d="M0 ${y} Q ${width / 4} ${y - 12} ${width / 2} ${y} T ${width} ${y}" stroke="#fff" stroke-opacity="0.35" stroke-width="4" fill="none"/>`;
    }).join('');
    return `${linear('sky', random.pick(['#5fb4e8', '#7ec8e3', '#f59e7a']), '#fde6b8')}
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${horizon * 0.55}" r="${height * 0.09}" fill="#ffd56b"/>
${linear('sea', '#3fa7c9', '#155e8a')}
<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#sea)"/>${waves}
<path d="M0 ${height * 0.82} Q ${width * 0.5} ${height * 0.72} ${width} ${height * 0.8} L ${width} ${height} L 0 ${height} Z" fill="#f0d9a7"/>`;
  },
  city: ({ width, height, random }) => {
    const buildings: string[] = [];
    for (let x = 0; x < width; ) {
      const w = width * (0.05 + random.next() * 0.08);
      const h = height * (0.25 + random.next() * 0.45);
      buildings.push(
        `<rect x="${x}" y="${height - h}" width="${w}" height="${h}" fill="${random.pick(['#1c1733', '#2a2347', '#241d3d'])}"/>`,
      );
      for (let row = height - h + 14; row < height - 20; row += 34) {
        if (random.chance(0.5)) {
          buildings.push(
            `<rect x="${x + w * 0.2}" y="${row}" width="${w * 0.6}" height="10" fill="#ffd98a" fill-opacity="${0.3 + random.next() * 0.6}"/>`,
          );
        }
      }
      x += w + 4;
    }
    return `${linear('dusk', random.pick(['#2b1e4f', '#1e3a5f', '#3b1f4a']), random.pick(['#f08a5d', '#f6c06b', '#e86a92']))}
<rect width="${width}" height="${height}" fill="url(#dusk)"/>
<circle cx="${width * random.next()}" cy="${height * 0.2}" r="${height * 0.05}" fill="#fff6d5" fill-opacity="0.85"/>
${buildings.join('')}`;
  },
  mountains: ({ width, height, random }) => {
    const ranges = ['#5b7fa6', '#3f6283', '#2c4a63'].map((colour, index) => {
      const base = height * (0.55 + index * 0.12);
      const peaks: string[] = [`M0 ${height}`, `L0 ${base}`];
      for (let x = 0; x <= width; x += width / 6) {
        peaks.push(`L${x + random.next() * 60} ${base - height * (0.1 + random.next() * 0.25)}`);
      }
      peaks.push(`L${width} ${height} Z`);
      return `<path d="${peaks.join(' ')}" fill="${colour}"/>`;
    });
    return `${linear('sky', random.pick(['#9fd3f5', '#b8d8f0', '#f7c59f']), '#eef6fb')}
<rect width="${width}" height="${height}" fill="url(#sky)"/>${ranges.join('')}
<rect y="${height * 0.9}" width="${width}" height="${height * 0.1}" fill="#6c8f5a"/>`;
  },
  party: ({ width, height, random }) => {
    const balloons = Array.from({ length: 7 }, () => {
      const x = width * random.next();
      const y = height * (0.15 + random.next() * 0.4);
      const colour = random.pick(['#ff5d73', '#ffd23f', '#3bceac', '#7c5cff', '#ff9f1c']);
      return `<line x1="${x}" y1="${y + 60}" x2="${x + 10}" y2="${y + 220}" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/><ellipse cx="${x}" cy="${y}" rx="46" ry="60" fill="${colour}"/>`;
    });
    const confetti = Array.from({ length: 40 }, () => {
      const colour = random.pick(['#ff5d73', '#ffd23f', '#3bceac', '#ffffff']);
      return `<rect x="${width * random.next()}" y="${height * random.next()}" width="12" height="6" fill="${colour}" transform="rotate(${random.integer(0, 180)})"/>`;
    });
    return `${radial('room', random.pick(['#5a2a82', '#2a3f82', '#823a5a']), '#150a24')}
<rect width="${width}" height="${height}" fill="url(#room)"/>${confetti.join('')}${balloons.join('')}`;
  },
  christmas: ({ width, height, random }) => {
    const treeX = width * (0.3 + random.next() * 0.4);
    const tiers = [0.28, 0.42, 0.56].map((top, index) => {
      const half = width * (0.1 + index * 0.05);
      return `<polygon points="${treeX},${height * top} ${treeX - half},${height * (top + 0.2)} ${treeX + half},${height * (top + 0.2)}" fill="#1f7a3a"/>`;
    });
    const lights = Array.from({ length: 24 }, () => {
      const colour = random.pick(['#ffd23f', '#ff5d73', '#7fdbff']);
      return `<circle cx="${treeX + (random.next() - 0.5) * width * 0.3}" cy="${height * (0.35 + random.next() * 0.38)}" r="6" fill="${colour}"/>`;
    });
    const snow = Array.from({ length: 50 }, () => {
      return `<circle cx="${width * random.next()}" cy="${height * random.next()}" r="${2 + random.next() * 3}" fill="#fff" fill-opacity="0.7"/>`;
    });
    return `${linear('night', '#0b2a3d', '#3a0f1e')}
<rect width="${width}" height="${height}" fill="url(#night)"/>${snow.join('')}
<rect x="${treeX - 18}" y="${height * 0.76}" width="36" height="${height * 0.06}" fill="#5b3a1e"/>${tiers.join('')}${lights.join('')}
<circle cx="${treeX}" cy="${height * 0.27}" r="16" fill="#ffd23f"/>`;
  },
  fireworks: ({ width, height, random }) => {
    const bursts = Array.from({ length: 4 }, () => {
      const cx = width * (0.15 + random.next() * 0.7);
      const cy = height * (0.15 + random.next() * 0.4);
      const colour = random.pick(['#ff5d73', '#ffd23f', '#3bceac', '#b388ff', '#ffffff']);
      const rays = Array.from({ length: 18 }, (_, index) => {
        const angle = (index / 18) * Math.PI * 2;
        const length = 60 + random.next() * 80;
        return `<line x1="${cx}" y1="${cy}" x2="${cx + Math.cos(angle) * length}" y2="${cy + Math.sin(angle) * length}" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>`;
      });
      return rays.join('');
    });
    return `${linear('night', '#050a30', '#1b1f5e')}
<rect width="${width}" height="${height}" fill="url(#night)"/>${bursts.join('')}
<rect y="${height * 0.85}" width="${width}" height="${height * 0.15}" fill="#0a0a18"/>`;
  },
  park: ({ width, height, random }) => {
    const trees = Array.from({ length: 6 }, () => {
      const x = width * random.next();
      const y = height * (0.55 + random.next() * 0.15);
      const r = 40 + random.next() * 50;
      const colour = random.pick(['#2f8f46', '#3f9d4f', '#5aaa3c', '#c9822b']);
      return `<rect x="${x - 8}" y="${y}" width="16" height="${r * 1.4}" fill="#6b4423"/><circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`;
    });
    return `${linear('sky', random.pick(['#bfe6ff', '#d6ecff', '#ffe2c4']), '#ffffff')}
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<ellipse cx="${width * 0.3}" cy="${height * 0.95}" rx="${width * 0.6}" ry="${height * 0.35}" fill="#8cc66a"/>
<ellipse cx="${width * 0.8}" cy="${height}" rx="${width * 0.5}" ry="${height * 0.3}" fill="#6fb04f"/>${trees.join('')}`;
  },
  snow: ({ width, height, random }) => {
    const pines = Array.from({ length: 7 }, () => {
      const x = width * random.next();
      const y = height * (0.5 + random.next() * 0.2);
      const s = 50 + random.next() * 60;
      return `<polygon points="${x},${y - s * 1.8} ${x - s * 0.6},${y} ${x + s * 0.6},${y}" fill="#1d4d3a"/>`;
    });
    return `${linear('sky', '#a9c8e8', '#eef4fb')}
<rect width="${width}" height="${height}" fill="url(#sky)"/>${pines.join('')}
<path d="M0 ${height * 0.68} Q ${width * 0.4} ${height * 0.58} ${width} ${height * 0.7} L ${width} ${height} L 0 ${height} Z" fill="#fbfdff"/>`;
  },
  scan: ({ width, height, random }) => {
    const houseX = width * (0.25 + random.next() * 0.3);
    const houseW = width * 0.3;
    return `${linear('paper', '#e4d3b0', '#9c8660')}
<rect width="${width}" height="${height}" fill="url(#paper)"/>
<rect x="${houseX}" y="${height * 0.45}" width="${houseW}" height="${height * 0.3}" fill="#7a6446"/>
<polygon points="${houseX - 20},${height * 0.45} ${houseX + houseW / 2},${height * 0.25} ${houseX + houseW + 20},${height * 0.45}" fill="#5e4a31"/>
<rect x="${houseX + houseW * 0.4}" y="${height * 0.6}" width="${houseW * 0.2}" height="${height * 0.15}" fill="#3f301e"/>
<rect x="${width * 0.03}" y="${height * 0.03}" width="${width * 0.94}" height="${height * 0.94}" fill="none" stroke="#f6efe0" stroke-width="${width * 0.02}"/>`;
  },
  'clock-reset': ({ width, height, random }) => {
    const bars = ['#c0c0c0', '#c0c000', '#00c0c0', '#00c000', '#c000c0', '#c00000', '#0000c0'];
    const barWidth = width / bars.length;
    const tilt = random.integer(-4, 4);
    return `<rect width="${width}" height="${height}" fill="#303030"/>
<g transform="rotate(${tilt} ${width / 2} ${height / 2})">${bars
      .map(
        (colour, index) =>
          `<rect x="${index * barWidth}" y="${height * 0.1}" width="${barWidth}" height="${height * 0.5}" fill="${colour}"/>`,
      )
      .join('')}</g>`;
  },
};

function linear(id: string, from: string, to: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

function radial(id: string, from: string, to: string): string {
  return `<defs><radialGradient id="${id}" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient></defs>`;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
