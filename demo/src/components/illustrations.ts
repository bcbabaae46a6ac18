import { html, type SVGTemplateResult, svg, type TemplateResult } from 'lit-html';
import type { BrandPalette } from '../brands';
import type { ProductId } from '../products';

/**
 * Product drawings for the marketing blocks: the pages may not load images, so photos are painted as
 * small landscapes with gradients. Gradient ids are derived from the caller's key so re-renders keep them.
 */

interface Scene {
  sky: readonly [string, string];
  sun: string;
  far: string;
  near: string;
}

const SCENES = {
  sunset: { sky: ['#ffd59a', '#f0876a'], sun: '#fff4dc', far: '#a0607f', near: '#4f3463' },
  sea: { sky: ['#cdebf7', '#79bddd'], sun: '#ffffff', far: '#3b8bb0', near: '#1f5577' },
  meadow: { sky: ['#e3f4ff', '#a9d9f2'], sun: '#fff5bf', far: '#93c973', near: '#4a8a3e' },
  dusk: { sky: ['#d4c6f5', '#8474cf'], sun: '#ffe6f2', far: '#5a4b9c', near: '#2d275c' },
} as const satisfies Record<string, Scene>;

type SceneName = keyof typeof SCENES;

/** A photo: sky gradient, sun and two hills inside the box. */
function photo(
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  sceneName: SceneName,
): SVGTemplateResult {
  const scene: Scene = SCENES[sceneName];
  const gradient = `${id}-sky`;
  return svg`
    <defs>
      <linearGradient id=${gradient} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color=${scene.sky[0]} />
        <stop offset="1" stop-color=${scene.sky[1]} />
      </linearGradient>
    </defs>
    <rect x=${x} y=${y} width=${w} height=${h} fill=${`url(#${gradient})`} />
    <circle cx=${x + w * 0.72} cy=${y + h * 0.3} r=${Math.min(w, h) * 0.11} fill=${scene.sun} />
    <path d=${`M${x} ${y + h * 0.72}Q${x + w * 0.3} ${y + h * 0.4} ${x + w * 0.55} ${y + h * 0.66}T${x + w} ${y + h * 0.55}V${y + h}H${x}z`} fill=${scene.far} />
    <path d=${`M${x} ${y + h * 0.9}Q${x + w * 0.45} ${y + h * 0.62} ${x + w} ${y + h * 0.84}V${y + h}H${x}z`} fill=${scene.near} />`;
}

/** A print with a white border, turned by `angle` degrees around its centre. */
function print(id: string, x: number, y: number, w: number, h: number, angle: number, scene: SceneName) {
  const border = w * 0.07;
  return svg`<g transform=${`rotate(${angle} ${x + w / 2} ${y + h / 2})`}>
    <rect x=${x + 2} y=${y + 4} width=${w} height=${h} rx="2" fill="#000" opacity="0.12" />
    <rect x=${x} y=${y} width=${w} height=${h} rx="2" fill="#ffffff" />
    ${photo(id, x + border, y + border, w - border * 2, h - border * 3.2, scene)}
  </g>`;
}

/** An open photo book seen from above. */
function book(id: string, palette: BrandPalette, x: number, y: number, w: number): SVGTemplateResult {
  const h = w * 0.62;
  const page = (w - 16) / 2;
  const top = y + 8;
  const pageHeight = h - 16;
  const left = x + 8;
  const right = x + 8 + page;
  return svg`
    <defs>
      <linearGradient id=${`${id}-spine`} x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="#000" stop-opacity="0" />
        <stop offset="0.5" stop-color="#000" stop-opacity="0.16" />
        <stop offset="1" stop-color="#000" stop-opacity="0" />
      </linearGradient>
    </defs>
    <rect x=${x + 3} y=${y + 7} width=${w} height=${h} rx="6" fill="#000" opacity="0.14" />
    <rect x=${x} y=${y} width=${w} height=${h} rx="6" fill=${palette.primary} />
    <rect x=${left} y=${top} width=${page} height=${pageHeight} fill="#ffffff" />
    <rect x=${right} y=${top} width=${page} height=${pageHeight} fill="#fbfaf7" />
    ${photo(`${id}-a`, left + page * 0.1, top + pageHeight * 0.1, page * 0.8, pageHeight * 0.58, 'sunset')}
    <rect x=${left + page * 0.1} y=${top + pageHeight * 0.76} width=${page * 0.5} height="3" rx="1.5" fill="#c9c4bc" />
    <rect x=${left + page * 0.1} y=${top + pageHeight * 0.84} width=${page * 0.34} height="3" rx="1.5" fill="#dcd8d1" />
    ${photo(`${id}-b`, right + page * 0.1, top + pageHeight * 0.1, page * 0.8, pageHeight * 0.38, 'sea')}
    ${photo(`${id}-c`, right + page * 0.1, top + pageHeight * 0.53, page * 0.38, pageHeight * 0.37, 'meadow')}
    ${photo(`${id}-d`, right + page * 0.52, top + pageHeight * 0.53, page * 0.38, pageHeight * 0.37, 'dusk')}
    <rect x=${right - 14} y=${top} width="28" height=${pageHeight} fill=${`url(#${id}-spine)`} />`;
}

/** A framed picture with a passe-partout. */
function frame(id: string, palette: BrandPalette, x: number, y: number, w: number, h: number) {
  const mat = w * 0.11;
  return svg`
    <rect x=${x + 4} y=${y + 8} width=${w} height=${h} fill="#000" opacity="0.13" />
    <rect x=${x} y=${y} width=${w} height=${h} fill=${palette.ink} />
    <rect x=${x + 6} y=${y + 6} width=${w - 12} height=${h - 12} fill="#ffffff" />
    ${photo(id, x + mat, y + mat, w - mat * 2, h - mat * 2, 'sea')}`;
}

/** A photo mug: a cylinder with a rim, coffee inside and a handle. */
function mug(id: string, palette: BrandPalette, x: number, y: number, w: number) {
  const h = w * 1.05;
  const rim = w * 0.13;
  return svg`
    <ellipse cx=${x + w / 2} cy=${y + h + 4} rx=${w * 0.56} ry=${rim * 0.8} fill="#000" opacity="0.1" />
    <path d=${`M${x + w - 2} ${y + h * 0.28}c${w * 0.36} 0 ${w * 0.36} ${h * 0.42} 0 ${h * 0.42}`} fill="none" stroke="#d9d4cb" stroke-width=${w * 0.11} stroke-linecap="round" />
    <path d=${`M${x} ${y}V${y + h}a${w / 2} ${rim} 0 0 0 ${w} 0V${y}z`} fill="#ffffff" />
    <path d=${`M${x + w * 0.72} ${y + rim}V${y + h + rim * 0.7}a${w / 2} ${rim} 0 0 0 ${w * 0.28} ${-rim * 0.7}V${y}z`} fill="#000" opacity="0.05" />
    ${photo(id, x + w * 0.14, y + h * 0.28, w * 0.72, h * 0.5, 'meadow')}
    <ellipse cx=${x + w / 2} cy=${y} rx=${w / 2} ry=${rim} fill="#ebe7e0" />
    <ellipse cx=${x + w / 2} cy=${y + 1.5} rx=${w / 2 - 5} ry=${rim - 4} fill="#6b4a33" />
    <rect x=${x} y=${y + h * 0.86} width=${w} height=${h * 0.06} fill=${palette.accent} />`;
}

function calendar(id: string, palette: BrandPalette, x: number, y: number, w: number) {
  const h = w * 1.35;
  const cells = [];
  for (let row = 0; row < 4; row += 1) {
    for (let column = 0; column < 7; column += 1) {
      const highlighted = row === 2 && column === 4;
      cells.push(
        svg`<rect x=${x + w * 0.1 + column * w * 0.118} y=${y + h * 0.64 + row * h * 0.075} width=${w * 0.085} height=${h * 0.05} rx="1" fill=${highlighted ? palette.primary : '#dedad3'} />`,
      );
    }
  }
  return svg`
    <rect x=${x + 3} y=${y + 6} width=${w} height=${h} rx="4" fill="#000" opacity="0.12" />
    <rect x=${x} y=${y} width=${w} height=${h} rx="4" fill="#ffffff" />
    ${photo(id, x + w * 0.08, y + w * 0.14, w * 0.84, h * 0.44, 'sunset')}
    ${[0.3, 0.5, 0.7].map((at) => svg`<rect x=${x + w * at - 2} y=${y - 5} width="4" height="12" rx="2" fill="#8d877d" />`)}
    ${cells}`;
}

function decorative(viewBox: string, content: SVGTemplateResult): TemplateResult {
  return html`<svg class="illustration" viewBox=${viewBox} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid meet">${content}</svg>`;
}

/** The drawing of a product tile, in a 240 × 160 box. */
export function productIllustration(product: ProductId, palette: BrandPalette): TemplateResult {
  const id = `tile-${product}`;
  switch (product) {
    case 'photo-books':
      return decorative('0 0 240 160', book(id, palette, 30, 22, 180));
    case 'prints':
      return decorative(
        '0 0 240 160',
        svg`${print(`${id}-1`, 46, 30, 78, 96, -12, 'dusk')}${print(`${id}-2`, 86, 24, 78, 96, 3, 'meadow')}${print(`${id}-3`, 122, 34, 78, 96, 14, 'sunset')}`,
      );
    case 'wall-art':
      return decorative(
        '0 0 240 160',
        svg`${frame(id, palette, 68, 14, 104, 82)}
          <rect x="40" y="122" width="160" height="8" rx="2" fill=${palette.ink} opacity="0.8" />
          <path d="M62 106c-8-12-6-24 2-30 0 10 2 20 2 30zm6 0c0-12 6-22 16-24-4 8-8 16-10 24zm-10 0c-8-4-14-10-14-18 6 2 12 8 14 18z" fill="#4a8a3e" />
          <path d="M54 104h22l-3 18H57z" fill=${palette.accent} />
          <rect x="150" y="104" width="38" height="7" rx="1.5" fill=${palette.primary} />
          <rect x="154" y="111" width="34" height="6" rx="1.5" fill="#c9c4bc" />
          <rect x="152" y="117" width="38" height="5" rx="1.5" fill=${palette.accent} />`,
      );
    case 'gifts':
      return decorative(
        '0 0 240 160',
        svg`${mug(`${id}-mug`, palette, 40, 60, 72)}${calendar(`${id}-calendar`, palette, 146, 22, 64)}`,
      );
  }
}

/** The hero composition: an open photo book with prints and a framed picture around it. */
export function heroIllustration(palette: BrandPalette): TemplateResult {
  return decorative(
    '0 0 520 400',
    svg`
      <circle cx="300" cy="190" r="170" fill=${palette.accent} opacity="0.35" />
      <circle cx="110" cy="320" r="60" fill=${palette.primary} opacity="0.12" />
      ${frame('hero-frame', palette, 318, 28, 150, 118)}
      ${print('hero-print-1', 40, 200, 120, 148, -14, 'meadow')}
      ${print('hero-print-2', 92, 212, 120, 148, 6, 'dusk')}
      ${book('hero-book', palette, 150, 150, 330)}`,
  );
}
