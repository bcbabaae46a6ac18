import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.ts';
import * as identity from './0002-identity.ts';
import * as photoLibrary from './0003-photo-library.ts';
import * as archivesAndStorage from './0004-archives-and-storage.ts';
import * as albumPhotoContributors from './0005-album-photo-contributors.ts';
import * as ordersAndCustomers from './0010-orders-and-customers.ts';
import * as accountContent from './0011-account-content.ts';
import * as authMail from './0012-auth-mail.ts';
import * as uploadFileType from './0013-upload-file-type.ts';
import * as signInFailures from './0014-sign-in-failures.ts';
import * as uploadTransfers from './0015-upload-transfers.ts';
import * as uploadLeases from './0016-upload-leases.ts';
import * as unfinishedUploads from './0017-unfinished-uploads.ts';
import * as photoMonths from './0018-photo-months.ts';
import * as photoReferenceIndexes from './0019-photo-reference-indexes.ts';
import * as photoMonthRevisions from './0020-photo-month-revisions.ts';
import * as accountReferenceIndexes from './0021-account-reference-indexes.ts';

/**
 * Every migration, in order. Names sort as they run; a released migration is never edited, a change
 * is a new one. Both engines run each of them (see [Note: One schema, two engines]).
 */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-identity': identity,
  '0003-photo-library': photoLibrary,
  '0004-archives-and-storage': archivesAndStorage,
  '0005-album-photo-contributors': albumPhotoContributors,
  '0010-orders-and-customers': ordersAndCustomers,
  '0011-account-content': accountContent,
  '0012-auth-mail': authMail,
  '0013-upload-file-type': uploadFileType,
  '0014-sign-in-failures': signInFailures,
  '0015-upload-transfers': uploadTransfers,
  '0016-upload-leases': uploadLeases,
  '0017-unfinished-uploads': unfinishedUploads,
  '0018-photo-months': photoMonths,
  '0019-photo-reference-indexes': photoReferenceIndexes,
  '0020-photo-month-revisions': photoMonthRevisions,
  '0021-account-reference-indexes': accountReferenceIndexes,
};
