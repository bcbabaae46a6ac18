import type { Product } from '@portal/api/schemas/products';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import { CardFailure } from '../ui/card-failure.tsx';
import { Icon } from '../ui/icons.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { CardSkeleton } from '../ui/skeleton.tsx';
import { useProduct } from './api/book.ts';

interface BookFrameProps {
  readonly accountId: string;
  readonly productCode: string;
  /** Where the way back leads: the list ('/') or the book's own page. */
  readonly back: { readonly to: string; readonly label: string };
  /** The page's h1 once the book is known. */
  readonly title: (product: Product) => string;
  /** The page below the h1, once the book is known. */
  readonly children: (product: Product) => ReactNode;
}

/**
 * One of a book's pages (the book, its widget, its share form): the way back and the page's h1,
 * the same element whatever shows below it (loading, failed, not found, loaded), so focus moved to
 * it on arrival stays there. A product the service does not give this customer (404) is said to be
 * unknown, with the way back to the list.
 */
export function BookFrame({ accountId, productCode, back, title, children }: BookFrameProps): ReactElement {
  const { t } = useTranslation();
  const product = useProduct(accountId, productCode);
  const read = readStateOf(product);
  let heading: ReactNode;
  let body: ReactNode;
  if (read.status === 'failed') {
    heading = t('pageTitle.myOnlinePhotoBooks');
    body = (
      <div className="card books-card">
        <CardFailure message={t('photoBooks.book.failed')} onRetry={read.retry} />
      </div>
    );
  } else if (read.status === 'loading') {
    heading = (
      <>
        <span className="visually-hidden">{t('runtime.loading')}</span>
        <span className="skeleton skeleton-title" aria-hidden="true" />
      </>
    );
    body = (
      <div className="card books-card">
        <CardSkeleton />
      </div>
    );
  } else if (read.data === null) {
    heading = t('photoBooks.book.notFoundTitle');
    body = (
      <div className="card empty-state" role="alert">
        <Icon name="book" />
        <p>{t('photoBooks.book.notFound')}</p>
        <RouteLink to="/" className="button button-primary">
          {t('photoBooks.backToList')}
        </RouteLink>
      </div>
    );
  } else {
    heading = title(read.data);
    body = children(read.data);
  }
  return (
    <div className="photo-books" part="photo-books">
      <RouteLink to={back.to} className="button button-text back-link">
        <Icon name="chevronLeft" />
        {back.label}
      </RouteLink>
      <h1 className="page-title">{heading}</h1>
      {body}
    </div>
  );
}
