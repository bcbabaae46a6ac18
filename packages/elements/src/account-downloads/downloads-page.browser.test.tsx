import type { DownloadList } from '@portal/api/schemas/downloads';
import type { MapPdfList } from '@portal/api/schemas/products';
import type { ReactElement } from 'react';
import type { Middleware } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { showPage } from '../runtime/test-page.test-data.ts';
import { defineTestPage } from '../ui/test-page.test.tsx';
import type { ArchiveState } from './archive-state.ts';
import { DownloadsPage } from './downloads-page.tsx';
import type { ProductPdf } from './product-pdfs.ts';

/**
 * The downloads page's states in Chromium with the real catalogues: each card loading on its own,
 * one sentence when there is nothing to download, a card that failed saying so with Try again, and
 * the archives with their state beside the product and map PDFs. The service's answers come from a
 * stand-in fetcher (an SWR middleware) by cache key, so each can be held back or made to fail.
 */

const TAG = 'test-account-downloads';
const ACCOUNT = 'account-1';

type Answer =
  | { readonly kind: 'pending' }
  | { readonly kind: 'fail' }
  | { readonly kind: 'data'; value: unknown };

const pending: Answer = { kind: 'pending' };
const fail: Answer = { kind: 'fail' };
const data = (value: unknown): Answer => ({ kind: 'data', value });

/** What the stand-in service answers, by the first part of the hooks' cache keys. */
let answers: Record<string, Answer> = {};
let archiveStates: Record<string, ArchiveState> = {};

const standInService: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const [name = '', , id = ''] = Array.isArray(key) ? key.map(String) : [];
  const answer = async (): Promise<unknown> => {
    if (name === 'account-download-state') return archiveStates[id] ?? 'ready';
    const given = answers[name] ?? pending;
    if (given.kind === 'pending') return new Promise(() => undefined);
    if (given.kind === 'fail') throw new Error('HTTP 503');
    return given.value;
  };
  // The hooks' own fetchers would call the services; this one answers what the test set up.
  return useSWRNext(key, fetcher === null ? null : (answer as unknown as typeof fetcher), config);
};

function Page(): ReactElement {
  return <DownloadsPage accountId={ACCOUNT} />;
}

defineTestPage(TAG, Page, { basePath: '/downloads', use: [standInService] });

afterEach(() => {
  answers = {};
  archiveStates = {};
});

function show(): Promise<ShadowRoot> {
  return showPage(TAG, 'Downloads');
}

const cardTitles = (root: ShadowRoot) => [...root.querySelectorAll('section h2')].map((h2) => h2.textContent);
const rowNames = (root: ShadowRoot) =>
  [...root.querySelectorAll('.download-name')].map((name) => name.textContent ?? '');

const ARCHIVES: DownloadList = {
  items: [
    { id: 'a-1', name: 'Summer', photos: ['p-1', 'p-2', 'p-3'] },
    { id: 'a-2', photos: ['p-4'] },
  ],
};
const PRODUCT_PDFS: ProductPdf[] = [{ productCode: 'PB1', title: 'Summer in Italy', fileName: 'PB1.pdf' }];
const MAP_PDFS: MapPdfList = {
  pdfs: [
    {
      id: 'm-1',
      productCode: 'MAP1',
      title: 'Where we met',
      url: 'https://products.example/v1/pdf/me/MAP1',
      createdAt: '2025-03-04T10:00:00.000Z',
    },
  ],
};

