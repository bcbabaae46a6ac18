import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Icon } from '../ui/icons.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { CardSkeleton } from '../ui/skeleton.tsx';
import { TitledCard } from '../ui/titled-card.tsx';

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
  return (
    <TitledCard className="settings-card" part={part} icon={icon} title={title}>
      {children}
    </TitledCard>
  );
}

/** A settings card while what it shows loads: `lines` lines of text. */
export function SettingsCardSkeleton({ lines = 2 }: { readonly lines?: 1 | 2 }): ReactElement {
  return (
    <div className="card settings-card">
      <CardSkeleton lines={lines === 2 ? ['', 'skeleton-small'] : ['']} />
    </div>
  );
}
