import { UNKNOWN_DATE_LOCATION } from '@portal/api/schemas/photos';

/** The columns of a photo row that place it on the timeline; see [Note: Timeline position]. */
export interface TimelinePosition {
  /** The date taken as the camera wrote it, with its offset; null without one. */
  readonly date_taken: string | null;
  /** The UTC moment, in the one timestamp format every table stores. */
  readonly timeline_at: string;
  readonly timeline_year: number;
  readonly timeline_month: number;
}

const UNKNOWN_DATE_MOMENT = new Date(
  Date.UTC(UNKNOWN_DATE_LOCATION.year, UNKNOWN_DATE_LOCATION.month - 1, 1),
).toISOString();

/** 'YYYY-MM' at the start of an ISO date-time. */
const YEAR_MONTH = /^(\d{4})-(\d{2})-/;

/**
 * Where a photo sits on the timeline, from `processImage`'s two spellings of its date taken. The
 * month is the one written with the camera's own offset, never converted (see [Note: Timeline
 * months] in the contract); the order within a month is the UTC moment.
 */
export function timelinePosition(
  dateTaken: string | null,
  dateTakenWithOffset: string | null,
): TimelinePosition {
  const written = dateTakenWithOffset === null ? null : YEAR_MONTH.exec(dateTakenWithOffset);
  if (dateTaken === null || written === null) {
    return {
      date_taken: null,
      timeline_at: UNKNOWN_DATE_MOMENT,
      timeline_year: UNKNOWN_DATE_LOCATION.year,
      timeline_month: UNKNOWN_DATE_LOCATION.month,
    };
  }
  return {
    date_taken: dateTakenWithOffset,
    timeline_at: new Date(dateTaken).toISOString(),
    timeline_year: Number(written[1]),
    timeline_month: Number(written[2]),
  };
}
