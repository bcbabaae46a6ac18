import { type ReactElement, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useFormatDate } from '../runtime/context.tsx';
import { lastAttemptFailed, readStateOf } from '../runtime/read-state.ts';
import { CardLoading } from '../ui/card-failure.tsx';
import { Icon } from '../ui/icons.tsx';
import { ReadView } from '../ui/read-view.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { SkeletonRows } from '../ui/skeleton.tsx';
import { useBookStates, usePhotoBookPages } from './api/photo-books.ts';
import {
  articleNameKey,
  type BookStates,
  booksOf,
  hasMore,
  type PhotoBook,
  totalOf,
  type WidgetState,
  widgetStateOf,
} from './book-list.ts';
import { bookPath } from './book-routes.ts';

/**
 * The online photo books (route '/', account-portal §2): the customer's photo books 10 at a time,
 * newest first, with Show more while the service counts more ([Note: The online photo books are
 * the photo-book orders]); each says whether it is published as a widget and opens its own page.
 */
export function BookListPage({ accountId }: { readonly accountId: string }): ReactElement {
  const { t } = useTranslation();
  const pages = usePhotoBookPages(accountId);
  const loaded = pages.data ?? [];
  const books = useMemo(() => booksOf(loaded), [loaded]);
  const total = totalOf(loaded);
  const more = hasMore(loaded);
  const loadingMore = pages.size > loaded.length && pages.error === undefined;
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // After Show more, focus goes to the first book it added, so keyboard users go on from there.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || books.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>('a.book-link')[from]?.focus();
  }, [books.length]);

  const showMore = () => {
    focusFrom.current = books.length;
    void pages.setSize(pages.size + 1);
  };
  const body = (
    <ReadView
      read={readStateOf(pages, () => books.length === 0)}
      failure={t('photoBooks.listFailed')}
      card="books-card"
      skeleton={<ListSkeleton />}
      empty={{ icon: 'book', message: t('photoBooks.empty') }}
    >
      {() => (
        <>
          <p className="books-count muted" aria-live="polite">
            {t('photoBooks.shown', { shown: books.length, total })}
          </p>
          <ul className="book-cards" ref={list} aria-label={t('photoBooks.listLabel')}>
            {loaded.map((page) => (
              <BookPageCards
                key={page.items[0]?.id ?? 'empty'}
                accountId={accountId}
                books={booksOf([page])}
              />
            ))}
          </ul>
          {/* A page after the first that failed: the books shown stay, with a retry below them. */}
          {lastAttemptFailed(pages) ? (
            <div className="inline-retry" role="alert">
              <p className="inline-failure">{t('photoBooks.moreFailed')}</p>
              <button type="button" className="button button-secondary" onClick={() => void pages.mutate()}>
                {t('runtime.retry')}
              </button>
            </div>
          ) : null}
          {more || loadingMore ? (
            <div className="show-more">
              <button
                type="button"
                className="button button-secondary"
                aria-disabled={loadingMore}
                onClick={loadingMore ? undefined : showMore}
              >
                {loadingMore ? t('photoBooks.loadingMore') : t('photoBooks.showMore')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </ReadView>
  );
  return (
    <div className="photo-books" part="photo-books">
      <h1 className="page-title">{t('pageTitle.myOnlinePhotoBooks')}</h1>
      <p className="muted">{t('photoBooks.intro')}</p>
      {body}
    </div>
  );
}

/** The books of one page of the list, with whether each is published (one call for the page). */
function BookPageCards({
  accountId,
  books,
}: {
  readonly accountId: string;
  readonly books: readonly PhotoBook[];
}): ReactElement {
  const { t } = useTranslation();
  const codes = useMemo(() => books.map((book) => book.productCode), [books]);
  const states = useBookStates(accountId, codes);
  const statesFailed = readStateOf(states).status === 'failed';
  return (
    <>
      {books.map((book) => (
        <li key={book.id} className="card book-card">
          <BookCard book={book} states={states.data} />
        </li>
      ))}
      {statesFailed ? (
        <li className="states-failure">
          <p className="inline-failure" role="alert">
            {t('photoBooks.statesFailed')}
          </p>
          <button type="button" className="button button-text" onClick={() => void states.mutate()}>
            {t('runtime.retry')}
          </button>
        </li>
      ) : null}
    </>
  );
}

const STATE_ICONS: Readonly<Record<WidgetState, 'check' | 'info' | 'alert'>> = {
  published: 'check',
  notPublished: 'info',
  blocked: 'alert',
};

function BookCard({
  book,
  states,
}: {
  readonly book: PhotoBook;
  /** Undefined while the page's states load or when they failed. */
  readonly states: BookStates | undefined;
}): ReactElement {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const state = states === undefined ? null : widgetStateOf(states, book.productCode);
  return (
    <RouteLink to={bookPath(book.productCode)} className="book-link">
      <span className="book-cover" aria-hidden="true">
        <Icon name="book" />
      </span>
      <span className="book-main">
        <span className="book-title">{book.title}</span>
        <span className="book-meta">
          <span>{t(articleNameKey(book.articleName))}</span>
          <time dateTime={book.createdAt}>
            {t('photoBooks.orderedOn', { date: formatDate(new Date(book.createdAt)) })}
          </time>
        </span>
        {state === null ? (
          <span className="skeleton skeleton-chip" />
        ) : (
          <span className={`widget-state widget-state-${state}`}>
            <Icon name={STATE_ICONS[state]} />
            {t(`photoBooks.state.${state}`)}
          </span>
        )}
      </span>
      <Icon name="chevronRight" />
    </RouteLink>
  );
}

function ListSkeleton(): ReactElement {
  return (
    <div className="card books-card">
      <CardLoading>
        <SkeletonRows count={3} row="book-skeleton" picture="book-cover" text="book-main" />
      </CardLoading>
    </div>
  );
}
