import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';

const run = promisify(execFile);

/**
 * Reads generated PDFs with two independent readers: pdf-lib's parser (the document loads and has
 * its pages) and Debian's `pdftotext` from poppler (the text a person would see, in layout order).
 */
export interface ReadPdf {
  readonly pageCount: number;
  readonly title: string | undefined;
  /** Every page's text, runs of spaces collapsed to one. */
  readonly text: string;
  /** The text of each page, runs of spaces collapsed. */
  readonly pages: readonly string[];
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const document = await PDFDocument.load(bytes);
  const folder = await mkdtemp(join(tmpdir(), 'portal-pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    // pdftotext ends every page with a form feed.
    const pages = stdout
      .split('\f')
      .slice(0, document.getPageCount())
      .map((page) => page.replace(/[ \t\u00a0]+/g, ' '));
    return { pageCount: document.getPageCount(), title: document.getTitle(), text: pages.join('\n'), pages };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A Blob's bytes. */
export async function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}
