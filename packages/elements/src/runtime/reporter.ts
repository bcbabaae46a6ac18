import { ContractError, HttpError } from '@portal/api/http';

/** An action that failed: by the portal's convention its type ends in `_FAILED` ('LOAD_ORDERS_FAILED'). */
export type FailedAction = `${string}_FAILED`;

/** What a reporter receives about one failure. */
export interface FailureReport {
  readonly action: FailedAction;
  readonly message: string;
  /** The `X-Correlation-Id` of the failed call, so support can find it in the services' logs. */
  readonly correlationId: string | null;
  readonly status: number | null;
  readonly url: string | null;
  readonly error: unknown;
}

export type Reporter = (report: FailureReport) => void;

export function failureReport(action: FailedAction, error: unknown): FailureReport {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof HttpError) {
    return {
      action,
      message,
      correlationId: error.correlationId,
      status: error.status,
      url: error.url,
      error,
    };
  }
  if (error instanceof ContractError) {
    return { action, message, correlationId: error.correlationId, status: null, url: error.url, error };
  }
  return { action, message, correlationId: null, status: null, url: null, error };
}

/** The window event the default reporter announces every failure of the page with. */
export const FAILURE_EVENT = 'portal-failure';

/**
 * The default reporter: the console, and a `portal-failure` event on the window (detail: the
 * FailureReport) that a page's own monitoring may listen to. It names every failure of the page,
 * the config, the sign-in and the host's included; an element's own failures also come as the
 * element's composed `portal-error` event, which is another channel, not a second report. A page
 * replaces the reporter with `configurePortal({ reporter })`.
 */
export const consoleReporter: Reporter = (report) => {
  console.error(`[portal] ${report.action}: ${report.message}`, report.correlationId ?? '', report.error);
  window.dispatchEvent(new CustomEvent<FailureReport>(FAILURE_EVENT, { detail: report }));
};
