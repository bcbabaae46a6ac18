export { type DateTaken, dateTakenFromExif, type ExifDateFields, readDateTaken } from './exif-date.ts';
export { detectImageType, type ImageType } from './image-type.ts';
export { createLimiter, type Limiter } from './limiter.ts';
export { MediaError, type MediaErrorCode } from './media-error.ts';
export {
  MAX_PIXELS,
  type ProcessedImage,
  type ProcessImageOptions,
  processImage,
  THUMBNAIL_SIZES,
  type Thumbnail,
} from './thumbnails.ts';
