import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { deletePhotos } from '@portal/api/clients/photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOB_COLLECTION_GRACE_MS,
  BLOB_COLLECTION_JOB,
  collectUnreferencedBlobs,
} from '../src/account-deletion/index.ts';
import { addLibraryPhoto, newCustomer } from './support/album-fixtures.ts';
import { ENGINES } from './support/databases.ts';
import { randomJpeg } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

/**
 * Blob collection against uploads of the same bytes ([Note: A blob put again is fresh again]): a
 * photo deleted while another account's upload of the same picture has put its bytes but not yet
 * written its row keeps its blobs for the upload, and blobs nobody put lately go.
 */
describe.each(ENGINES)('blob collection on $name', (engine) => {
  let server: PortalServer;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name, { blobCollectionGraceMs: BLOB_COLLECTION_GRACE_MS });
  });
  afterAll(async () => {
    await server?.close();
  });

  const context = () => server.portal.context;
  /** Makes a blob of the data folder's store look put `ms` ago. */
  const age = (hash: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    utimesSync(join(server.test.dataDir, 'blobs', hash.slice(0, 2), hash.slice(2, 4), hash), then, then);
  };
  const later = (ms: number) => new Date(Date.now() + ms);
  const listed = async () =>
    (await context().database.db.selectFrom('blob_deletions').select('hash').execute()).map(
      (row) => row.hash,
    );
  const queuedCollections = () =>
    context()
      .database.db.selectFrom('jobs')
      .select('run_after')
      .where('kind', '=', BLOB_COLLECTION_JOB)
      .where('status', '=', 'queued')
      .execute();

  it.skipIf(engine.skip)(
    'keeps the blobs of a deleted photo that another upload has just put, for that upload',
    async () => {
      const first = await newCustomer(server, 'collect-first');
      const second = await newCustomer(server, 'collect-second');
      const bytes = await randomJpeg();
      const thumbnailBytes = new Map([[300, await randomJpeg(20, 15)]]);
      const mine = await addLibraryPhoto(context(), first.id, { bytes, thumbnailBytes });
      await deletePhotos(server.endpoint('photo', first.token), [mine.id]);
      const shared = [mine.blobHash, mine.thumbnails.get(300)?.hash ?? ''];
      const ownOnly = [800, 1300].map((size) => mine.thumbnails.get(size)?.hash ?? '');
      for (const hash of [...shared, ...ownOnly]) age(hash, 2 * BLOB_COLLECTION_GRACE_MS);

      // The second customer's upload of the same picture has put its bytes, and not yet its row.
      await context().blobs.put(bytes);
      await context().blobs.put(thumbnailBytes.get(300) ?? new Uint8Array());
      await server.portal.jobs.drain();
      // The blobs put again stay, listed, for a collection after the grace; the others go.
      for (const hash of shared) expect(await context().blobs.has(hash)).toBe(true);
      for (const hash of ownOnly) expect(await context().blobs.has(hash)).toBe(false);
      expect((await listed()).sort()).toEqual([...shared].sort());
      const [next] = await queuedCollections();
      expect(Date.parse(next?.run_after ?? '')).toBeGreaterThan(Date.now() + BLOB_COLLECTION_GRACE_MS / 2);

      // The upload writes its row; past the grace, the blobs it names stay.
      const theirs = await addLibraryPhoto(context(), second.id, { bytes, thumbnailBytes });
      expect(theirs.blobHash).toBe(mine.blobHash);
      const collected = await collectUnreferencedBlobs({
        ...context(),
        now: later(BLOB_COLLECTION_GRACE_MS + 60_000),
      });
      expect(collected).toEqual({ deleted: 0, kept: shared.length, waiting: 0, retryAt: null });
      for (const hash of shared) expect(await context().blobs.has(hash)).toBe(true);
      expect(await listed()).toEqual([]);
    },
  );

  it.skipIf(engine.skip)(
    'deletes the blobs of a deleted photo once nobody has put them for the grace',
    async () => {
      const owner = await newCustomer(server, 'collect-owner');
      const photo = await addLibraryPhoto(context(), owner.id);
      await deletePhotos(server.endpoint('photo', owner.token), [photo.id]);
      const hashes = [photo.blobHash, ...[...photo.thumbnails.values()].map((thumbnail) => thumbnail.hash)];

      const early = await collectUnreferencedBlobs({
        ...context(),
        now: later(BLOB_COLLECTION_GRACE_MS / 2),
      });
      expect(early).toMatchObject({ deleted: 0, waiting: hashes.length });
      expect(early.retryAt?.getTime()).toBeGreaterThan(Date.now() + BLOB_COLLECTION_GRACE_MS / 2);

      const due = await collectUnreferencedBlobs({
        ...context(),
        now: later(BLOB_COLLECTION_GRACE_MS + 60_000),
      });
      expect(due).toEqual({ deleted: hashes.length, kept: 0, waiting: 0, retryAt: null });
      for (const hash of hashes) expect(await context().blobs.has(hash)).toBe(false);
      expect(await listed()).toEqual([]);
    },
  );
});
