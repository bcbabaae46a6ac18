import { useReportFailure } from './context.tsx';
import type { FailedAction } from './reporter.ts';

/**
 * How an area loads what one of its cards shows: a failure is reported once as `action` and the card
 * offers to try again (ui/card-failure.tsx), instead of SWR retrying in the background and reporting
 * every attempt.
 */
export interface LoadOptions {
  readonly shouldRetryOnError: false;
  readonly onError: (error: unknown) => void;
}

export function useLoadOptions(action: FailedAction): LoadOptions {
  const reportFailure = useReportFailure();
  return {
    shouldRetryOnError: false,
    onError: (error: unknown) => reportFailure(action, error),
  };
}
