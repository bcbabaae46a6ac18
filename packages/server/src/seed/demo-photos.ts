import { availableParallelism } from 'node:os';
import { type IngestContext, ingestPhotoFile } from '../ingest/index.ts';
import { createLimiter } from '../media/index.ts';
import { activeAccountId } from './accounts.ts';
import type { DemoLibrary } from './demo-library.ts';
import { DEMO_RENDER, type RenderOptions, renderPhoto } from './photo-art.ts';

/**
 * Adds a demo library's photos to its account through the upload pipeline itself (type check, EXIF
 * date, thumbnails, blobs, rows), so the demo shows exactly what uploads make. Resolves how many
 * photos were new; 0 when the account does not exist or was deleted.
 *
 * The pictures are the same bytes on every run, so a run that was cut short can simply run again:
 * the photos already stored are found as duplicates and skipped.
 */
export async function ensureDemoPhotos(
  context: IngestContext,
  library: DemoLibrary,
  render: RenderOptions = DEMO_RENDER,
): Promise<number> {
  const ownerId = await activeAccountId(context.database, library.email);
  if (!ownerId) return 0;
  // [Note: Demo photo concurrency]
  // Drawing a picture is CPU work: one per core at a time, like the pipeline's own image work,
  // which ingesting takes its turn in. Each ingest also waits on the disk (every blob is synced)
  // and the database, so several more photos are in flight than there are cores, keeping the
  // cores busy meanwhile.
  const cores = availableParallelism();
  const drawing = createLimiter(cores);
  const inFlight = createLimiter(cores * 4);
  const results = await Promise.all(
    library.photos.map((photo) =>
      inFlight.run(async () => {
        const bytes = await drawing.run(() => renderPhoto(photo.art, photo.taken, render));
        return ingestPhotoFile(context, { ownerId, bytes, fileName: photo.fileName });
      }),
    ),
  );
  return results.filter((result) => !result.duplicate).length;
}
