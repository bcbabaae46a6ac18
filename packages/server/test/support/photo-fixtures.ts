import { randomBytes, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { nowIso } from '../../src/db/database.ts';
import type { StoredThumbnail } from '../../src/db/photo-library-tables.ts';
import { findAccountByEmail } from '../../src/identity/accounts.ts';
import type { ServiceContext } from '../../src/services/context.ts';

/**
 * Puts photos straight into a library — rows and real blobs — for suites that test what happens to
 * photos, not how they arrive. Each photo is a small real JPEG of random pixels, so every one has
 * its own bytes (and hash), as uploads would. The three thumbnails reuse the original's blob: these
 * suites check which bytes are served, not how thumbnails are made (the media suite does that).
 */
export interface FixturePhoto {
  readonly id: string;
  readonly ownerId: string;
  readonly blobHash: string;
  readonly bytes: Uint8Array;
  readonly localFileName: string;
  readonly dateTaken: string | null;
}

export interface AddPhotoOptions {
  /** ISO date-time as the camera wrote it (with offset); null for a photo without a date. */
  readonly dateTaken?: string | null;
  readonly localFileName?: string;
  /** Defaults to now; set to order photos by upload. */
  readonly uploadedAt?: string;
}

const THUMBNAIL_SIZES = [300, 800, 1300] as const;
let fileNumber = 0;

/** A small JPEG of random pixels: bytes (and so a blob) of its own. */
export async function randomJpeg(width = 40, height = 30): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg()
      .toBuffer(),
  );
}

export async function accountId(context: ServiceContext, email: string): Promise<string> {
  const account = await findAccountByEmail(context.database, email);
  if (!account) throw new Error(`No account ${email}`);
  return account.id;
}

export async function addPhoto(
  context: ServiceContext,
  ownerEmail: string,
  options: AddPhotoOptions = {},
): Promise<FixturePhoto> {
  const ownerId = await accountId(context, ownerEmail);
  fileNumber += 1;
  const bytes = await randomJpeg();
  const original = await context.blobs.put(bytes);
  const thumbnails: StoredThumbnail[] = [];
  for (const size of THUMBNAIL_SIZES) {
    thumbnails.push({ size, hash: original.hash, width: 40, height: 30 });
  }
  const dateTaken = options.dateTaken === undefined ? '2024-05-01T10:00:00+02:00' : options.dateTaken;
  const timelineAt = dateTaken === null ? '1970-01-01T00:00:00.000Z' : new Date(dateTaken).toISOString();
  // The month as the camera wrote it: the date part before any offset.
  const [year, month] = (dateTaken ?? '1970-01').slice(0, 7).split('-').map(Number);
  const id = randomUUID();
  const now = nowIso();
  const localFileName = options.localFileName ?? `IMG_${String(fileNumber).padStart(4, '0')}.JPG`;
  await context.database.db
    .insertInto('photos')
    .values({
      id,
      owner_id: ownerId,
      blob_hash: original.hash,
      size: bytes.byteLength,
      mime_type: 'image/jpeg',
      local_file_name: localFileName,
      upload_id: randomUUID(),
      width: 40,
      height: 30,
      date_taken: dateTaken,
      timeline_at: timelineAt,
      timeline_year: year ?? 1970,
      timeline_month: month ?? 1,
      thumbnails: JSON.stringify(thumbnails),
      uploaded_at: options.uploadedAt ?? now,
      created_at: options.uploadedAt ?? now,
    })
    .execute();
  return { id, ownerId, blobHash: original.hash, bytes, localFileName, dateTaken };
}

/** Adds `count` photos one second apart in upload time, taken on consecutive days from `firstDay`. */
export async function addPhotos(
  context: ServiceContext,
  ownerEmail: string,
  count: number,
  firstDay = '2024-05-01',
): Promise<FixturePhoto[]> {
  const photos: FixturePhoto[] = [];
  const start = Date.parse(`${firstDay}T10:00:00Z`);
  for (let index = 0; index < count; index += 1) {
    const taken = new Date(start + index * 24 * 3600 * 1000).toISOString().replace('.000Z', 'Z');
    photos.push(
      await addPhoto(context, ownerEmail, {
        dateTaken: taken,
        uploadedAt: new Date(Date.parse('2025-01-01T00:00:00Z') + index * 1000).toISOString(),
      }),
    );
  }
  return photos;
}

/** A PNG that is only a signature and a header claiming `width` x `height`: a decompression bomb. */
export function pngHeaderClaiming(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, adaptive filtering, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
