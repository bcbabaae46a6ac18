import type { BlobStore } from '../blobs/blob-store.ts';
import type { Database } from '../db/database.ts';
import type { TokenVerifier, UserAuthentication } from '../identity/index.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { PushHub } from '../push/push-hub.ts';

/** What every reference service is built from; one per process, made in `portal.ts`. */
export interface ServiceContext {
  readonly database: Database;
  /** The process's data folder (`DATA_DIR`): local working files such as incoming uploads. */
  readonly dataDir: string;
  /**
   * The S3 bucket (`S3_URL`) that keeps blobs and incoming uploads for every process; undefined
   * when they are in the data folder.
   */
  readonly s3Url?: string | undefined;
  readonly blobs: BlobStore;
  readonly jobs: JobQueue;
  readonly push: PushHub;
  /**
   * `await auth.requireUser(request)` gives the token's account or answers 401. `auth.verifier`
   * checks a token alone, for the one route that must answer a deleted account with 404
   * (`GET /customers/me`) instead of 401.
   */
  readonly auth: UserAuthentication & { readonly verifier: TokenVerifier };
  /** Where browsers reach this process, without a trailing slash; absolute links start with it. */
  readonly publicUrl: string;
  /** Signs download and export links (`blobs/signed-url.ts`); shared by every process. */
  readonly urlSigningSecret: string;
}
