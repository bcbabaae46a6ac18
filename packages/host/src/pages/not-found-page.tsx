import { useTranslation } from '@portal/elements/i18n';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { MessageCard } from '../app/message-card.tsx';
import { useLinkTo, usePageTitle } from '../app/portal-context.tsx';
import { OVERVIEW_PATH } from '../shell/menu-entries.ts';

/** A path outside the route table, or a route of the table the portal has no page for. */
export function NotFoundPage(): ReactElement {
  const { t } = useTranslation();
  const linkTo = useLinkTo();
  usePageTitle(t('notFound.title'));
  return (
    <MessageCard title={t('notFound.title')} body={t('notFound.body')}>
      <Link className="button button-primary" to={linkTo(OVERVIEW_PATH)}>
        {t('notFound.backHome')}
      </Link>
    </MessageCard>
  );
}
