import { type ReactElement, type ReactNode, useId } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { CardLoading } from '../ui/card-failure.tsx';
import { Icon } from '../ui/icons.tsx';
import { RouteLink } from '../ui/route-link.tsx';

interface SettingsFrameProps {
  readonly title: string;
  /** The settings overview's path, for the way back; null on the overview itself. */
  readonly back: string | null;
  readonly children?: ReactNode;
}

/**
 * One settings page: the way back to the overview and the page's h1, the same element whatever the
 * page shows below it (loading, failed, loaded), so focus moved to it stays there.
 */
export function SettingsFrame({ title, back, children }: SettingsFrameProps): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="settings" part="settings">
      {back === null ? null : (
        <RouteLink to={back} className="button button-text back-link">
          <Icon name="chevronLeft" />
          {t('settings.backToSettings')}
        </RouteLink>
      )}
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  );
}

/** A card with its h2. */
export function SettingsCard({
  title,
  icon,
  children,
  part,
}: {
  readonly title: string;
  readonly icon?: 'settings' | 'home' | 'invoice' | 'alert' | 'link';
  readonly children: ReactNode;
  readonly part?: string;
}): ReactElement {
  const titleId = useId();
  return (
    <section className="card settings-card" part={part} aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        {icon === undefined ? null : <Icon name={icon} />}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A settings card while what it shows loads: `lines` lines of text. */
export function SettingsCardSkeleton({ lines = 2 }: { readonly lines?: 1 | 2 }): ReactElement {
  return (
    <div className="card settings-card">
      <CardLoading>
        <div className="skeleton skeleton-text" />
        {lines === 2 ? <div className="skeleton skeleton-text skeleton-small" /> : null}
      </CardLoading>
    </div>
  );
}
