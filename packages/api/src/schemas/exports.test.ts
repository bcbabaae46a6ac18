import { describe, expect, it } from 'vitest';
import { ExportChunk, ExportChunkUrl, ExportRequestBody, PhotoExport } from './exports.ts';

const ready = {
  status: 'READY',
  backupId: 'b1',
  chunks: [
    { iteration: 0, size: 1_073_741_824 },
    { iteration: 1, size: 512 },
  ],
  created: '2024-05-01T10:00:00Z',
  updated: '2024-05-02T10:00:00Z',
};

describe('photo export schema (photo-library §3, §5)', () => {
  it.each(['REQUESTED', 'IN_PROGRESS', 'FAILED'])('accepts %s with its status alone', (status) => {
    expect(PhotoExport.parse({ status })).toEqual({ status });
  });

  it('accepts READY with its backup id, sorted chunks and dates', () => {
    expect(PhotoExport.parse(ready)).toEqual(ready);
  });

  it('rejects an unknown status', () => {
    expect(PhotoExport.safeParse({ status: 'DONE' }).success).toBe(false);
    expect(PhotoExport.safeParse({}).success).toBe(false);
  });

  it('rejects READY without a backup id, chunks or dates', () => {
    expect(PhotoExport.safeParse({ ...ready, backupId: '' }).success).toBe(false);
    expect(PhotoExport.safeParse({ ...ready, backupId: undefined }).success).toBe(false);
    expect(PhotoExport.safeParse({ ...ready, chunks: [] }).success).toBe(false);
    expect(PhotoExport.safeParse({ ...ready, updated: undefined }).success).toBe(false);
    expect(PhotoExport.safeParse({ ...ready, created: '2024-05-01' }).success).toBe(false);
  });

  it('rejects chunks out of order or with an iteration given twice', () => {
    const [first, second] = ready.chunks;
    expect(PhotoExport.safeParse({ ...ready, chunks: [second, first] }).success).toBe(false);
    expect(PhotoExport.safeParse({ ...ready, chunks: [first, first] }).success).toBe(false);
  });

  it('needs chunk iterations to be integers >= 0 and sizes integers >= 1', () => {
    expect(ExportChunk.safeParse({ iteration: 0, size: 1 }).success).toBe(true);
    expect(ExportChunk.safeParse({ iteration: -1, size: 1 }).success).toBe(false);
    expect(ExportChunk.safeParse({ iteration: 0.5, size: 1 }).success).toBe(false);
    expect(ExportChunk.safeParse({ iteration: 0, size: 0 }).success).toBe(false);
    expect(ExportChunk.safeParse({ iteration: 0, size: 1.5 }).success).toBe(false);
  });

  it('requests an export for a channel and reads a chunk url', () => {
    expect(ExportRequestBody.parse({ channel: 'albelli-nl' })).toEqual({ channel: 'albelli-nl' });
    expect(ExportRequestBody.safeParse({ channel: '' }).success).toBe(false);
    expect(ExportChunkUrl.safeParse({ url: 'https://dl.example.test/c0.zip' }).success).toBe(true);
    expect(ExportChunkUrl.safeParse({ url: '/c0.zip' }).success).toBe(false);
  });
});
