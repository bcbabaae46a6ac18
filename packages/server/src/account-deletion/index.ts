export {
  type AccountReference,
  findAccountReferences,
  type ReferentialAction,
  SUPPORTED_ACTIONS,
} from './account-references.ts';
export {
  BLOB_COLLECTION_GRACE_MS,
  BLOB_COLLECTION_JOB,
  type BlobCollection,
  blobCollectionJob,
  collectUnreferencedBlobs,
  queueBlobDeletions,
} from './blob-collection.ts';
export {
  type AccountDeletionContext,
  type DeletedAccount,
  type DeletionSteps,
  deleteAccount,
} from './delete-account.ts';
