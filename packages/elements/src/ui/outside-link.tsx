import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { useElement, useNavigateOutside } from '../runtime/context.tsx';
import { navigationHref } from '../runtime/navigation.ts';
import { isPlainClick } from './plain-click.ts';

interface OutsideLinkProps {
  /** A root-relative portal path ('/orders/1234'). */
  readonly path: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A link to another portal page: a real anchor (middle-click, copy link, open in a new tab all work)
 * whose plain click is announced as `portal-navigate`, so the host can route without a page load.
 */
export function OutsideLink({ path, className, children }: OutsideLinkProps): ReactElement {
  const { layout } = useElement();
  const navigateOutside = useNavigateOutside();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigateOutside(path);
  };
  return (
    <a href={navigationHref(path, layout)} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
