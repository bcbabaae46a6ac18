import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Location } from '../../src/blobs/s3-location.ts';

/**
 * A real S3-compatible server on a free port of 127.0.0.1 (s3rver, objects in a temporary folder),
 * with one bucket, for the suites that store blobs in S3.
 *
 * Its signature check is off: s3rver canonicalizes a bucket-level path without the trailing slash
 * the AWS SDK signs (`/bucket/`), so it refuses the SDK's own list and bucket calls. Every object
 * call is still the SDK's real HTTP request, answered by a real S3 implementation. It cannot page a
 * listing past 1,000 keys here (its continuation token uses a cipher OpenSSL 3 no longer offers), so
 * the suites keep their buckets small.
 */
export interface S3TestServer {
  /** The bucket's location with a fresh key prefix: stores made from it share nothing. */
  location(prefix?: string): S3Location;
  /** The `S3_URL` of `location(prefix)`. */
  url(prefix?: string): string;
  close(): Promise<void>;
}

export const S3_TEST_BUCKET = 'portal-test';
const KEY = 'S3RVER';

export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  const { port } = await server.run();
  let prefixes = 0;
  const nextPrefix = (prefix?: string) => {
    prefixes += 1;
    return prefix ?? `run-${process.pid}-${prefixes}`;
  };
  return {
    location(prefix) {
      return {
        endpoint: `http://127.0.0.1:${port}`,
        bucket: S3_TEST_BUCKET,
        prefix: `${nextPrefix(prefix)}/`,
        region: 'us-east-1',
        accessKeyId: KEY,
        secretAccessKey: KEY,
      };
    },
    url(prefix) {
      return `s3://${KEY}:${KEY}@127.0.0.1:${port}/${S3_TEST_BUCKET}/${nextPrefix(prefix)}?tls=false`;
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
