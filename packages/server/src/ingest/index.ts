export {
  INGEST_FAILED_MESSAGE,
  type IngestContext,
  type IngestPhotoInput,
  type IngestResult,
  type IngestSource,
  ingestPhotoFile,
} from './ingest-photo.ts';
export { type TimelinePosition, timelinePosition } from './timeline-position.ts';
