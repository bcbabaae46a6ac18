import type { ReactElement } from 'react';
import { useRouteTable } from '../runtime/element-router.tsx';
import { BookListPage } from './book-list-page.tsx';
import { BookPage } from './book-page.tsx';
import { PHOTO_BOOK_ROUTES } from './book-routes.ts';
import { SharePage } from './share-page.tsx';

/** The page of the element's address (book-routes.ts): the list, a book, its widget or its share form. */
export function PhotoBooksPages({ accountId }: { readonly accountId: string }): ReactElement {
  const route = useRouteTable(PHOTO_BOOK_ROUTES);
  const productCode = route?.params.productCode;
  if (route === null || route.name === 'list' || productCode === undefined) {
    return <BookListPage accountId={accountId} />;
  }
  if (route.name === 'share') {
    // A new book is a new page: nothing typed for the one before carries over.
    return <SharePage key={productCode} accountId={accountId} productCode={productCode} />;
  }
  return (
    <BookPage
      key={productCode}
      accountId={accountId}
      productCode={productCode}
      place={route.name === 'widget' ? 'widget' : 'book'}
    />
  );
}
