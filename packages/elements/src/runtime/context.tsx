import type { ServiceEndpoint } from '@portal/api/http';
import type { BrandId, SiteLocale } from '@portal/api/rules/brand';
import type { FeatureFlag } from '@portal/api/rules/feature-flags';
import type { ServiceName } from '@portal/api/schemas/config';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { formatDate } from '../i18n/dates.ts';
import type { ElementState, ElementStore } from './element-store.ts';
import {
  isSameOriginTarget,
  type LayoutFlags,
  navigationHref,
  type PortalNavigateDetail,
} from './navigation.ts';
import type { Platform } from './platform.ts';
import { type FailedAction, failureReport } from './reporter.ts';
import type { SessionState } from './session/session.ts';

/** What every component of one element instance may read: the page's platform and its own state. */
export interface ElementContextValue {
  readonly platform: Platform;
  /** The custom element itself: events are dispatched from it. */
  readonly host: HTMLElement;
  readonly brand: BrandId;
  readonly locale: SiteLocale;
  /** The path the element's own routes live under ('/orders'). */
  readonly basePath: string;
  /** The stripped in-app layout (`stripped` attribute or `?stripped=true`). */
  readonly stripped: boolean;
  /** The layout flags carried on every navigation out of the element. */
  readonly layout: LayoutFlags;
  readonly store: ElementStore;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElement(): ElementContextValue {
  const value = useContext(ElementContext);
  if (value === null) throw new Error('useElement is used outside an element defined with defineElement');
  return value;
}

export function usePlatform(): Platform {
  return useElement().platform;
}

/** A service's endpoint with the session's bearer token, for the contract's clients. */
export function useEndpoint(name: ServiceName): ServiceEndpoint {
  const { platform } = useElement();
  return useMemo(() => platform.endpoint(name), [platform, name]);
}

export function useSession(): SessionState {
  const { session } = usePlatform();
  return useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.state,
  );
}

export function useFeatureFlag(flag: FeatureFlag): boolean {
  return usePlatform().flags[flag];
}

export function useElementState<T>(selector: (state: ElementState) => T): T {
  return useStore(useElement().store, selector);
}

/** Shows a toast in this element's stack. */
export function useToast(): ElementState['showToast'] {
  return useElementState((state) => state.showToast);
}

/** `detail` of an element's `portal-error` event. */
export interface PortalErrorDetail {
  readonly action: FailedAction;
  readonly message: string;
  /** The `X-Correlation-Id` of the failed call, when a call failed. */
  readonly correlationId: string | null;
}

/**
 * Reports a failed action (`LOAD_ORDERS_FAILED`) with its correlation id to the page's reporter,
 * and announces it as a composed `portal-error` event from the element.
 */
export function useReportFailure(): (action: FailedAction, error: unknown) => void {
  const { platform, host } = useElement();
  return useCallback(
    (action, error) => reportElementFailure(platform, host, action, error),
    [platform, host],
  );
}

/** What `useReportFailure` does, for the element's own root, which renders outside its context. */
export function reportElementFailure(
  platform: Platform,
  host: HTMLElement,
  action: FailedAction,
  error: unknown,
): void {
  platform.report(action, error);
  const { message, correlationId } = failureReport(action, error);
  host.dispatchEvent(
    new CustomEvent<PortalErrorDetail>('portal-error', {
      bubbles: true,
      composed: true,
      detail: { action, message, correlationId },
    }),
  );
}

/** Why a navigation went nowhere: its address was not on the page's own origin over http(s). */
export function refusedNavigation(href: string): Error {
  return new Error(`Refused to navigate to ${JSON.stringify(href)}: not an address on this page's origin`);
}

/**
 * Announces a navigation as a composed, cancelable `portal-navigate` event from the element, its
 * layout flags (stripped, hide-header-nav) carried along (account-portal §2). Answers the href
 * and whether the page took it over by cancelling the event (the host portal routes it itself);
 * an href off the page's origin or not http(s) is not announced, and `refused` says so ([Note: An
 * attribute that becomes an address]).
 */
export function announceNavigation(
  host: HTMLElement,
  path: string,
  layout: LayoutFlags,
  replace = false,
  keepScroll = false,
): { readonly href: string; readonly handled: boolean; readonly refused: boolean } {
  const href = navigationHref(path, layout);
  if (!isSameOriginTarget(href, window.location)) return { href, handled: false, refused: true };
  const event = new CustomEvent<PortalNavigateDetail>('portal-navigate', {
    bubbles: true,
    composed: true,
    cancelable: true,
    detail: { href, replace, keepScroll },
  });
  return { href, handled: !host.dispatchEvent(event), refused: false };
}

/**
 * Navigates outside the element: announces `portal-navigate` (the host portal handles it with its
 * router and cancels it); unhandled, the page itself goes there. An address off the page's origin
 * goes nowhere and is reported.
 */
export function useNavigateOutside(): (path: string) => void {
  const { platform, host, layout } = useElement();
  return useCallback(
    (path) => {
      const { href, handled, refused } = announceNavigation(host, path, layout);
      if (refused) reportElementFailure(platform, host, 'NAVIGATE_FAILED', refusedNavigation(href));
      else if (!handled) window.location.assign(href);
    },
    [platform, host, layout],
  );
}

/** A date as dd MMM yyyy in the element's locale. */
export function useFormatDate(): (date: Date) => string {
  const { locale } = useElement();
  return useCallback((date) => formatDate(date, locale), [locale]);
}
