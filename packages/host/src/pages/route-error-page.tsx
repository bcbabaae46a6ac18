import { useTranslation } from '@portal/elements/i18n';
import type { ReactElement } from 'react';
import { useRouteError } from 'react-router-dom';
import { usePageTitle, usePortal } from '../app/portal-context.tsx';
import { PublicLayout } from '../app/public-layout.tsx';
import { useRunOnce } from '../app/run-once.ts';

/** A page that failed to render: the generic boundary text of account-portal §8, reported once. */
export function RouteErrorPage(): ReactElement {
  const { platform } = usePortal();
  const { t } = useTranslation();
  const error = useRouteError();
  useRunOnce(() => platform.report('RENDER_FAILED', error));
  usePageTitle(null);
  return (
    <PublicLayout>
      <div className="card message-card" role="alert">
        <p>{t('userMessage.genericBoundary')}</p>
      </div>
    </PublicLayout>
  );
}
