import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXPORT_CHUNK_MAX_BYTES, splitIntoChunks } from '../src/zips/chunking.ts';
import { sanitizeEntryName, uniqueEntryNames } from '../src/zips/entry-names.ts';
import {
  archiveSize,
  createZipStream,
  type ZipEntry,
  type ZipStreamOptions,
} from '../src/zips/zip-stream.ts';

/** Runs Info-ZIP's `unzip`, the independent reader every archive here is checked with. */
function unzip(...args: string[]): { status: number | null; output: string } {
  // A UTF-8 locale, so names flagged UTF-8 in the archive are extracted as such.
  const result = spawnSync('unzip', args, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C.UTF-8' } });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

interface SourceFile {
  readonly name: string;
  readonly bytes: Buffer;
  readonly mtime: Date;
}

describe('zip archives', () => {
  let folder: string;

  beforeAll(() => {
    if (spawnSync('sh', ['-c', 'command -v unzip']).status !== 0) {
      throw new Error(
        "Info-ZIP 'unzip' is not installed. `npm test` installs it (Debian package 'unzip') before running the suites.",
      );
    }
  });
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'portal-zips-'));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  /** Writes each file to the temp folder and returns entries that read them back from disk. */
  function entriesFor(files: readonly SourceFile[]): ZipEntry[] {
    return files.map((file, index) => {
      const path = join(folder, `source-${index}`);
      writeFileSync(path, file.bytes);
      return {
        name: file.name,
        size: file.bytes.byteLength,
        mtime: file.mtime,
        open: () => createReadStream(path),
      };
    });
  }

  /** Streams the archive to a file and returns its path, its names and the size announced up front. */
  async function writeArchive(entries: readonly ZipEntry[], options: ZipStreamOptions = {}) {
    const zip = createZipStream(entries, options);
    const path = join(folder, 'archive.zip');
    await pipeline(zip.stream, createWriteStream(path));
    return { path, size: zip.size, names: zip.names };
  }

  function extract(archive: string): string {
    const target = mkdtempSync(join(folder, 'extracted-'));
    const { status, output } = unzip('-q', archive, '-d', target);
    expect(status, output).toBe(0);
    return target;
  }

  const mtime = new Date(Date.UTC(2024, 6, 14, 9, 30, 12));
  const photos: SourceFile[] = [
    { name: 'IMG_0001.JPG', bytes: randomBytes(300_000), mtime },
    { name: 'IMG_0002.HEIC', bytes: randomBytes(1), mtime: new Date(Date.UTC(2019, 0, 1)) },
    { name: 'empty.png', bytes: Buffer.alloc(0), mtime },
    { name: 'Été à la plage.jpg', bytes: randomBytes(70_001), mtime },
    { name: 'large.jpg', bytes: randomBytes(3 * 1024 * 1024 + 5), mtime },
  ];

  it('writes an archive unzip tests clean, exactly archiveSize bytes long, extracting byte-identical', async () => {
    const entries = entriesFor(photos);
    const archive = await writeArchive(entries);
    expect(statSync(archive.path).size).toBe(archive.size);
    expect(archiveSize(entries)).toBe(archive.size);

    const test = unzip('-t', archive.path);
    expect(test.status, test.output).toBe(0);
    expect(test.output).toContain('No errors detected');

    expect(unzip('-Z1', archive.path).output.trim().split('\n')).toEqual(photos.map((photo) => photo.name));
    const extracted = extract(archive.path);
    for (const photo of photos) {
      expect(Buffer.compare(readFileSync(join(extracted, photo.name)), photo.bytes), photo.name).toBe(0);
    }
    // Extracted files carry the entry's modification time (to the second).
    expect(statSync(join(extracted, 'IMG_0001.JPG')).mtime.getTime()).toBe(mtime.getTime());
  });

  it('stores every entry as is, without compression', async () => {
    const compressible = Buffer.alloc(200_000, 'all the same byte ');
    const archive = await writeArchive(
      entriesFor([...photos, { name: 'compressible.txt', bytes: compressible, mtime }]),
    );
    const listing = unzip('-v', archive.path).output;
    const rows = listing.split('\n').filter((line) => /\s(Stored|Defl:\w)\s/.test(line));
    expect(rows).toHaveLength(photos.length + 1);
    for (const row of rows) expect(row).toMatch(/\sStored\s/);
    expect(archive.size).toBeGreaterThan(compressible.byteLength);
  });

  it('numbers repeated names and cleans path separators and control characters', async () => {
    const bytes = (text: string) => Buffer.from(text);
    const files: SourceFile[] = [
      { name: 'IMG_0001.JPG', bytes: bytes('first'), mtime },
      { name: 'IMG_0001.JPG', bytes: bytes('second'), mtime },
      { name: 'img_0001.jpg', bytes: bytes('third'), mtime },
      { name: '../../etc/passwd', bytes: bytes('fourth'), mtime },
      { name: 'holiday\\beach\u0007.jpg', bytes: bytes('fifth'), mtime },
      { name: '..', bytes: bytes('sixth'), mtime },
    ];
    const expected = [
      'IMG_0001.JPG',
      'IMG_0001 (2).JPG',
      'img_0001 (3).jpg',
      '.._.._etc_passwd',
      'holiday_beach.jpg',
      'photo',
    ];
    const entries = entriesFor(files);
    const archive = await writeArchive(entries);
    expect(archive.names).toEqual(expected);
    expect(archive.size).toBe(archiveSize(entries));
    expect(unzip('-Z1', archive.path).output.trim().split('\n')).toEqual(expected);
    const extracted = extract(archive.path);
    files.forEach((file, index) => {
      expect(readFileSync(join(extracted, expected[index] ?? '')).toString()).toBe(file.bytes.toString());
    });
  });

  it('writes a zip64 archive on request that unzip accepts, without gigabytes of data', async () => {
    const entries = entriesFor(photos);
    const archive = await writeArchive(entries, { forceZip64: true });
    const written = readFileSync(archive.path);
    expect(written.byteLength).toBe(archive.size);
    expect(archiveSize(entries, { forceZip64: true })).toBe(archive.size);
    expect(archive.size).toBeGreaterThan(archiveSize(entries));
    // The zip64 end of central directory record and its locator are present.
    expect(written.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    expect(written.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true);

    const test = unzip('-t', archive.path);
    expect(test.status, test.output).toBe(0);
    const extracted = extract(archive.path);
    expect(
      Buffer.compare(readFileSync(join(extracted, 'large.jpg')), photos[4]?.bytes ?? Buffer.alloc(0)),
    ).toBe(0);
  });

  it('sizes an archive of no entries and of many entries exactly', async () => {
    expect(archiveSize([])).toBe(22);
    const many = Array.from({ length: 300 }, (_, index) => ({
      name: `IMG_${index % 7}.JPG`,
      bytes: randomBytes(index % 50),
      mtime,
    }));
    const archive = await writeArchive(entriesFor(many));
    expect(statSync(archive.path).size).toBe(archive.size);
    expect(new Set(archive.names).size).toBe(300);
    expect(unzip('-t', archive.path).status).toBe(0);
  });

  it('sends exactly the announced size when the central directory passes 64 KiB', async () => {
    // About a thousand photos with camera-style names: a central directory of some 100 KB.
    const entries: ZipEntry[] = Array.from({ length: 1000 }, (_, index) => ({
      name: `PXL_20240714_093012${String(index).padStart(4, '0')}.MP.jpg`,
      size: 3,
      mtime,
      open: () => Readable.from([Buffer.from([1, 2, index % 256])]),
    }));
    const archive = await writeArchive(entries);
    expect(statSync(archive.path).size).toBe(archive.size);
    expect(archiveSize(entries)).toBe(archive.size);
    const test = unzip('-t', archive.path);
    expect(test.status, test.output).toBe(0);
    expect(unzip('-Z1', archive.path).output.trim().split('\n')).toHaveLength(1000);
  });

  it('opens each source only when the archive reaches it, and reads no faster than the reader', async () => {
    const entrySize = 64 * 1024 * 1024;
    let produced = 0;
    let opened = 0;
    const generated = (): Readable => {
      opened += 1;
      let remaining = entrySize;
      return new Readable({
        read() {
          const size = Math.min(remaining, 64 * 1024);
          remaining -= size;
          produced += size;
          this.push(size === 0 ? null : Buffer.alloc(size));
        },
      });
    };
    const entries: ZipEntry[] = [1, 2, 3].map((index) => ({
      name: `video-${index}.mov`,
      size: entrySize,
      mtime,
      open: generated,
    }));
    const zip = createZipStream(entries);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Nobody reads: the first source is paused after a few buffers, the others are not opened.
    expect(opened).toBe(1);
    expect(produced).toBeLessThan(4 * 1024 * 1024);

    let read = 0;
    for await (const chunk of zip.stream) read += (chunk as Buffer).byteLength;
    expect(read).toBe(zip.size);
    expect(opened).toBe(3);
    expect(produced).toBe(3 * entrySize);
  });

  /** Entries of 64 MiB each, generated as read, recording which sources were opened and ended. */
  function largeEntries(count: number) {
    const opened: { source: Readable; ended: boolean }[] = [];
    const entries: ZipEntry[] = Array.from({ length: count }, (_, index) => ({
      name: `video-${index}.mov`,
      size: 64 * 1024 * 1024,
      mtime,
      open: () => {
        let remaining = 64 * 1024 * 1024;
        const source = new Readable({
          read() {
            const size = Math.min(remaining, 64 * 1024);
            remaining -= size;
            this.push(size === 0 ? null : Buffer.alloc(size));
          },
        });
        const record = { source, ended: false };
        source.once('end', () => {
          record.ended = true;
        });
        opened.push(record);
        return source;
      },
    }));
    return { entries, opened };
  }

  /** Resolves once `count` bytes of the archive have been read. */
  function readAtLeast(stream: Readable, count: number): Promise<void> {
    let read = 0;
    return new Promise((resolve) => {
      const onData = (chunk: Buffer) => {
        read += chunk.byteLength;
        if (read < count) return;
        stream.off('data', onData);
        stream.pause();
        resolve();
      };
      stream.on('data', onData);
    });
  }

  it('closes the open source and opens no other when the reader destroys the archive', async () => {
    const { entries, opened } = largeEntries(3);
    const zip = createZipStream(entries);
    await readAtLeast(zip.stream, 1024 * 1024);
    zip.stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened).toHaveLength(1);
    expect(opened[0]?.source.destroyed).toBe(true);
    expect(opened[0]?.ended).toBe(false);
  });

  it('fails with an AbortError and closes the open source when the signal aborts', async () => {
    const controller = new AbortController();
    const { entries, opened } = largeEntries(3);
    const zip = createZipStream(entries, { signal: controller.signal });
    const failed = new Promise<Error>((resolve) => zip.stream.once('error', resolve));
    await readAtLeast(zip.stream, 1024 * 1024);
    controller.abort();
    expect((await failed).name).toBe('AbortError');
    expect(opened).toHaveLength(1);
    expect(opened[0]?.source.destroyed).toBe(true);
    expect(opened[0]?.ended).toBe(false);
  });

  it('fails at once when the signal is aborted before the archive starts', async () => {
    const { entries, opened } = largeEntries(1);
    const zip = createZipStream(entries, { signal: AbortSignal.abort() });
    await expect(pipeline(zip.stream, createWriteStream(join(folder, 'never.zip')))).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(opened.every(({ source }) => source.destroyed)).toBe(true);
  });

  it('fails the archive when a source fails, cannot be opened, or yields another byte count', async () => {
    const failing = (open: () => Readable | Promise<Readable>, size = 10): ZipEntry[] => [
      { name: 'a.jpg', size: 3, mtime, open: () => Readable.from([Buffer.from('abc')]) },
      { name: 'b.jpg', size, mtime, open },
    ];
    const drain = (entries: ZipEntry[]) =>
      pipeline(createZipStream(entries).stream, createWriteStream(join(folder, 'x.zip')));

    const readFailure = new Error('disk read failed');
    await expect(
      drain(
        failing(() =>
          Readable.from(
            (async function* () {
              yield Buffer.from('12345');
              throw readFailure;
            })(),
          ),
        ),
      ),
    ).rejects.toBe(readFailure);

    const openFailure = new Error('blob missing');
    await expect(drain(failing(() => Promise.reject(openFailure)))).rejects.toBe(openFailure);
    await expect(
      drain(
        failing(() => {
          throw openFailure;
        }),
      ),
    ).rejects.toBe(openFailure);

    await expect(drain(failing(() => Readable.from([Buffer.from('short')])))).rejects.toThrow(
      /unexpected number of bytes/,
    );
  });

  it('refuses an entry with an invalid size before opening anything', () => {
    let opened = 0;
    const open = () => {
      opened += 1;
      return Readable.from([]);
    };
    expect(() =>
      createZipStream([
        { name: 'a.jpg', size: 0, mtime, open },
        { name: 'b.jpg', size: -1, mtime, open },
      ]),
    ).toThrow(RangeError);
    expect(() => archiveSize([{ name: 'a.jpg', size: 1.5 }])).toThrow(RangeError);
    expect(opened).toBe(0);
  });
});

