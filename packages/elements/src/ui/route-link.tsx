import { type AnchorHTMLAttributes, type MouseEvent, type ReactElement, useCallback } from 'react';
import { useElement } from '../runtime/context.tsx';
import { type NavigateOptions, useElementNavigate, useRouteHref } from '../runtime/element-router.tsx';
import { navigationHref } from '../runtime/navigation.ts';
import { isPlainClick } from './plain-click.ts';

interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  /** One of the element's routes, below its base path: '/AB12', '/'. */
  readonly to: string;
}

/**
 * The parts of a link to one of the element's routes, for links the element does not render itself
 * (a toast's): the full href and what its plain click does.
 */
export function useRouteTarget(): (to: string) => { readonly href: string; readonly follow: () => void } {
  const { layout } = useElement();
  const navigate = useElementNavigate();
  const routeHref = useRouteHref();
  return useCallback(
    (to: string) => ({ href: navigationHref(routeHref(to), layout), follow: () => navigate(to) }),
    [layout, navigate, routeHref],
  );
}

/**
 * A link to one of the element's own routes: a real anchor with the full href (new tab, copy link
 * and middle-click work) whose plain click navigates without a page load ([Note: Navigation in
 * three places]).
 */
export function RouteLink({ to, replace, keepScroll, onClick, ...anchor }: RouteLinkProps): ReactElement {
  const { layout } = useElement();
  const navigate = useElementNavigate();
  const href = useRouteHref()(to);
  const onPlainClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(to, { replace, keepScroll });
  };
  return <a {...anchor} href={navigationHref(href, layout)} onClick={onPlainClick} />;
}
