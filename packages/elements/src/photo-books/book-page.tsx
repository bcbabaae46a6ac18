import type { Product } from '@portal/api/schemas/products';
import { lazy, type ReactElement, Suspense, useId } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useElement, usePlatform } from '../runtime/context.tsx';
import { Icon } from '../ui/icons.tsx';
import { useMerchandiseChannel } from './api/book.ts';
import { BookFrame } from './book-frame.tsx';
import { bookPath } from './book-routes.ts';
import { articleOfProduct, shopLinkOf } from './catalogue-article.ts';
import { WidgetPanel, type WidgetPanelPlace } from './widget-panel.tsx';

/** The next order deadline is a hint below the way to the shop: it loads after the page. */
const CutoffNotice = lazy(async () => ({
  default: (await import('../ui/parts/cutoff-notice.tsx')).CutoffNotice,
}));

const BOOK_DEADLINE_WORDING = {
  campaign: 'photoBooks.book.cutoff.campaign',
  group: 'photoBooks.book.cutoff.group',
} as const;

/** Millimetres to centimetres, as a page format is said ('29.7 x 21 cm'). */
const MM_PER_CM = 10;

interface BookPageProps {
  readonly accountId: string;
  readonly productCode: string;
  /** The book's own page ('/:productCode'), or its widget's ('/:productCode/widget'). */
  readonly place: WidgetPanelPlace;
}

/**
 * One online photo book (route '/:productCode', account-portal §2): what it is (the merchandise
 * channel's article, see [Note: A product's catalogue article]), its pages and format, the way to
 * order another in the shop with the next order deadline, and its widget. Its widget page
 * ('/:productCode/widget') is the same book with the widget's own form instead of the summary.
 */
export function BookPage({ accountId, productCode, place }: BookPageProps): ReactElement {
  const { t } = useTranslation();
  return (
    <BookFrame
      accountId={accountId}
      productCode={productCode}
      back={
        place === 'book'
          ? { to: '/', label: t('photoBooks.backToList') }
          : { to: bookPath(productCode), label: t('photoBooks.backToBook') }
      }
      title={(product) =>
        place === 'book' ? product.title : t('photoBooks.widget.pageTitle', { title: product.title })
      }
    >
      {(product) => (
        <>
          {place === 'book' ? <BookDetails product={product} /> : null}
          <WidgetPanel accountId={accountId} product={product} place={place} />
        </>
      )}
    </BookFrame>
  );
}

/**
 * The book's facts. Its article's name comes from the site's merchandise channel in the page's
 * language; until it answers, and when it cannot ('Channel Not Found' on a site the catalogue does
 * not sell on, reported), the book is named by its kind alone and offers no shop link.
 */
function BookDetails({ product }: { readonly product: Product }): ReactElement {
  const { t } = useTranslation();
  const { locale } = useElement();
  const channel = usePlatform().site?.site.channel ?? null;
  const merchandise = useMerchandiseChannel(channel, locale);
  const article =
    merchandise.data === undefined ? null : articleOfProduct(merchandise.data.Articles, product);
  const shop = article === null ? null : shopLinkOf(article);
  const titleId = useId();
  return (
    <section className="card book-details" part="book" aria-labelledby={titleId}>
      {/* The cover has the book's own proportions: a landscape book is wide, a square one square. */}
      <span
        className="book-cover book-cover-large"
        aria-hidden="true"
        style={{ aspectRatio: `${product.pageWidthMm} / ${product.pageHeightMm}` }}
      >
        <Icon name="book" />
      </span>
      <div className="book-facts">
        <h2 id={titleId} className="card-title">
          {article?.Title ?? t('photoBooks.articleName.PhotoBook')}
        </h2>
        <dl className="facts">
          <div>
            <dt>{t('photoBooks.book.pagesLabel')}</dt>
            <dd>{t('photoBooks.book.pages', { count: product.pageCount })}</dd>
          </div>
          <div>
            <dt>{t('photoBooks.book.formatLabel')}</dt>
            <dd>
              {t('photoBooks.book.format', {
                width: product.pageWidthMm / MM_PER_CM,
                height: product.pageHeightMm / MM_PER_CM,
              })}
            </dd>
          </div>
        </dl>
        {shop === null ? null : (
          <div className="shop">
            <a className="button button-secondary" href={shop} target="_blank" rel="noopener noreferrer">
              {t('photoBooks.book.orderAnother')}
              <span className="visually-hidden"> {t('photoBooks.newTab')}</span>
            </a>
            <Suspense fallback={null}>
              <CutoffNotice articleType={product.articleType} wording={BOOK_DEADLINE_WORDING} />
            </Suspense>
          </div>
        )}
      </div>
    </section>
  );
}