describe('entry names', () => {
  it('numbers repeats before the extension, never taking a name given outright', () => {
    expect(uniqueEntryNames(['IMG_0001.JPG', 'IMG_0001.JPG'])).toEqual(['IMG_0001.JPG', 'IMG_0001 (2).JPG']);
    expect(uniqueEntryNames(['A.JPG', 'A.JPG', 'A (2).JPG'])).toEqual(['A.JPG', 'A (3).JPG', 'A (2).JPG']);
    expect(uniqueEntryNames(['scan', 'scan', 'scan'])).toEqual(['scan', 'scan (2)', 'scan (3)']);
    expect(uniqueEntryNames(['.jpg', '.jpg'])).toEqual(['.jpg', '.jpg (2)']);
  });

  it('makes a name one clean path segment', () => {
    expect(sanitizeEntryName('2024/summer/IMG_1.JPG')).toBe('2024_summer_IMG_1.JPG');
    expect(sanitizeEntryName('C:\\Users\\me\\IMG_1.JPG')).toBe('C__Users_me_IMG_1.JPG');
    expect(sanitizeEntryName('tab\there\u0000.jpg')).toBe('tabhere.jpg');
    expect(sanitizeEntryName('photo\u202Egpj.exe')).toBe('photogpj.exe');
    expect(sanitizeEntryName('  trailing dots... ')).toBe('trailing dots');
    expect(sanitizeEntryName('what?.jpg')).toBe('what_.jpg');
    expect(sanitizeEntryName('')).toBe('photo');
    expect(sanitizeEntryName('.')).toBe('photo');
    expect(sanitizeEntryName('e\u0301te\u0301.jpg')).toBe('été.jpg');
  });

  it('shortens a long name to 255 bytes, keeping its extension', () => {
    const long = `${'é'.repeat(200)}.jpeg`;
    const [first, second] = uniqueEntryNames([long, long]);
    expect(Buffer.byteLength(first ?? '')).toBeLessThanOrEqual(255);
    expect(first).toMatch(/^é+\.jpeg$/);
    expect(Buffer.byteLength(second ?? '')).toBeLessThanOrEqual(255);
    expect(second).toMatch(/^é+ \(2\)\.jpeg$/);
  });

  it('gives every entry a unique, clean, short name, and keeps clean unique names unchanged', () => {
    const name = fc.oneof(
      fc.constantFrom('IMG_0001.JPG', 'img_0001.jpg', 'IMG_0001 (2).JPG', 'a', '.', '..', ' ', 'x.', '/'),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
    );
    fc.assert(
      fc.property(fc.array(name, { maxLength: 40 }), (names) => {
        const unique = uniqueEntryNames(names);
        expect(unique).toHaveLength(names.length);
        expect(new Set(unique.map((each) => each.toLowerCase())).size).toBe(names.length);
        for (const each of unique) {
          expect(each).not.toMatch(/[/\\\p{Cc}]/u);
          expect(each).not.toMatch(/^\s|[\s.]$/);
          expect(Buffer.byteLength(each)).toBeLessThanOrEqual(255);
          expect(sanitizeEntryName(each)).toBe(each);
        }
        expect(uniqueEntryNames(unique)).toEqual(unique);
      }),
    );
  });
});

