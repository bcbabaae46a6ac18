import { join } from 'node:path';
import type { BlobStore } from './blob-store.ts';
import { FileBlobStore } from './file-blob-store.ts';
import { readS3Url } from './s3-location.ts';

/**
 * The blob store the settings name: the bucket of `S3_URL` when it is set (bytes being hashed are
 * staged in `<dataDir>/blob-staging`), else the files under `<dataDir>/blobs`, the embedded default.
 */
export async function openBlobStore(settings: {
  readonly dataDir: string;
  readonly s3Url?: string;
}): Promise<BlobStore> {
  if (settings.s3Url === undefined) return new FileBlobStore(settings.dataDir);
  // The AWS SDK is loaded only by a server that uses it.
  const { S3BlobStore } = await import('./s3-blob-store.ts');
  return new S3BlobStore(readS3Url(settings.s3Url), {
    stagingFolder: join(settings.dataDir, 'blob-staging'),
  });
}

/** Where the blobs are, for the start-up line and the data check: never the S3 secret. */
export function describeBlobStore(settings: { readonly dataDir: string; readonly s3Url?: string }): string {
  if (settings.s3Url === undefined) return join(settings.dataDir, 'blobs');
  const { endpoint, bucket, prefix } = readS3Url(settings.s3Url);
  return `${endpoint}/${bucket}/${prefix}`;
}
