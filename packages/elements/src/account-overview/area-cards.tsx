import { type ReactElement, type ReactNode, useId } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { CardLoading } from '../ui/card-failure.tsx';
import { Icon } from '../ui/icons.tsx';
import { OutsideLink } from '../ui/outside-link.tsx';
import { SkeletonRows } from '../ui/skeleton.tsx';
import type { Area } from './areas.ts';

/** A card per area the customer may open, in the side menu's order. */
export function AreaCards({ areas }: { areas: readonly Area[] }): ReactElement {
  const { t } = useTranslation();
  return (
    <AreasFrame>
      <ul className="area-list">
        {areas.map((area) => (
          <li key={area.id}>
            <OutsideLink path={area.path} className="card area-link">
              <span className="area-icon">
                <Icon name={area.icon} />
              </span>
              <span className="area-text">
                <span className="area-title">{t(area.titleKey)}</span>
                <span className="area-description">{t(area.descriptionKey)}</span>
              </span>
              <Icon name="chevronRight" className="icon area-chevron" />
            </OutsideLink>
          </li>
        ))}
      </ul>
    </AreasFrame>
  );
}

function AreasFrame({ children }: { children: ReactNode }): ReactElement {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <nav className="areas" part="areas" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('overview.areas.title')}
      </h2>
      {children}
    </nav>
  );
}

/** Before anyone is known to be signed in: the cards' shape, as many as a customer usually has. */
const AREA_PLACEHOLDERS = 6;

export function AreaCardsSkeleton(): ReactElement {
  return (
    <AreasFrame>
      <CardLoading>
        <div className="area-list">
          <SkeletonRows
            count={AREA_PLACEHOLDERS}
            row="card area-link"
            picture="area-icon"
            text="area-text"
            lines={['skeleton-short', 'skeleton-small']}
            inline
          />
        </div>
      </CardLoading>
    </AreasFrame>
  );
}
