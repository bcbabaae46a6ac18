import type { ReactElement, ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { useTranslation } from '../i18n/react.tsx';
import { useFormatDate } from '../runtime/context.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import { CardLoading } from '../ui/card-failure.tsx';
import { Icon, type IconName } from '../ui/icons.tsx';
import { ReadView } from '../ui/read-view.tsx';
import { SkeletonRows } from '../ui/skeleton.tsx';
import { TitledCard } from '../ui/titled-card.tsx';
import { useDownloads } from './api/downloads.ts';
import { useMapPdfs, useProductPdfs } from './api/product-pdfs.ts';
import { ArchiveRow } from './archive-row.tsx';
import { PdfRow } from './pdf-row.tsx';
import { mapPdfFileName } from './product-pdfs.ts';

/**
 * The customer's downloads (account-portal §2 route /downloads): the photo archives prepared by the
 * download service, the print PDFs of their products and their map PDFs, each card loading and
 * failing on its own with a retry. A loaded card with nothing in it is left out; with nothing in
 * any, one sentence says so.
 */
export function DownloadsPage({ accountId }: { readonly accountId: string }): ReactElement {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const downloads = useDownloads(accountId);
  const productPdfs = useProductPdfs(accountId);
  const mapPdfs = useMapPdfs(accountId);
  const nothing =
    downloads.data?.items.length === 0 && productPdfs.data?.length === 0 && mapPdfs.data?.pdfs.length === 0;
  return (
    <div className="account-downloads" part="downloads">
      <h1 className="page-title">{t('pageTitle.downloads')}</h1>
      {nothing ? (
        <div className="card downloads-card empty-state">
          <Icon name="download" />
          <p>{t('accountDownloads.empty')}</p>
        </div>
      ) : (
        <>
          <DownloadSection
            title={t('accountDownloads.archives.title')}
            icon="box"
            response={downloads}
            items={(list) => list.items}
            itemKey={(download) => download.id}
            failure={t('accountDownloads.archives.failed')}
            part="archives"
          >
            {(download) => <ArchiveRow accountId={accountId} download={download} />}
          </DownloadSection>
          <DownloadSection
            title={t('accountDownloads.productPdfs.title')}
            icon="book"
            response={productPdfs}
            items={(list) => list}
            itemKey={(pdf) => `${pdf.productCode}/${pdf.fileName}`}
            failure={t('accountDownloads.productPdfs.failed')}
            part="product-pdfs"
          >
            {(pdf) => (
              <PdfRow productCode={pdf.productCode} title={pdf.title} fileName={pdf.fileName}>
                {pdf.fileName}
              </PdfRow>
            )}
          </DownloadSection>
          <DownloadSection
            title={t('accountDownloads.mapPdfs.title')}
            icon="invoice"
            response={mapPdfs}
            items={(list) => list.pdfs}
            itemKey={(pdf) => pdf.id}
            failure={t('accountDownloads.mapPdfs.failed')}
            part="map-pdfs"
          >
            {(pdf) => (
              <PdfRow
                productCode={pdf.productCode}
                title={pdf.title}
                fileName={mapPdfFileName(pdf.productCode)}
              >
                {t('accountDownloads.mapPdfs.created')}{' '}
                <time dateTime={pdf.createdAt}>{formatDate(new Date(pdf.createdAt))}</time>
              </PdfRow>
            )}
          </DownloadSection>
        </>
      )}
    </div>
  );
}

interface DownloadSectionProps<Data, Item> {
  readonly title: string;
  readonly icon: IconName;
  readonly response: SWRResponse<Data>;
  readonly items: (data: Data) => readonly Item[];
  readonly itemKey: (item: Item) => string;
  readonly failure: string;
  readonly part: string;
  readonly children: (item: Item) => ReactNode;
}

/** One card of downloads: a skeleton while it loads, its failure with a retry, or its rows. */
function DownloadSection<Data, Item>({
  title,
  icon,
  response,
  items,
  itemKey,
  failure,
  part,
  children,
}: DownloadSectionProps<Data, Item>): ReactElement | null {
  const read = readStateOf(response, (data) => items(data).length === 0);
  if (read.status === 'empty') return null;
  return (
    <TitledCard className="downloads-card" part={part} icon={icon} title={title}>
      <ReadView read={read} failure={failure} skeleton={<DownloadsSkeleton />}>
        {(data) => (
          <ul className="download-rows">
            {items(data).map((item) => (
              <li key={itemKey(item)}>{children(item)}</li>
            ))}
          </ul>
        )}
      </ReadView>
    </TitledCard>
  );
}

function DownloadsSkeleton(): ReactElement {
  return (
    <CardLoading>
      <SkeletonRows count={2} row="download-skeleton" />
    </CardLoading>
  );
}