describe('the downloads page', () => {
  it('shows each card loading until its answer comes', async () => {
    const root = await show();
    expect(cardTitles(root)).toEqual(['Photo downloads', 'Product PDFs', 'Map PDFs']);
    const loading = [...root.querySelectorAll('.card-loading')];
    expect(loading).toHaveLength(3);
    expect(loading.every((card) => card.getAttribute('aria-busy') === 'true')).toBe(true);
    expect(loading[0]?.textContent).toBe('Loading…');
  });

  it('shows a card as soon as its answer comes, while the others still load', async () => {
    answers = { 'account-map-pdfs': data(MAP_PDFS) };
    const root = await show();
    await expect.poll(() => rowNames(root)).toEqual(['Where we met']);
    expect(root.querySelectorAll('.card-loading')).toHaveLength(2);
    expect(root.textContent).toContain('Created 04 Mar 2025');
  });

  it('says once that there is nothing to download when every list is empty', async () => {
    answers = {
      'account-downloads': data({ items: [] }),
      'account-product-pdfs': data([]),
      'account-map-pdfs': data({ pdfs: [] }),
    };
    const root = await show();
    await expect
      .poll(() => root.querySelector('.empty-state')?.textContent)
      .toBe(
        'You have nothing to download yet. Photo downloads you prepare and the PDFs of your products appear here.',
      );
    expect(cardTitles(root)).toEqual([]);
  });

  it('leaves out an empty list when another has something', async () => {
    answers = {
      'account-downloads': data({ items: [] }),
      'account-product-pdfs': data([]),
      'account-map-pdfs': data(MAP_PDFS),
    };
    const root = await show();
    await expect.poll(() => cardTitles(root)).toEqual(['Map PDFs']);
    expect(root.querySelector('.empty-state')).toBeNull();
  });

  it('says which list could not be loaded, keeps the others, and loads it on Try again', async () => {
    answers = {
      'account-downloads': fail,
      'account-product-pdfs': data(PRODUCT_PDFS),
      'account-map-pdfs': data(MAP_PDFS),
    };
    const root = await show();
    await expect
      .poll(() => root.querySelector('[part="archives"] [role="alert"]')?.textContent ?? '')
      .toContain('Your photo downloads could not be loaded.');
    expect(rowNames(root)).toEqual(['Summer in Italy', 'Where we met']);

    answers['account-downloads'] = data(ARCHIVES);
    const retry = root.querySelector<HTMLButtonElement>('[part="archives"] [role="alert"] button');
    expect(retry?.textContent).toBe('Try again');
    retry?.click();
    await expect
      .poll(() => rowNames(root))
      .toEqual(['Summer', 'Photo download', 'Summer in Italy', 'Where we met']);
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows each archive with its photos and state, Download only when it is ready', async () => {
    answers = {
      'account-downloads': data(ARCHIVES),
      'account-product-pdfs': data(PRODUCT_PDFS),
      'account-map-pdfs': data(MAP_PDFS),
    };
    archiveStates = { 'a-1': 'ready', 'a-2': 'preparing' };
    const root = await show();
    const archive = (index: number) => root.querySelectorAll('[part="archive"]')[index];
    await expect.poll(() => archive(1)?.textContent ?? '').toContain('Being prepared…');
    expect(archive(0)?.textContent).toContain('3 photos');
    expect(archive(0)?.textContent).toContain('Ready to download');
    expect(archive(1)?.textContent).toContain('1 photo');
    const button = (index: number) => archive(index)?.querySelector('button');
    expect(button(0)?.getAttribute('aria-label')).toBe('Download Summer');
    expect(button(0)?.disabled).toBe(false);
    expect(button(1)?.getAttribute('aria-label')).toBe('Download Photo download');
    expect(button(1)?.disabled).toBe(true);
    const pdf = root.querySelector('[part="pdf"]');
    expect(pdf?.textContent).toContain('PB1.pdf');
    expect(pdf?.querySelector('button')?.getAttribute('aria-label')).toBe('Download Summer in Italy');
  });

  it('offers to check again an archive that is not ready', async () => {
    answers = {
      'account-downloads': data({ items: [ARCHIVES.items[0]] }),
      'account-product-pdfs': data([]),
      'account-map-pdfs': data({ pdfs: [] }),
    };
    archiveStates = { 'a-1': 'notReady' };
    const root = await show();
    const archive = () => root.querySelector('[part="archive"]');
    await expect.poll(() => archive()?.textContent ?? '').toContain('Not ready to download');
    archiveStates = { 'a-1': 'ready' };
    const check = [...(archive()?.querySelectorAll('button') ?? [])].find(
      (candidate) => candidate.textContent === 'Check again',
    );
    check?.click();
    await expect.poll(() => archive()?.textContent ?? '').toContain('Ready to download');
  });
});
