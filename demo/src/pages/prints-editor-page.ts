import '../styles.css';
import { getPhotos } from '@portal/api/clients/photos';
import { getTempSelection } from '@portal/api/clients/temp-selections';
import type { Photo } from '@portal/api/schemas/photos';
import { loadPlatform } from '@portal/elements/runtime/platform';
import { html, type TemplateResult } from 'lit-html';
import { brandPageContext, mountBrandPage, prepareDocument } from '../components/page-chrome';
import { renderSiteList } from '../components/site-list';
import { PRINTS_EDITOR_COPY, type PrintsEditorCopy } from '../prints-editor-copy';
import { currentSite } from '../site';

/**
 * The prints editor's stand-in (/prints-editor, the demo config's printsEditorUrl): the page the
 * portal sends the browser to with autoselectproduct, channel and tempSelectionId after 'Order
 * prints' (photo-library §2.9). It reads the temp selection back as the signed-in customer, through
 * the same session cookies as the portal, and shows the photos it received, so a journey can check
 * that the editor got exactly the photos chosen.
 */

/** Pages of the library read to find the selected photos' thumbnails, at most. */
const MAX_LIBRARY_PAGES = 20;
const THUMBNAIL_SIZE = 300;

type EditorState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'signedOut' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'received'; readonly photos: readonly Photo[] };

/** The selected photos as the library has them, in the selection's order. */
async function receivedPhotos(tempSelectionId: string): Promise<EditorState> {
  const platform = await loadPlatform(location.origin);
  if (platform.session.state.status !== 'signedIn') return { kind: 'signedOut' };
  const { photoIds } = await getTempSelection(platform.endpoint('tempSelections'), tempSelectionId);
  const wanted = new Set(photoIds);
  const found = new Map<string, Photo>();
  let cursor: string | null = null;
  for (let page = 0; page < MAX_LIBRARY_PAGES && found.size < wanted.size; page += 1) {
    const result = await getPhotos(platform.endpoint('photo'), { cursor: cursor ?? undefined });
    for (const photo of result.images) if (wanted.has(photo.imageId)) found.set(photo.imageId, photo);
    cursor = result.cursor;
    if (cursor === null) break;
  }
  return { kind: 'received', photos: photoIds.flatMap((id) => found.get(id) ?? []) };
}

function content(copy: PrintsEditorCopy, state: EditorState, product: string | null): TemplateResult {
  let body: TemplateResult;
  switch (state.kind) {
    case 'loading':
      body = html`<p role="status">${copy.loading}</p>`;
      break;
    case 'signedOut':
      body = html`<p role="alert">${copy.signedOut}</p>`;
      break;
    case 'failed':
      body = html`<p role="alert">${copy.failed}</p>`;
      break;
    case 'received':
      body = html`<h2>${copy.received(state.photos.length)}</h2>
        <ul class="editor-photos" aria-label=${copy.received(state.photos.length)}>
          ${state.photos.map((photo) => {
            const thumbnail = photo.thumbnails.find((candidate) => candidate.id === THUMBNAIL_SIZE);
            return html`<li>
              <img src=${thumbnail?.url ?? photo.url} alt=${photo.localFileName} width="150" height="150" />
            </li>`;
          })}
        </ul>`;
      break;
  }
  return html`<div class="page-intro">
      <div class="container">
        <h1>${copy.title}</h1>
        <p>${copy.intro}</p>
        ${product === null ? '' : html`<p>${copy.product}: <strong>${product}</strong></p>`}
      </div>
    </div>
    <div class="container prints-editor">
      ${body}
      <p><a class="text-link" href="/demo/my-photos">${copy.backToPhotos}</a></p>
    </div>`;
}

const page = currentSite();
if (page === null) renderSiteList();
else {
  const context = brandPageContext(page);
  const copy = PRINTS_EDITOR_COPY[page.language];
  prepareDocument(context, copy.title);
  const query = new URLSearchParams(location.search);
  const tempSelectionId = query.get('tempSelectionId');
  let state: EditorState = { kind: 'loading' };
  let rerender: () => void = () => undefined;
  mountBrandPage(context, {
    onHomePage: false,
    content: (update) => {
      rerender = update;
      return content(copy, state, query.get('autoselectproduct'));
    },
  });
  const settle = (next: EditorState) => {
    state = next;
    rerender();
  };
  if (tempSelectionId === null) settle({ kind: 'failed' });
  else receivedPhotos(tempSelectionId).then(settle, () => settle({ kind: 'failed' }));
}
