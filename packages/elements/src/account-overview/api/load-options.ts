import { useReportFailure } from '../../runtime/context.tsx';
import type { FailedAction } from '../../runtime/reporter.ts';

/**
 * How the overview loads each of its cards: a failure is reported once as `action` and the card
 * offers to try again, instead of SWR retrying in the background and reporting every attempt.
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