describe('export chunks', () => {
  it('holds at most 2 GiB of photos per chunk', () => {
    expect(EXPORT_CHUNK_MAX_BYTES).toBe(2 * 1024 * 1024 * 1024);
  });

  it('splits in order, numbering chunks from 0, and gives an oversized file its own chunk', () => {
    const files = [4, 4, 3, 12, 1, 9, 1].map((size, index) => ({ id: index, size }));
    const chunks = splitIntoChunks(files, 10);
    expect(
      chunks.map(({ iteration, bytes, entries }) => [iteration, bytes, entries.map(({ id }) => id)]),
    ).toEqual([
      [0, 8, [0, 1]],
      [1, 3, [2]],
      [2, 12, [3]],
      [3, 10, [4, 5]],
      [4, 1, [6]],
    ]);
    expect(splitIntoChunks([], 10)).toEqual([]);
  });

  it('puts every file in exactly one chunk, in order, with no chunk over the limit but a lone oversized file', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 1000 })
          .chain((maxBytes) =>
            fc.tuple(
              fc.constant(maxBytes),
              fc.array(fc.integer({ min: 0, max: maxBytes * 2 }), { maxLength: 200 }),
            ),
          ),
        ([maxBytes, sizes]) => {
          const files = sizes.map((size, id) => ({ id, size }));
          const chunks = splitIntoChunks(files, maxBytes);
          expect(chunks.flatMap((chunk) => chunk.entries)).toEqual(files);
          chunks.forEach((chunk, index) => {
            expect(chunk.iteration).toBe(index);
            expect(chunk.entries.length).toBeGreaterThan(0);
            expect(chunk.bytes).toBe(chunk.entries.reduce((sum, file) => sum + file.size, 0));
            const loneOversized = chunk.entries.length === 1 && chunk.bytes > maxBytes;
            expect(chunk.bytes <= maxBytes || loneOversized).toBe(true);
            // A chunk is closed only when the next file would not have fitted.
            const next = chunks[index + 1]?.entries[0];
            if (next) expect(chunk.bytes + next.size).toBeGreaterThan(maxBytes);
          });
        },
      ),
    );
  });

  it('refuses a limit or a size that is not a whole number of bytes', () => {
    expect(() => splitIntoChunks([{ size: 1 }], 0)).toThrow(RangeError);
    expect(() => splitIntoChunks([{ size: -1 }], 10)).toThrow(RangeError);
    expect(() => splitIntoChunks([{ size: 0.5 }], 10)).toThrow(RangeError);
  });
});
