import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_UPLOAD_TYPES,
  AcceptedUploadType,
  AnonymousUploads,
  AnonymousUploadsBody,
  DuplicateUpload,
  TUS_ENDPOINT_PATH,
  TUS_METADATA_KEYS,
  TusUploadMetadata,
  Upload,
  UploadQueryParams,
  uploadIdFromLocation,
} from './uploads.ts';

const completed = {
  id: 'up_1',
  accountId: 'acc-1',
  status: 'COMPLETED',
  fileName: 'IMG_0001.HEIC',
  fileType: 'image/heic',
  size: 2_400_000,
  photoId: 'p1',
  duplicate: false,
  createdAt: '2024-05-01T10:00:00Z',
  updatedAt: '2024-05-01T10:00:05Z',
};

describe('accepted upload types (photo-library §2.10, §5)', () => {
  it('are exactly image/heic, image/jpeg and image/png', () => {
    expect(ACCEPTED_UPLOAD_TYPES).toEqual(['image/heic', 'image/jpeg', 'image/png']);
    expect(AcceptedUploadType.safeParse('image/gif').success).toBe(false);
    expect(AcceptedUploadType.safeParse('image/JPEG').success).toBe(false);
  });
});

describe('tus upload constants', () => {
  it('uploads at /uploads/tus with filename and filetype metadata', () => {
    expect(TUS_ENDPOINT_PATH).toBe('/uploads/tus');
    expect(TUS_METADATA_KEYS).toEqual(['filename', 'filetype']);
    expect(TusUploadMetadata.parse({ filename: 'a.png', filetype: 'image/png' })).toEqual({
      filename: 'a.png',
      filetype: 'image/png',
    });
    expect(TusUploadMetadata.safeParse({ filename: '', filetype: 'image/png' }).success).toBe(false);
    expect(TusUploadMetadata.safeParse({ filename: 'a.webp', filetype: 'image/webp' }).success).toBe(false);
  });

  it('reads the upload id from an absolute or relative Location', () => {
    expect(uploadIdFromLocation('https://storage.example.test/services/storage/uploads/tus/up_1')).toBe(
      'up_1',
    );
    expect(uploadIdFromLocation('/uploads/tus/a-B_9')).toBe('a-B_9');
  });

  it('finds no upload id in another Location', () => {
    expect(uploadIdFromLocation('https://storage.example.test/files/up_1')).toBeNull();
    expect(uploadIdFromLocation('/uploads/tus/')).toBeNull();
    expect(uploadIdFromLocation('/uploads/tus/up_1/extra')).toBeNull();
    expect(uploadIdFromLocation('/uploads/tus/up%201')).toBeNull();
  });

  it('reports a duplicate with the photo the customer already has', () => {
    expect(DuplicateUpload.parse({ duplicate: true, photoId: 'p1' })).toEqual({
      duplicate: true,
      photoId: 'p1',
    });
    expect(DuplicateUpload.safeParse({ duplicate: false, photoId: 'p1' }).success).toBe(false);
    expect(DuplicateUpload.safeParse({ duplicate: true }).success).toBe(false);
  });
});

describe('upload record schema', () => {
  it('accepts a completed upload with its photo, and an anonymous one in progress', () => {
    expect(Upload.parse(completed)).toEqual(completed);
    const anonymous = { ...completed, accountId: null, status: 'UPLOADING', photoId: null };
    expect(Upload.parse(anonymous)).toEqual(anonymous);
  });

  it('sets photoId exactly when the upload is COMPLETED', () => {
    expect(Upload.safeParse({ ...completed, photoId: null }).success).toBe(false);
    expect(Upload.safeParse({ ...completed, status: 'PROCESSING' }).success).toBe(false);
    expect(Upload.safeParse({ ...completed, status: 'FAILED', photoId: null }).success).toBe(true);
  });

  it('is a duplicate only once completed', () => {
    expect(Upload.safeParse({ ...completed, duplicate: true }).success).toBe(true);
    expect(Upload.safeParse({ ...completed, status: 'FAILED', photoId: null, duplicate: true }).success).toBe(
      false,
    );
  });

  it('rejects other types, statuses, empty files and dates that are not ISO', () => {
    expect(Upload.safeParse({ ...completed, fileType: 'video/mp4' }).success).toBe(false);
    expect(Upload.safeParse({ ...completed, status: 'DONE' }).success).toBe(false);
    expect(Upload.safeParse({ ...completed, size: 0 }).success).toBe(false);
    expect(Upload.safeParse({ ...completed, fileName: '' }).success).toBe(false);
    expect(Upload.safeParse({ ...completed, createdAt: 'today' }).success).toBe(false);
  });

  it('is looked up under an account id', () => {
    expect(UploadQueryParams.parse({ accountId: 'acc-1' })).toEqual({ accountId: 'acc-1' });
    expect(UploadQueryParams.safeParse({}).success).toBe(false);
  });

  it('looks anonymous uploads up by a list of ids and answers a list of records', () => {
    expect(AnonymousUploadsBody.safeParse(['up_1']).success).toBe(true);
    expect(AnonymousUploadsBody.safeParse([]).success).toBe(false);
    expect(AnonymousUploads.safeParse([completed]).success).toBe(true);
    expect(AnonymousUploads.safeParse({ uploads: [completed] }).success).toBe(false);
  });
});
