import type { RouteEntry } from '@portal/api/schemas/config';
import { ELEMENT_MODULES } from '@portal/elements/elements';
import { createElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle, useStripped } from '../app/portal-context.tsx';
import type { AreaElement } from '../routing/area-elements.ts';

/**
 * An area's route: its element, told where its routes live and whether the layout is stripped. The
 * loader imports the element's code when the tag first renders. The element shows the page's h1
 * itself; for an area whose element does not exist yet the shell shows the title, so every page
 * still has its one h1.
 */
export function AreaPage({
  entry,
  area,
}: {
  readonly entry: RouteEntry;
  readonly area: AreaElement;
}): ReactElement {
  const { t } = useTranslation();
  const stripped = useStripped();
  const title = entry.titleKey === null ? null : t(entry.titleKey);
  usePageTitle(title);
  const elementExists = Object.hasOwn(ELEMENT_MODULES, area.tag);
  return (
    <>
      {!elementExists && title !== null ? <h1 className="page-title">{title}</h1> : null}
      {createElement(area.tag, {
        className: 'area-element',
        'base-path': area.basePath,
        stripped: stripped ? true : undefined,
      })}
    </>
  );
}
