export { type AttributeTable, type AttributeType, parseAttribute } from './attributes.ts';
export {
  ElementContext,
  type ElementContextValue,
  type PortalErrorDetail,
  useElement,
  useElementState,
  useEndpoint,
  useFeatureFlag,
  useFormatDate,
  useNavigateOutside,
  usePlatform,
  useReportFailure,
  useSession,
  useToast,
} from './context.tsx';
export {
  customerKey,
  isAccountGone,
  useCustomer,
  useLeaveWhenAccountGone,
  usePageCustomer,
} from './customer.ts';
export { PageDataCache } from './data-cache.tsx';
export {
  defineElement,
  type ElementDefinition,
  type ElementFrame,
  type PortalElement,
} from './define-element.tsx';
export {
  type ElementLocation,
  type ElementNavigate,
  type RouteTable,
  useElementLocation,
  useElementNavigate,
  useRoute,
  useRouteHref,
  useRouteTable,
} from './element-router.tsx';
export { createElementStore, type ElementStore, TOAST_DURATION_MS, type Toast } from './element-store.ts';
export type { ElementManifest } from './manifest.ts';
export {
  announceLocation,
  HIDE_HEADER_NAV_PARAM,
  isStrippedQuery,
  joinPath,
  type LayoutFlags,
  layoutFlagsOf,
  NO_LAYOUT_FLAGS,
  navigationHref,
  PORTAL_LOCATION_EVENT,
  type PortalNavigateDetail,
  pathWithin,
  STRIPPED_PARAM,
} from './navigation.ts';
export {
  configurePortal,
  LOCALE_STORAGE_KEY,
  loadPlatform,
  type Platform,
  siteDataWorks,
} from './platform.ts';
export {
  consoleReporter,
  FAILURE_EVENT,
  type FailedAction,
  type FailureReport,
  type Reporter,
} from './reporter.ts';
export { lockPageScroll } from './scroll-lock.ts';
export { Session, type SessionState, type SessionUser } from './session/session.ts';
export { brandSheet, styleSheet } from './stylesheets.ts';
