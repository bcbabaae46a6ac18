/**
 * Zip streaming throughput: `createZipStream` against yazl writing the same files on its own
 * (`addFile`, stored), both read from disk and written to a sink that discards the bytes, so the
 * figures measure the archive path and not a destination disk. Run: `npx tsx bench/server/zips.ts`.
 * `ZIP_BENCH_FILES` (default 200) sets the number of 2-5 MB files; `ZIP_BENCH_ROUNDS` (default 5)
 * the timed rounds per side. Prints figures only; the goal is a ratio of at least 0.85.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { createZipStream, type ZipEntry } from '../../packages/server/src/zips/zip-stream.ts';

const FILE_COUNT = Number(process.env.ZIP_BENCH_FILES ?? 200);
const ROUNDS = Number(process.env.ZIP_BENCH_ROUNDS ?? 5);
const MIB = 1024 * 1024;

interface SourceFile {
  readonly path: string;
  readonly name: string;
  readonly size: number;
  readonly mtime: Date;
}

function makeFiles(folder: string): SourceFile[] {
  const mtime = new Date(Date.UTC(2024, 5, 1));
  return Array.from({ length: FILE_COUNT }, (_, index) => {
    // Random bytes, like a compressed photo: nothing a zip could shrink.
    const size = 2 * MIB + Math.floor(Math.random() * 3 * MIB);
    const path = join(folder, `source-${index}.jpg`);
    writeFileSync(path, randomBytes(size));
    return { path, name: `IMG_${String(index).padStart(4, '0')}.JPG`, size, mtime };
  });
}

/** A sink that counts and drops the bytes. */
function discard(): { sink: Writable; written: () => number } {
  let count = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      count += chunk.byteLength;
      callback();
    },
  });
  return { sink, written: () => count };
}

async function timed(output: Readable): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const { sink, written } = discard();
  await pipeline(output, sink);
  return { ms: performance.now() - started, bytes: written() };
}

function yazlAlone(files: readonly SourceFile[]): Readable {
  const zip = new ZipFile();
  for (const file of files) zip.addFile(file.path, file.name, { compress: false, mtime: file.mtime });
  zip.end();
  // yazl's output is a PassThrough; its typings only promise the older stream interface.
  const output = zip.outputStream;
  if (!(output instanceof Readable)) throw new TypeError('yazl output is not a Readable stream');
  return output;
}

function ours(files: readonly SourceFile[]): Readable {
  const entries: ZipEntry[] = files.map((file) => ({
    name: file.name,
    size: file.size,
    mtime: file.mtime,
    open: () => createReadStream(file.path),
  }));
  return createZipStream(entries).stream;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const folder = mkdtempSync(join(tmpdir(), 'portal-zip-bench-'));
try {
  console.log(`Writing ${FILE_COUNT} files of 2-5 MB to ${folder} ...`);
  const files = makeFiles(folder);
  const payload = files.reduce((sum, file) => sum + file.size, 0);
  console.log(
    `Payload: ${(payload / MIB).toFixed(1)} MiB in ${files.length} files; ${ROUNDS} rounds per side`,
  );

  // One untimed pass of each warms the page cache and the JIT.
  await timed(yazlAlone(files));
  await timed(ours(files));

  const times = { yazl: [] as number[], ours: [] as number[] };
  let sizes = { yazl: 0, ours: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternating the order keeps drift (cache, thermal) from favouring one side.
    const order = round % 2 === 0 ? (['yazl', 'ours'] as const) : (['ours', 'yazl'] as const);
    for (const side of order) {
      const { ms, bytes } = await timed(side === 'yazl' ? yazlAlone(files) : ours(files));
      times[side].push(ms);
      sizes = { ...sizes, [side]: bytes };
    }
  }

  const throughput = (ms: number) => payload / MIB / (ms / 1000);
  const yazlMs = median(times.yazl);
  const oursMs = median(times.ours);
  console.log(`archive bytes: yazl alone ${sizes.yazl}, createZipStream ${sizes.ours}`);
  console.log(
    `yazl alone:      median ${yazlMs.toFixed(0)} ms, ${throughput(yazlMs).toFixed(0)} MiB/s (runs: ${times.yazl.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
  console.log(
    `createZipStream: median ${oursMs.toFixed(0)} ms, ${throughput(oursMs).toFixed(0)} MiB/s (runs: ${times.ours.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
  console.log(
    `ratio (createZipStream / yazl alone throughput): ${(yazlMs / oursMs).toFixed(3)} (goal >= 0.85)`,
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
