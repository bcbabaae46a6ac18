import type { ServiceEndpoint } from '@portal/api/http';
import type { BrandId, SiteLocale } from '@portal/api/rules/brand';
import type { FeatureFlag } from '@portal/api/rules/feature-flags';
import type { ServiceName } from '@portal/api/schemas/config';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { formatDate } from '../i18n/dates.ts';
import type { ElementState, ElementStore } from './element-store.ts';
import { type LayoutFlags, navigationHref, type PortalNavigateDetail } from './navigation.ts';
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
    (action, error) => {
      platform.report(action, error);
      const { message, correlationId } = failureReport(action, error);
      host.dispatchEvent(
        new CustomEvent<PortalErrorDetail>('portal-error', {
          bubbles: true,
          composed: true,
          detail: { action, message, correlationId },
        }),
      );
    },
    [platform, host],
  );
}

/**
 * Announces a navigation as a composed, cancelable `portal-navigate` event from the element, its
 * layout flags (stripped, hide-header-nav) carried along (account-portal §2). Answers the href
 * and whether the page took it over by cancelling the event (the host portal routes it itself).
 */
export function announceNavigation(
  host: HTMLElement,
  path: string,
  layout: LayoutFlags,
  replace = false,
  keepScroll = false,
): { readonly href: string; readonly handled: boolean } {
  const href = navigationHref(path, layout);
  const event = new CustomEvent<PortalNavigateDetail>('portal-navigate', {
    bubbles: true,
    composed: true,
    cancelable: true,
    detail: { href, replace, keepScroll },
  });
  return { href, handled: !host.dispatchEvent(event) };
}

/**
 * Navigates outside the element: announces `portal-navigate` (the host portal handles it with its
 * router and cancels it); unhandled, the page itself goes there.
 */
export function useNavigateOutside(): (path: string) => void {
  const { host, layout } = useElement();
  return useCallback(
    (path) => {
      const { href, handled } = announceNavigation(host, path, layout);
      if (!handled) window.location.assign(href);
    },
    [host, layout],
  );
}

/** A date as dd MMM yyyy in the element's locale. */
export function useFormatDate(): (date: Date) => string {
  const { locale } = useElement();
  return useCallback((date) => formatDate(date, locale), [locale]);
}
