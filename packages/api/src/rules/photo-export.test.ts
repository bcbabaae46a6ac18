import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_LINK_VALIDITY_DAYS,
  EXPORT_PROCESSING_HOURS,
  exportDownloads,
  exportExpiryDate,
  exportFileName,
} from './photo-export.ts';

describe('photo export download page (photo-library §2.8)', () => {
  it('processes requests within 48 hours and keeps links valid 7 days', () => {
    expect(EXPORT_PROCESSING_HOURS).toBe(48);
    expect(EXPORT_LINK_VALIDITY_DAYS).toBe(7);
  });

  it('lists chunks in iteration order, numbered from 1 as "1 of 3", saved as photo-export-1.zip', () => {
    const chunks = [
      { iteration: 2, size: 30 },
      { iteration: 0, size: 10 },
      { iteration: 1, size: 20 },
    ];
    expect(exportDownloads(chunks)).toEqual([
      {
        chunk: { iteration: 0, size: 10 },
        nameParams: { iteration: 1, total: 3 },
        fileName: 'photo-export-1.zip',
      },
      {
        chunk: { iteration: 1, size: 20 },
        nameParams: { iteration: 2, total: 3 },
        fileName: 'photo-export-2.zip',
      },
      {
        chunk: { iteration: 2, size: 30 },
        nameParams: { iteration: 3, total: 3 },
        fileName: 'photo-export-3.zip',
      },
    ]);
  });

  it('keeps the chunk itself, with any other fields, for the chunk url call', () => {
    const chunk = { iteration: 0, size: 5, extra: 'kept' };
    expect(exportDownloads([chunk])[0]?.chunk).toBe(chunk);
  });

  it('numbers by position when an iteration is missing, never "3 of 2"', () => {
    const numbers = exportDownloads([
      { iteration: 3, size: 1 },
      { iteration: 0, size: 1 },
    ]).map(({ nameParams, chunk }) => [chunk.iteration, nameParams.iteration, nameParams.total]);
    expect(numbers).toEqual([
      [0, 1, 2],
      [3, 2, 2],
    ]);
  });

  it('lists nothing for no chunks', () => {
    expect(exportDownloads([])).toEqual([]);
  });

  it('does not reorder the caller’s array', () => {
    const chunks = [
      { iteration: 1, size: 1 },
      { iteration: 0, size: 1 },
    ];
    exportDownloads(chunks);
    expect(chunks.map((chunk) => chunk.iteration)).toEqual([1, 0]);
  });

  it('names the file photo-export-{n}.zip', () => {
    expect(exportFileName(4)).toBe('photo-export-4.zip');
  });

  it('numbers any chunks 1..n in iteration order with distinct file names, whatever order they arrive in', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: 1000 }), { maxLength: 30 }),
        fc.nat({ max: 1_000_000 }),
        (iterations, size) => {
          const downloads = exportDownloads(iterations.map((iteration) => ({ iteration, size: size + 1 })));
          expect(downloads.map((download) => download.nameParams.iteration)).toEqual(
            iterations.map((_, index) => index + 1),
          );
          expect(downloads.every((download) => download.nameParams.total === iterations.length)).toBe(true);
          const ordered = downloads.map((download) => download.chunk.iteration);
          expect(ordered).toEqual([...iterations].sort((a, b) => a - b));
          expect(new Set(downloads.map((download) => download.fileName)).size).toBe(iterations.length);
        },
      ),
    );
  });

  it('shows iteration + 1 when the iterations run 0..n-1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (count) => {
        const chunks = Array.from({ length: count }, (_, iteration) => ({ iteration, size: 1 })).reverse();
        for (const download of exportDownloads(chunks)) {
          expect(download.nameParams.iteration).toBe(download.chunk.iteration + 1);
          expect(download.fileName).toBe(`photo-export-${download.chunk.iteration + 1}.zip`);
        }
      }),
    );
  });
});

describe('export link expiry', () => {
  it('expires 7 days after the export was updated', () => {
    expect(exportExpiryDate({ updated: '2024-05-01T10:00:00Z' })).toEqual(new Date('2024-05-08T10:00:00Z'));
  });

  it('counts 7 days of 24 hours across a daylight-saving change', () => {
    expect(exportExpiryDate({ updated: '2024-03-28T12:00:00+01:00' })).toEqual(
      new Date('2024-04-04T11:00:00Z'),
    );
  });

  it('crosses month and year ends', () => {
    expect(exportExpiryDate({ updated: '2024-12-28T23:30:00Z' })).toEqual(new Date('2025-01-04T23:30:00Z'));
  });

  it('gives null for an updated value that is not a date', () => {
    expect(exportExpiryDate({ updated: 'not a date' })).toBeNull();
  });

  it('always lies exactly 7 × 24 hours after updated', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (updated) => {
          const expiry = exportExpiryDate({ updated: updated.toISOString() });
          expect(expiry?.getTime()).toBe(updated.getTime() + 7 * 24 * 60 * 60 * 1000);
        },
      ),
    );
  });
});
