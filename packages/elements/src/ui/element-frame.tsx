import type { ReactElement } from 'react';
import {
  defineElement as defineFramedElement,
  type ElementDefinition,
  type ElementFrame,
} from '../runtime/define-element.tsx';
import { BASE_CSS } from './base-css.ts';
import { EnableCookies } from './enable-cookies.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { PageSkeletonShape } from './page-skeleton.tsx';
import { ToastStack } from './toast-stack.tsx';

/** The notice inside an element, whose page has its own h1. */
function SiteDataNotice(): ReactElement {
  return <EnableCookies headingLevel={2} />;
}

/** What every element is drawn in ([Note: The element's frame] in runtime/define-element.tsx). */
const ELEMENT_FRAME: ElementFrame = {
  styles: BASE_CSS,
  Boundary: ErrorBoundary,
  SiteDataBlocked: SiteDataNotice,
  Toasts: ToastStack,
  // The page's shape while the platform loads (config, strings, the page's session).
  Loading: PageSkeletonShape,
};

/** Defines an area as a custom element in the portal's frame: what an area's `element.tsx` calls. */
export function defineElement<Props extends object>(
  definition: ElementDefinition<Props>,
): CustomElementConstructor {
  return defineFramedElement(definition, ELEMENT_FRAME);
}
