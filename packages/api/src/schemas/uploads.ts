import * as z from 'zod/mini';
import { id, isoDateTime } from './common.ts';

/**
 * Storage service (`services.storage`), photo-library §2.10 and §7 'Other', account-portal §7
 * 'Storage': resumable photo uploads over tus, and the upload records the portal reads back.
 */

/** The only file types the upload dialog and the service accept (§2.10, §5). */
export const ACCEPTED_UPLOAD_TYPES = ['image/heic', 'image/jpeg', 'image/png'] as const;
export const AcceptedUploadType = z.enum(ACCEPTED_UPLOAD_TYPES);
export type AcceptedUploadType = z.infer<typeof AcceptedUploadType>;

/*
 * [Note: tus uploads]
 * Photos are uploaded with the tus 1.0.0 protocol (creation, creation-with-upload, termination) at
 * `TUS_ENDPOINT_PATH` relative to the storage service's base URL, with the bearer token.
 * - `POST {base}/uploads/tus` creates an upload. Its `Upload-Metadata` header carries exactly the keys
 *   of `TusUploadMetadata` (values base64, as tus writes them); another file type is refused with 415
 *   before any byte is stored, and one past the caller's caps with 429 ([Note: Unfinished uploads
 *   are bounded]).
 * - The answer's `Location` is `{base}/uploads/tus/{uploadId}`; `uploadIdFromLocation` reads the id,
 *   and `GET /uploads/{uploadId}` reports on the same upload.
 * - The request that completes an upload answers as tus does (204 to a PATCH, 201 to a POST that
 *   carried every byte) when the bytes are new. When they are a photo the customer already has, it
 *   answers 200 with the tus headers and the JSON `DuplicateUpload` as its body: no photo is added,
 *   and the preview shows the existing one as a success.
 */
export const TUS_ENDPOINT_PATH = '/uploads/tus';

/**
 * The `Upload-Metadata` of a tus upload: the file's name on the device and its type. A name up to
 * 1024 characters is taken (some phones and cameras make long ones) and kept shortened to 255 bytes,
 * cleaned (see [Note: A photo's file name is cleaned on the way in] in the server).
 */
export const TusUploadMetadata = z.object({
  filename: z.string().check(z.minLength(1), z.maxLength(1024)),
  filetype: AcceptedUploadType,
});
export type TusUploadMetadata = z.infer<typeof TusUploadMetadata>;
export const TUS_METADATA_KEYS = [
  'filename',
  'filetype',
] as const satisfies readonly (keyof TusUploadMetadata)[];

/** Upload ids are URL-safe, so a `Location` carries them as they are. */
const UPLOAD_ID_SEGMENT = /^[A-Za-z0-9_-]+$/;

/** The upload id at the end of a tus `Location` (absolute or relative), or null when there is none. */
export function uploadIdFromLocation(location: string): string | null {
  const pathname = new URL(location, 'http://location.invalid').pathname;
  const marker = `${TUS_ENDPOINT_PATH}/`;
  const start = pathname.lastIndexOf(marker);
  if (start === -1) return null;
  const segment = pathname.slice(start + marker.length);
  return UPLOAD_ID_SEGMENT.test(segment) ? segment : null;
}

/*
 * [Note: Unfinished uploads are bounded]
 * An unfinished upload holds its bytes on the service until it ends or expires (24 hours), so what
 * one caller may hold at once is capped, per account and, for a phone's transfer code, per code
 * too (a code's uploads count towards its account's caps as well). The caps are on the number of
 * unfinished uploads and on the bytes they declared (`Upload-Length`), and are checked when an
 * upload is created: the creation that would pass one answers 429 with `UploadLimitReached` as
 * JSON, naming the cap in `limit` and saying it in `message`. Nothing is stored; the creation may
 * be tried again once other uploads have ended.
 */

/** Which cap a refused creation would have passed. */
export const UploadLimit = z.enum(['unfinished-uploads', 'pending-bytes']);
export type UploadLimit = z.infer<typeof UploadLimit>;

/** The status of a creation refused by a cap ([Note: Unfinished uploads are bounded]). */
export const UPLOAD_LIMIT_STATUS = 429;

/** The body of that refusal. */
export const UploadLimitReached = z.object({
  message: z.string().check(z.minLength(1)),
  limit: UploadLimit,
});
export type UploadLimitReached = z.infer<typeof UploadLimitReached>;

/** The answer to an upload of bytes the customer already has: the photo they already are. */
export const DuplicateUpload = z.object({ duplicate: z.literal(true), photoId: id });
export type DuplicateUpload = z.infer<typeof DuplicateUpload>;

/**
 * UPLOADING while bytes arrive; PROCESSING once they are all there and the photo and its thumbnails
 * are being made; COMPLETED when the photo is in the library; FAILED when the file could not be used.
 */
export const UploadStatus = z.enum(['UPLOADING', 'PROCESSING', 'COMPLETED', 'FAILED']);
export type UploadStatus = z.infer<typeof UploadStatus>;

/** One upload as the storage service records it: `GET /uploads/{id}` and `POST /getanonymousuploads`. */
export const Upload = z
  .object({
    id,
    /** Null for an anonymous upload, made from a phone through the QR transfer before sign-in. */
    accountId: z.nullable(id),
    status: UploadStatus,
    fileName: z.string().check(z.minLength(1)),
    fileType: AcceptedUploadType,
    /** The whole file's size in bytes, as declared when the upload was created. */
    size: z.int().check(z.minimum(1)),
    /** The photo the upload made, or the one it duplicates; set exactly when the status is COMPLETED. */
    photoId: z.nullable(id),
    /** True when the bytes were a photo the customer already had (see `DuplicateUpload`). */
    duplicate: z.boolean(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .check(
    z.refine((upload) => (upload.status === 'COMPLETED') === (upload.photoId !== null), {
      message: 'photoId is set exactly when the upload is COMPLETED',
    }),
    z.refine((upload) => !upload.duplicate || upload.status === 'COMPLETED', {
      message: 'Only a COMPLETED upload can be a duplicate',
    }),
  );
export type Upload = z.infer<typeof Upload>;

/** The query of `GET /uploads/{id}`: the account the upload must have been made under. */
export const UploadQueryParams = z.object({ accountId: id });
export type UploadQueryParams = z.infer<typeof UploadQueryParams>;

/** Body of `POST /getanonymousuploads`: the ids to look up. */
export const AnonymousUploadsBody = z.array(id).check(z.minLength(1));
export type AnonymousUploadsBody = z.infer<typeof AnonymousUploadsBody>;

/** Answer of `POST /getanonymousuploads`: the records found, in any order; unknown ids are left out. */
export const AnonymousUploads = z.array(Upload);
export type AnonymousUploads = z.infer<typeof AnonymousUploads>;
