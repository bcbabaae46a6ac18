import { addAbortSignal, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { uniqueEntryNames } from './entry-names.ts';

/** What the size of an archive depends on: names and byte counts, never the bytes themselves. */
export interface ZipEntryHeader {
  /** The file's own name; the archive cleans it and numbers repeats (see `uniqueEntryNames`). */
  readonly name: string;
  /** The exact number of bytes `open()` yields. A source that yields another count fails the archive. */
  readonly size: number;
}

export interface ZipEntry extends ZipEntryHeader {
  /** The modification time extractors give the file (a photo's upload or capture time). */
  readonly mtime: Date;
  /**
   * Opens the entry's bytes. Called once per entry, in order, when the archive reaches it, so at
   * most one source is open at a time however many entries there are.
   */
  open(): Readable | Promise<Readable>;
}

export interface ZipOptions {
  /**
   * Writes zip64 records although the archive does not need them. Archives switch to zip64 by
   * themselves past 4 GiB or 65,534 entries; forcing it lets a test prove readers cope without
   * writing gigabytes.
   */
  readonly forceZip64?: boolean;
}

export interface ZipStreamOptions extends ZipOptions {
  /** Aborting destroys the archive stream and every source it has open. */
  readonly signal?: AbortSignal;
}

export interface ZipStream {
  /** The archive's bytes. Destroy it when abandoning it early: that closes the open source. */
  readonly stream: Readable;
  /** The archive's exact length in bytes, known before any byte is read: the Content-Length. */
  readonly size: number;
  /** Each entry's name as written, in the entries' order. */
  readonly names: readonly string[];
}

/**
 * The exact length of the archive {@link createZipStream} writes for these entries: the number
 * to show for an export chunk or to send as Content-Length without building the stream.
 */
export function archiveSize(entries: readonly ZipEntryHeader[], options: ZipOptions = {}): number {
  return layoutOf(entries, options).size;
}

/** How yazl is asked to write an archive: zip64 for every entry, and zip64 end records. */
interface ZipLayout {
  readonly zip64Entries: boolean;
  readonly zip64End: boolean;
}

/**
 * [Note: The zip64 end records and the announced size]
 * yazl (3.3.1) adds the zip64 end records to the size it computes as soon as the central directory
 * reaches 64 KiB (about 700 photos), but writes them only past 4 GiB or 65,534 entries: an export
 * chunk of a thousand photos announced 76 bytes more than it sent, and every browser reported the
 * download as failed at its very end. The archive asks for the end records outright whenever the
 * computed size already counts them (the size is the same with and without asking), so the bytes
 * written and the Content-Length agree. Every reader that opens an archive past 4 GiB reads these
 * records, and unzip tests them in `zips.test.ts`.
 */
function layoutOf(entries: readonly ZipEntryHeader[], options: ZipOptions): ZipLayout & { size: number } {
  const zip64Entries = options.forceZip64 ?? false;
  if (zip64Entries)
    return { zip64Entries, zip64End: true, size: sizeOf(entries, { zip64Entries, zip64End: true }) };
  // The size counted without asking is the archive's size either way: with the records asked for
  // only when they are counted already, and without them otherwise.
  const size = sizeOf(entries, { zip64Entries, zip64End: false });
  return { zip64Entries, zip64End: size === sizeOf(entries, { zip64Entries, zip64End: true }), size };
}

function sizeOf(entries: readonly ZipEntryHeader[], layout: ZipLayout): number {
  // yazl computes the size from the entries' headers; a source is never asked for, so this
  // ZipFile stops at its first entry and is dropped.
  return addEntries(new ZipFile(), entries, layout, () => {}).size;
}

/**
 * Streams a zip of `entries`, each STORED: photos are compressed already, so deflating them again
 * would cost CPU for a few bytes, and stored entries make the archive's length exact up front.
 *
 * [Note: Zip streaming back-pressure and abort]
 * Each entry's source is piped into the archive stream, so a slow reader pauses the source: a
 * download holds a few buffers of memory whatever its size. An archive stream that is destroyed
 * before its end (the client went away, the signal aborted, a source failed) destroys the open
 * source with it, which closes its file or connection; an entry not reached is never opened.
 */
export function createZipStream(entries: readonly ZipEntry[], options: ZipStreamOptions = {}): ZipStream {
  const zip = new ZipFile();
  const output = zip.outputStream;
  // yazl's output is a PassThrough; its typings only promise the older stream interface.
  if (!(output instanceof Readable)) throw new TypeError('yazl output is not a Readable stream');

  const openSources = new Set<Readable>();
  const fail = (error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  output.once('close', () => {
    for (const source of openSources) source.destroy();
    openSources.clear();
  });
  zip.on('error', fail);
  if (options.signal) addAbortSignal(options.signal, output);

  const openEntry = (index: number, deliver: (source: Readable) => void) => {
    const entry = entries[index];
    if (!entry) return;
    // Opening inside a promise chain turns a synchronous throw from `open` into an archive error
    // like any other, raised after the caller holds the stream rather than inside yazl.
    Promise.resolve()
      .then(() => entry.open())
      .then((source) => {
        if (output.destroyed) {
          source.destroy();
          return;
        }
        openSources.add(source);
        source.once('close', () => openSources.delete(source));
        // pipe() does not forward a source's errors: without this a failed read would stall the
        // archive forever instead of failing it.
        source.on('error', fail);
        deliver(source);
      })
      .catch(fail);
  };
  try {
    const { size, names } = addEntries(zip, entries, layoutOf(entries, options), openEntry);
    return { stream: output, size, names };
  } catch (error) {
    output.destroy();
    throw error;
  }
}

/**
 * Adds every entry to `zip`, stored, and ends it. `open(index, deliver)` is called when yazl
 * reaches entry `index` and hands its source to `deliver`. yazl reports the total size during
 * `end()` when every entry's size is known, which is always the case here.
 */
function addEntries(
  zip: ZipFile,
  entries: readonly (ZipEntryHeader & { readonly mtime?: Date })[],
  layout: ZipLayout,
  open: (index: number, deliver: (source: Readable) => void) => void,
): { size: number; names: string[] } {
  // Checked before adding any entry: yazl asks for the first source as soon as it is added.
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.size) || entry.size < 0) {
      throw new RangeError(`Entry '${entry.name}' has an invalid size: ${entry.size}`);
    }
  }
  const names = uniqueEntryNames(entries.map((entry) => entry.name));
  names.forEach((name, index) => {
    const entry = entries[index];
    if (!entry) return;
    zip.addReadStreamLazy(
      name,
      {
        size: entry.size,
        mtime: entry.mtime ?? SIZE_ONLY_MTIME,
        compress: false,
        forceZip64Format: layout.zip64Entries,
      },
      (callback) => open(index, (source) => callback(null, source)),
    );
  });
  let size: number | undefined;
  zip.end({ forceZip64Format: layout.zip64End, comment: '' }, (...args: unknown[]) => {
    // The typings omit the callback's argument: the total size, or -1 when it cannot be known.
    const [total] = args;
    if (typeof total === 'number' && total >= 0) size = total;
  });
  if (size === undefined) throw new Error('The archive size could not be computed from the entries');
  return { size, names };
}

/** Any fixed time: the modification time does not change an archive's size. */
const SIZE_ONLY_MTIME = new Date(Date.UTC(1980, 0, 1));
