import type { TimelineCounts } from '@portal/api/schemas/photos';
import type { TimelineMonth } from './timeline-layout.ts';

/** The timeline counts as the list of its month sections, newest first as the service gives them. */
export function timelineMonths(counts: TimelineCounts): TimelineMonth[] {
  return counts.years.flatMap((year) =>
    year.months.map((entry) => ({ year: year.year, month: entry.month, count: entry.count })),
  );
}
