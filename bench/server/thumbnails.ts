/**
 * Thumbnail throughput: `processImage` (type check, header and pixel limit, EXIF date, one decode,
 * three JPEGs) against sharp alone making the same three sizes (one pipeline per size, the obvious
 * way), on the JPEG fixtures and a generated 12-megapixel JPEG; then the time per fixture, HEIC
 * included, and the peak RSS of the 200-megapixel HEIC in a process of its own.
 * Run: `npx tsx bench/server/thumbnails.ts`. `THUMBNAIL_BENCH_ROUNDS` (default 5) sets the timed
 * rounds per side. Prints figures only; the goal is a ratio of at least 0.85. Without the
 * real-device photos of ../shared/fixtures beside the repository it measures the generated JPEG
 * only, and says so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createLimiter, processImage, THUMBNAIL_SIZES } from '../../packages/server/src/media/index.ts';

const ROUNDS = Number(process.env.THUMBNAIL_BENCH_ROUNDS ?? 5);
const FIXTURES = fileURLToPath(new URL('../../../shared/fixtures/', import.meta.url));
const JPEG_OPTIONS = { quality: 82, mozjpeg: false } as const;
const PEAK_RSS_FLAG = '--peak-rss-of';

interface Sample {
  readonly name: string;
  readonly bytes: Buffer;
}

/** sharp on its own: each size decoded from the file, oriented, resized and encoded. */
function sharpAlone(bytes: Buffer): Promise<Buffer[]> {
  return Promise.all(
    THUMBNAIL_SIZES.map((size) =>
      sharp(bytes)
        .autoOrient()
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .jpeg(JPEG_OPTIONS)
        .toBuffer(),
    ),
  );
}

/** Images per second over `ROUNDS` passes of all samples, one image per core in flight. */
async function throughput(
  samples: readonly Sample[],
  work: (bytes: Buffer) => Promise<unknown>,
): Promise<number> {
  const limiter = createLimiter();
  await Promise.all(samples.map((sample) => limiter.run(() => work(sample.bytes))));
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(samples.map((sample) => limiter.run(() => work(sample.bytes))));
  }
  return (samples.length * ROUNDS) / ((performance.now() - started) / 1000);
}

/** A 4000x3000 JPEG with photo-like detail: smoothed noise, neither trivial to compress nor to decode. */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .blur(1.5)
    .png()
    .toBuffer();
  return sharp(noise).jpeg({ quality: 90 }).toBuffer();
}

async function compareWithSharp(label: string, samples: readonly Sample[]): Promise<void> {
  const pipeline = await throughput(samples, (bytes) => processImage(bytes));
  const alone = await throughput(samples, sharpAlone);
  console.log(
    `${label.padEnd(34)} pipeline ${pipeline.toFixed(1).padStart(6)}/s   sharp alone ${alone
      .toFixed(1)
      .padStart(6)}/s   ratio ${(pipeline / alone).toFixed(2)}`,
  );
}

async function timePerFixture(paths: readonly string[]): Promise<void> {
  console.log('\nTime per fixture (processImage, one at a time, after a warm-up):');
  for (const path of paths) {
    const bytes = await readFile(path);
    const outcome = await processImage(bytes).then(
      () => 'accepted',
      (error: unknown) => `refused: ${error instanceof Error ? error.message : String(error)}`,
    );
    const started = performance.now();
    await processImage(bytes).catch(() => undefined);
    const ms = performance.now() - started;
    console.log(`  ${path.slice(FIXTURES.length).padEnd(38)} ${ms.toFixed(0).padStart(6)} ms  ${outcome}`);
  }
}

/** Encoding cost of mozjpeg's defaults on one 1300-pixel thumbnail, the reason they are off. */
async function mozjpegCost(bytes: Buffer): Promise<void> {
  const { data, info } = await sharp(bytes)
    .resize({ width: 1300, height: 1300, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const mozjpeg of [false, true]) {
    let size = 0;
    const started = performance.now();
    for (let round = 0; round < 20; round++) {
      size = (await sharp(data, { raw }).jpeg({ quality: 82, mozjpeg }).toBuffer()).length;
    }
    const ms = (performance.now() - started) / 20;
    console.log(
      `  mozjpeg ${String(mozjpeg).padEnd(5)} ${ms.toFixed(1).padStart(6)} ms per 1300 thumbnail, ${size} bytes`,
    );
  }
}

/** Runs in a child process: one photo, then the process's peak resident memory. */
async function reportPeakRss(path: string): Promise<void> {
  const started = performance.now();
  await processImage(path);
  const seconds = (performance.now() - started) / 1000;
  // maxRSS is in kilobytes: the high-water mark of the whole process, runtime included.
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(`  ${path.slice(FIXTURES.length)}: ${seconds.toFixed(1)} s, peak RSS ${peakMb.toFixed(0)} MB`);
}

function peakRssInChild(path: string): void {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), PEAK_RSS_FLAG, path],
    {
      encoding: 'utf8',
    },
  );
  process.stdout.write(child.stdout);
  process.stderr.write(child.stderr);
}

async function main(): Promise<void> {
  if (!existsSync(join(FIXTURES, 'heic', '200MP.heic'))) {
    console.log(`The real-device photos are not at ${FIXTURES}: measuring the generated 12 MP JPEG only.\n`);
    const generated = { name: 'generated 12 MP', bytes: await twelveMegapixelJpeg() };
    await compareWithSharp('generated 12 MP JPEG (4000x3000)', [generated]);
    console.log('\nmozjpeg defaults on the 12 MP JPEG:');
    await mozjpegCost(generated.bytes);
    return;
  }
  const orientationDir = join(FIXTURES, 'exif-orientation');
  const heicDir = join(FIXTURES, 'heic');
  const jpegPaths = readdirSync(orientationDir)
    .filter((name) => name.endsWith('.jpg'))
    .map((name) => join(orientationDir, name));
  const fixtures = await Promise.all(
    jpegPaths.map(async (path) => ({ name: path.slice(FIXTURES.length), bytes: await readFile(path) })),
  );
  // First, while this process is still small: Linux hands a child the parent's peak RSS so far.
  console.log('Peak RSS in a fresh process (runtime, sharp and libheif included):');
  peakRssInChild(join(heicDir, '200MP.heic'));
  peakRssInChild(join(heicDir, 'pug.heic'));
  peakRssInChild(join(orientationDir, 'Landscape_1.jpg'));

  const generated = { name: 'generated 12 MP', bytes: await twelveMegapixelJpeg() };

  console.log(
    `\nThumbnails 1300/800/300, JPEG quality 82; ${availableParallelism()} cores, sharp.concurrency() = ${sharp.concurrency()}, ` +
      `${ROUNDS} rounds per side\n`,
  );
  await compareWithSharp('JPEG fixtures (9 files, 1800x1200)', fixtures);
  await compareWithSharp('generated 12 MP JPEG (4000x3000)', [generated]);

  await timePerFixture([
    ...jpegPaths,
    ...readdirSync(heicDir)
      .filter((name) => name.endsWith('.heic'))
      .map((name) => join(heicDir, name)),
  ]);

  console.log('\nmozjpeg defaults on the 12 MP JPEG:');
  await mozjpegCost(generated.bytes);
}

const peakRssIndex = process.argv.indexOf(PEAK_RSS_FLAG);
const peakRssPath = peakRssIndex === -1 ? undefined : process.argv[peakRssIndex + 1];
await (peakRssPath === undefined ? main() : reportPeakRss(peakRssPath));
