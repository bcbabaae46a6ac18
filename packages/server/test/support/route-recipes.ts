import { randomUUID } from 'node:crypto';
import { LOCAL_IDENTITY_PROVIDER } from '@portal/api/schemas/auth-api';
import { TUS_ENDPOINT_PATH } from '@portal/api/schemas/uploads';
import type { HTTPMethods } from 'fastify';
import { type SelectQueryBuilder, sql } from 'kysely';
import { expect } from 'vitest';
import { PUSH_SOCKET_PATH, servicePrefix, TRANSFER_SOCKET_PATH } from '../../src/config/portal-config.ts';
import type { Tables } from '../../src/db/tables.ts';
import type { RegisteredRoute } from '../../src/http/route-table.ts';
import { ensureDemoCustomers } from '../../src/services/customer/demo.ts';
import { ensureDemoCutoff } from '../../src/services/cutoff/demo.ts';
import { ensureDemoInvoices } from '../../src/services/invoices/demo-invoices.ts';
import { CATALOGUE_CHANNELS } from '../../src/services/merchandise/catalogue.ts';
import { ensureDemoOrders } from '../../src/services/orders/demo.ts';
import { ensureDemoSavedProjects } from '../../src/services/projects/demo-saved-projects.ts';
import { ensureDemoVouchers } from '../../src/services/vouchers/demo.ts';
import { ensureDemoWidgets } from '../../src/services/widgets/demo-widgets.ts';
import { addAlbum, addSharedAlbum, type Customer, newCustomer, putInAlbum } from './album-fixtures.ts';
import { openMailbox } from './mail-outbox.ts';
import { accountId, addPhotos, type FixturePhoto, randomJpeg } from './photo-fixtures.ts';
import type { PortalServer } from './portal-server.ts';
import { createUpload, TUS_VERSION, tusMetadata, uploadFile, uploadUrl } from './uploads.ts';

/*
 * [Note: A recipe for every route]
 * One recipe per route of the server's route table: the call its owner makes (with what it needs
 * made first) and how another customer is to be answered. The authorization matrix calls each as
 * every kind of caller; the bad-input catalogue sends each call spoiled in every way a body or a
 * path can be. See [Note: The authorization matrix] in authorization-matrix.test.ts.
 */

export const DEMO = 'demo@example.com';
const BUSINESS = 'business@example.com';
export const CHANNEL = 'PRINTWELL_GB';
export const VENDOR = CATALOGUE_CHANNELS.find((channel) => channel.ID === CHANNEL)?.Vendor.ID ?? '';

type SuperordersQuery = SelectQueryBuilder<Tables, 'superorders', { code: string }>;

export interface Party {
  readonly id: string;
  readonly email: string;
  readonly token: string;
}

export interface Call {
  readonly method: HTTPMethods;
  /** The path below the service's prefix, ids filled in. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | readonly string[]>>;
  readonly body?: unknown;
  /** Sent as it is, for the tus routes. */
  readonly rawBody?: Uint8Array;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Fixtures {
  readonly server: PortalServer;
  readonly owner: Party;
  readonly business: Party;
  readonly other: Party;
  readonly ownerPhotos: readonly FixturePhoto[];
  readonly otherPhotos: readonly FixturePhoto[];
  /** One of the owner's photos no other fixture uses, by call (each may delete it). */
  freshPhoto(): Promise<FixturePhoto>;
  /** A new album of the owner's with two of their photos. */
  freshAlbum(): Promise<string>;
  /** A new shared album of the owner's with a participant who is not the other customer. */
  freshSharedAlbum(): Promise<string>;
  /** A finished download of two of the owner's photos. */
  readyDownload(): Promise<string>;
  /** A finished export of the owner's library. */
  readyExport(): Promise<string>;
  /** The owner's upload transfer and its credential. */
  readonly transfer: { readonly transferId: string; readonly token: string };
  /** An upload of the owner's that has its bytes and made a photo. */
  readonly finishedUploadId: string;
  /** A new upload of the owner's with no byte yet: its tus address below the storage service. */
  freshTusUpload(): Promise<string>;
  /** A value of `column` of the first row of `table` matching `where` (name the owner in it). */
  pick(table: string, column: string, where: Record<string, unknown>): Promise<string>;
  readonly ownerProductCode: string;
  /** An order of the owner's with an expected delivery window. */
  orderWithDeliveryDates(): Promise<string>;
  /** An order of the owner's that may be placed again. */
  reorderableOrder(): Promise<string>;
  readonly businessInvoice: { readonly id: string; readonly channel: string; readonly orderRef: string };
  readonly businessGroupFileId: string;
}

export interface Recipe {
  /**
   * How another signed-in customer is answered: 'not-found' (404, for what is named by id in the
   * path or query), 'unknown-ids' (ids in the body are answered as ids that do not exist: 400, or
   * 200 listing each as failed where the spec answers a bulk call so), 'own' (the same call acts on
   * their own data: they succeed and read nothing of the owner's), 'same' (what every customer gets
   * alike: catalogues, offers), or a status of its own, said where it is used.
   */
  readonly others: 'not-found' | 'unknown-ids' | 'own' | 'same' | 401;
  /** The owner: the demo consumer (default), the demo business customer, or one made for the call. */
  readonly owner?: 'consumer' | 'business' | ((fixtures: Fixtures) => Promise<Party>);
  /**
   * The owner's upload-only credential may make this call (the upload routes): it is answered as
   * another uploader would be, never with the owner's data. Every other route refuses it with 401.
   */
  readonly transferMay?: boolean;
  /** The call, with what it needs made first (as the owner). */
  readonly call: (fixtures: Fixtures, owner: Party) => Promise<Call>;
}

export const noBody = (method: HTTPMethods, path: string, query?: Call['query']): Call => ({
  method,
  path,
  query,
});

/** The recipes by route, as `METHOD /services/<service>/<path>` of the route table. */
export function recipes(): Record<string, Recipe> {
  const photo = servicePrefix('photo');
  const storage = servicePrefix('storage');
  const entries: [string, Recipe][] = [
    // Photo service: the library.
    [`GET ${photo}/users`, { others: 'own', call: async () => noBody('GET', '/users') }],
    [`GET ${photo}/users/timeline`, { others: 'own', call: async () => noBody('GET', '/users/timeline') }],
    [
      `GET ${photo}/photos/timeline/:year/:month`,
      { others: 'own', call: async () => noBody('GET', '/photos/timeline/1970/1', { limit: '24' }) },
    ],
    [
      `GET ${photo}/photos/timeline/:year/:month/ids`,
      { others: 'own', call: async () => noBody('GET', '/photos/timeline/1970/1/ids', { offset: '0' }) },
    ],
    [
      `GET ${photo}/photos/:photoId`,
      {
        others: 'not-found',
        call: async (f) => noBody('GET', `/photos/${f.ownerPhotos[0]?.id}`, { around: '24' }),
      },
    ],
    [`GET ${photo}/photos`, { others: 'own', call: async () => noBody('GET', '/photos') }],
    [
      `DELETE ${photo}/photos`,
      {
        others: 'unknown-ids',
        call: async (f) => ({
          method: 'DELETE',
          path: '/photos',
          body: { photoIds: [(await f.freshPhoto()).id] },
        }),
      },
    ],
    [
      `DELETE ${photo}/photos/all`,
      {
        others: 'own',
        owner: async (f) => customerWithPhotos(f, 'delete-all'),
        call: async () => noBody('DELETE', '/photos/all'),
      },
    ],
    [`GET ${photo}/users/activate`, { others: 'own', call: async () => noBody('GET', '/users/activate') }],
    [
      `POST ${photo}/users/activate`,
      {
        others: 'own',
        owner: async (f) => newCustomer(f.server, 'activate'),
        call: async () => noBody('POST', '/users/activate'),
      },
    ],
    // Photo service: albums.
    [`GET ${photo}/albums`, { others: 'own', call: async () => noBody('GET', '/albums') }],
    [
      `POST ${photo}/albums`,
      { others: 'own', call: async () => ({ method: 'POST', path: '/albums', body: { name: 'Matrix' } }) },
    ],
    [
      `GET ${photo}/albums/:albumId`,
      { others: 'not-found', call: async (f) => noBody('GET', `/albums/${await f.freshAlbum()}`) },
    ],
    [
      `PATCH ${photo}/albums/:albumId`,
      {
        others: 'not-found',
        call: async (f) => ({
          method: 'PATCH',
          path: `/albums/${await f.freshAlbum()}`,
          body: { name: 'Renamed' },
        }),
      },
    ],
    [
      `DELETE ${photo}/albums/:albumId`,
      { others: 'not-found', call: async (f) => noBody('DELETE', `/albums/${await f.freshAlbum()}`) },
    ],
    [
      `GET ${photo}/albums/:albumId/photos`,
      { others: 'not-found', call: async (f) => noBody('GET', `/albums/${await f.freshAlbum()}/photos`) },
    ],
    [
      `POST ${photo}/albums/:albumId/photos`,
      {
        others: 'not-found',
        call: async (f) => ({
          method: 'POST',
          path: `/albums/${await f.freshAlbum()}/photos`,
          body: { photoIds: [(await f.freshPhoto()).id] },
        }),
      },
    ],
    [
      `DELETE ${photo}/albums/:albumId/photos`,
      {
        others: 'not-found',
        call: async (f) => {
          const albumId = await f.freshAlbum();
          const photoId = await f.pick('album_photos', 'photo_id', { album_id: albumId });
          return { method: 'DELETE', path: `/albums/${albumId}/photos`, body: { photoIds: [photoId] } };
        },
      },
    ],
    [
      `DELETE ${photo}/albums/:albumId/photos/:photoId`,
      {
        others: 'not-found',
        call: async (f) => {
          const albumId = await f.freshAlbum();
          const photoId = await f.pick('album_photos', 'photo_id', { album_id: albumId });
          return noBody('DELETE', `/albums/${albumId}/photos/${photoId}`);
        },
      },
    ],
    // Shared albums.
    [
      `GET ${servicePrefix('sharedAlbums')}/users`,
      { others: 'own', call: async () => noBody('GET', '/users') },
    ],
    [
      `GET ${servicePrefix('sharedAlbums')}/shared-albums`,
      { others: 'own', call: async () => noBody('GET', '/shared-albums') },
    ],
    ...(['', '/participants', '/photos'] as const).map((below): [string, Recipe] => [
      `GET ${servicePrefix('sharedAlbums')}/shared-albums/:albumId${below}`,
      {
        others: 'not-found',
        call: async (f) => noBody('GET', `/shared-albums/${await f.freshSharedAlbum()}${below}`),
      },
    ]),
    [
      `DELETE ${servicePrefix('sharedAlbums')}/shared-albums/:albumId`,
      {
        others: 'not-found',
        call: async (f) => noBody('DELETE', `/shared-albums/${await f.freshSharedAlbum()}`),
      },
    ],
    // An album read from anywhere in it: its ids and a photo with its place, on both services.
    ...(
      [
        [photo, '/albums', async (f: Fixtures) => f.freshAlbum()],
        [servicePrefix('sharedAlbums'), '/shared-albums', async (f: Fixtures) => f.freshSharedAlbum()],
      ] as const
    ).flatMap(([prefix, albums, fresh]): [string, Recipe][] => [
      [
        `GET ${prefix}${albums}/:albumId/photos/ids`,
        {
          others: 'not-found',
          call: async (f) => noBody('GET', `${albums}/${await fresh(f)}/photos/ids`, { offset: '0' }),
        },
      ],
      [
        `GET ${prefix}${albums}/:albumId/photos/:photoId`,
        {
          others: 'not-found',
          call: async (f) => {
            const albumId = await fresh(f);
            const photoId = await f.pick('album_photos', 'photo_id', { album_id: albumId });
            return noBody('GET', `${albums}/${albumId}/photos/${photoId}`, { around: '24' });
          },
        },
      ],
    ]),
    // Downloads, exports, temp selections.
    [
      `GET ${servicePrefix('downloads')}/downloads`,
      { others: 'own', call: async () => noBody('GET', '/downloads') },
    ],
    [
      `POST ${servicePrefix('downloads')}/downloads`,
      {
        others: 'unknown-ids',
        call: async (f) => ({
          method: 'POST',
          path: '/downloads',
          body: { id: randomUUID(), photos: [(await f.freshPhoto()).id] },
        }),
      },
    ],
    [
      `GET ${servicePrefix('downloads')}/downloads/:downloadId/url`,
      { others: 'not-found', call: async (f) => noBody('GET', `/downloads/${await f.readyDownload()}/url`) },
    ],
    [
      `POST ${servicePrefix('downloads')}/shared-album-downloads`,
      {
        others: 'not-found',
        call: async (f, owner) => {
          const albumId = await f.freshSharedAlbum();
          const photoId = await f.pick('album_photos', 'photo_id', { album_id: albumId });
          return {
            method: 'POST',
            path: '/shared-album-downloads',
            body: { albumId, photos: [{ photoId, ownerId: owner.id }] },
          };
        },
      },
    ],
    [
      `POST ${servicePrefix('exports')}/backups`,
      {
        others: 'own',
        owner: async (f) => customerWithPhotos(f, 'export'),
        call: async () => ({ method: 'POST', path: '/backups', body: { channel: CHANNEL } }),
      },
    ],
    [
      `GET ${servicePrefix('exports')}/backups/:backupId`,
      { others: 'not-found', call: async (f) => noBody('GET', `/backups/${await f.readyExport()}`) },
    ],
    [
      `GET ${servicePrefix('exports')}/backups/:backupId/chunks/:iteration/url`,
      {
        others: 'not-found',
        call: async (f) => noBody('GET', `/backups/${await f.readyExport()}/chunks/0/url`),
      },
    ],
    [
      `POST ${servicePrefix('tempSelections')}/temp-selections`,
      {
        others: 'unknown-ids',
        call: async (f) => ({
          method: 'POST',
          path: '/temp-selections',
          body: { photoIds: [(await f.freshPhoto()).id] },
        }),
      },
    ],
    [
      `GET ${servicePrefix('tempSelections')}/temp-selections/:tempSelectionId`,
      {
        others: 'not-found',
        call: async (f, owner) => {
          const created = await send(
            f,
            owner.token,
            {
              method: 'POST',
              path: '/temp-selections',
              body: { photoIds: [(await f.freshPhoto()).id] },
            },
            servicePrefix('tempSelections'),
          );
          const { tempSelectionId } = (await created.json()) as { tempSelectionId: string };
          return noBody('GET', `/temp-selections/${tempSelectionId}`);
        },
      },
    ],
    // Storage: uploads and transfers.
    [
      `POST ${storage}${TUS_ENDPOINT_PATH}`,
      {
        others: 'own',
        transferMay: true,
        call: async () => ({
          method: 'POST',
          path: TUS_ENDPOINT_PATH,
          headers: {
            'Tus-Resumable': TUS_VERSION,
            'Upload-Length': '10',
            'Upload-Metadata': tusMetadata({ filename: 'matrix.jpg', filetype: 'image/jpeg' }),
          },
        }),
      },
    ],
    [
      `PATCH ${storage}${TUS_ENDPOINT_PATH}/:uploadId`,
      {
        others: 'not-found',
        transferMay: true,
        call: async (f) => ({
          method: 'PATCH',
          path: await f.freshTusUpload(),
          rawBody: await randomJpeg(),
          headers: {
            'Tus-Resumable': TUS_VERSION,
            'Upload-Offset': '0',
            'Content-Type': 'application/offset+octet-stream',
          },
        }),
      },
    ],
    [
      `DELETE ${storage}${TUS_ENDPOINT_PATH}/:uploadId`,
      {
        others: 'not-found',
        transferMay: true,
        call: async (f) => ({
          method: 'DELETE',
          path: await f.freshTusUpload(),
          headers: { 'Tus-Resumable': TUS_VERSION },
        }),
      },
    ],
    [
      `HEAD ${storage}${TUS_ENDPOINT_PATH}/:uploadId`,
      {
        others: 'not-found',
        transferMay: true,
        call: async (f) => ({
          method: 'HEAD',
          path: await f.freshTusUpload(),
          headers: { 'Tus-Resumable': TUS_VERSION },
        }),
      },
    ],
    [
      `GET ${storage}/uploads/:uploadId`,
      {
        others: 'not-found',
        transferMay: true,
        call: async (f, owner) => noBody('GET', `/uploads/${f.finishedUploadId}`, { accountId: owner.id }),
      },
    ],
    [
      `POST ${storage}/getanonymousuploads`,
      {
        others: 'same',
        call: async (f) => ({ method: 'POST', path: '/getanonymousuploads', body: [f.finishedUploadId] }),
      },
    ],
    [
      `POST ${storage}/upload-transfers`,
      { others: 'own', call: async () => noBody('POST', '/upload-transfers') },
    ],
    [
      `GET ${storage}/upload-transfers/current`,
      {
        // No customer's access token reads a transfer: only its own credential does.
        others: 401,
        // Only the transfer's own credential reads it; the customer's access token is not one.
        owner: async (f) => ({ ...f.owner, token: f.transfer.token }),
        transferMay: true,
        call: async () => noBody('GET', '/upload-transfers/current'),
      },
    ],
    [
      `DELETE ${storage}/upload-transfers/:transferId`,
      {
        others: 'not-found',
        call: async (f, owner) => noBody('DELETE', `/upload-transfers/${await freshTransfer(f, owner)}`),
      },
    ],
    [
      `DELETE ${storage}/upload-transfers`,
      {
        others: 'own',
        // A customer of its own: the owner's transfer of the fixtures must keep working.
        owner: async (f) => newCustomer(f.server, 'revoke-transfers'),
        call: async (f, owner) => {
          await freshTransfer(f, owner);
          return noBody('DELETE', '/upload-transfers');
        },
      },
    ],
    // Account information and deletion.
    [
      `GET ${servicePrefix('deletion')}/accounts/getaccountinformation`,
      { others: 'own', call: async () => noBody('GET', '/accounts/getaccountinformation') },
    ],
    ...identityRecipes(),
    // Customer service.
    [
      `GET ${servicePrefix('customer')}/customers/me`,
      { others: 'own', call: async () => noBody('GET', '/customers/me') },
    ],
    [
      `PATCH ${servicePrefix('customer')}/customers/me`,
      {
        others: 'own',
        owner: 'business',
        call: async () => ({
          method: 'PATCH',
          path: '/customers/me',
          body: { callbackUrl: 'https://erp.example.com/status', callbackFormat: 'JSON' },
        }),
      },
    ],
    [
      `PUT ${servicePrefix('customer')}/customers/me/personal-details`,
      {
        others: 'own',
        call: async () => ({
          method: 'PUT',
          path: '/customers/me/personal-details',
          body: { firstName: 'Alex', lastName: 'Morgan' },
        }),
      },
    ],
    [
      `GET ${servicePrefix('customer')}/customers/me/addresses`,
      { others: 'own', call: async () => noBody('GET', '/customers/me/addresses') },
    ],
    [
      `POST ${servicePrefix('customer')}/customers/me/addresses`,
      {
        others: 'own',
        call: async () => ({ method: 'POST', path: '/customers/me/addresses', body: ADDRESS }),
      },
    ],
    [
      `PUT ${servicePrefix('customer')}/customers/me/addresses/:addressId`,
      {
        others: 'not-found',
        call: async (f) => ({
          method: 'PUT',
          path: `/customers/me/addresses/${await ownAddress(f)}`,
          body: ADDRESS,
        }),
      },
    ],
    [
      `DELETE ${servicePrefix('customer')}/customers/me/addresses/:addressId`,
      {
        others: 'not-found',
        call: async (f) => noBody('DELETE', `/customers/me/addresses/${await ownAddress(f)}`),
      },
    ],
    // Orders and vouchers.
    [
      `GET ${servicePrefix('orders')}/v2/superorders/me`,
      { others: 'own', call: async () => noBody('GET', '/v2/superorders/me') },
    ],
    [
      `GET ${servicePrefix('orders')}/v1/superorders/:orderCode`,
      { others: 'not-found', call: async (f) => noBody('GET', `/v1/superorders/${await ownOrder(f)}`) },
    ],
    [
      `PUT ${servicePrefix('orders')}/v1/superorders/:orderCode/deliveryAddress`,
      {
        others: 'not-found',
        call: async (f) => ({
          method: 'PUT',
          path: `/v1/superorders/${await changeableOrder(f)}/deliveryAddress`,
          body: ADDRESS_FIELDS,
        }),
      },
    ],
    [
      `GET ${servicePrefix('orders')}/orders/byAccount/:accountId`,
      { others: 'not-found', call: async (_f, owner) => noBody('GET', `/orders/byAccount/${owner.id}`) },
    ],
    [
      `GET ${servicePrefix('orders')}/v1/Orders/:orderId`,
      {
        others: 'not-found',
        call: async (f, owner) =>
          noBody('GET', `/v1/Orders/${await f.pick('order_products', 'id', { account_id: owner.id })}`),
      },
    ],
    [
      `GET ${servicePrefix('orders')}/OrderDeliveryDates/:orderCode`,
      {
        others: 'not-found',
        call: async (f) => noBody('GET', `/OrderDeliveryDates/${await f.orderWithDeliveryDates()}`),
      },
    ],
    [
      `GET ${servicePrefix('orders')}/reorder/status/:orderCode`,
      { others: 'not-found', call: async (f) => noBody('GET', `/reorder/status/${await ownOrder(f)}`) },
    ],
    [
      `POST ${servicePrefix('orders')}/reorder-direct`,
      {
        others: 'not-found',
        call: async (f) => noBody('POST', '/reorder-direct', { OrderCode: await f.reorderableOrder() }),
      },
    ],
    [
      `GET ${servicePrefix('vouchers')}/api/v1/campaigns/offers/:voucherCode`,
      {
        others: 'same',
        call: async (f) =>
          noBody('GET', `/api/v1/campaigns/offers/${await f.pick('voucher_offers', 'code', {})}`),
      },
    ],
    [
      `GET ${servicePrefix('cutoff')}/v1/ArticleGroup`,
      { others: 'same', call: async () => noBody('GET', '/v1/ArticleGroup') },
    ],
    [
      `GET ${servicePrefix('cutoff')}/v1/Campaign/:name`,
      {
        others: 'same',
        call: async (f) => noBody('GET', `/v1/Campaign/${await f.pick('cutoff_campaigns', 'name', {})}`),
      },
    ],
    // Invoices (business customers).
    [
      `GET ${servicePrefix('invoices')}/api/v1/HistoricalInvoice/me`,
      { others: 'own', owner: 'business', call: async () => noBody('GET', '/api/v1/HistoricalInvoice/me') },
    ],
    [
      `GET ${servicePrefix('invoices')}/api/v1/HistoricalInvoice/me/pdf/:id/:channel`,
      {
        others: 'not-found',
        owner: 'business',
        call: async (f) =>
          noBody(
            'GET',
            `/api/v1/HistoricalInvoice/me/pdf/${f.businessInvoice.id}/${f.businessInvoice.channel}`,
            {
              orderRef: f.businessInvoice.orderRef,
            },
          ),
      },
    ],
    [
      `GET ${servicePrefix('invoices')}/api/v1/InvoiceGroupFiles/me/:id`,
      {
        others: 'not-found',
        owner: 'business',
        call: async (f) => noBody('GET', `/api/v1/InvoiceGroupFiles/me/${f.businessGroupFileId}`),
      },
    ],
    // Products and PDFs, saved projects.
    [
      `GET ${servicePrefix('products')}/v1/Products/:code`,
      {
        others: 'not-found',
        call: async (f) => noBody('GET', `/v1/Products/${f.ownerProductCode}`, { extend: 'files' }),
      },
    ],
    [
      `GET ${servicePrefix('products')}/v1/pdf/me/:code`,
      { others: 'not-found', call: async (f) => noBody('GET', `/v1/pdf/me/${f.ownerProductCode}`) },
    ],
    [
      `GET ${servicePrefix('products')}/v1/Pdfs/me`,
      { others: 'own', call: async () => noBody('GET', '/v1/Pdfs/me') },
    ],
    [
      `GET ${servicePrefix('projects')}/api/v2/projects/:accountId`,
      { others: 'not-found', call: async (_f, owner) => noBody('GET', `/api/v2/projects/${owner.id}`) },
    ],
    [
      `DELETE ${servicePrefix('projects')}/api/v2/project/:id`,
      {
        others: 'not-found',
        call: async (f, owner) =>
          noBody('DELETE', `/api/v2/project/${await f.pick('saved_projects', 'id', { owner_id: owner.id })}`),
      },
    ],
    // Widgets and the gallery.
    [
      `GET ${servicePrefix('widgets')}/v1/widget/all`,
      {
        others: 'own',
        call: async (f) => noBody('GET', '/v1/widget/all', { orderCodes: [await publishedBook(f)] }),
      },
    ],
    [
      `GET ${servicePrefix('widgets')}/v1/widget/:code`,
      { others: 'not-found', call: async (f) => noBody('GET', `/v1/widget/${await publishedBook(f)}`) },
    ],
    [
      `PUT ${servicePrefix('widgets')}/v1/widget/:code`,
      {
        others: 'not-found',
        call: async (f) => ({
          method: 'PUT',
          path: `/v1/widget/${await publishedBook(f)}`,
          body: { channel: CHANNEL, title: 'Matrix', categoryNames: [] },
        }),
      },
    ],
    [
      `DELETE ${servicePrefix('widgets')}/v1/widget/:code`,
      { others: 'not-found', call: async (f) => noBody('DELETE', `/v1/widget/${await publishedBook(f)}`) },
    ],
    [
      `PUT ${servicePrefix('widgets')}/v1/widget/:code/share`,
      {
        others: 'not-found',
        call: async (f) =>
          noBody('PUT', `/v1/widget/${await publishedBook(f)}/share`, {
            vendorId: VENDOR,
            fromName: 'Alex',
            personalMessage: '',
            toEmailAddress: Buffer.from('friend-of-alex@example.com').toString('base64'),
          }),
      },
    ],
    [
      `GET ${servicePrefix('widgetGallery')}/v1/galleryentries/:widgetId`,
      {
        others: 'not-found',
        call: async (f) =>
          noBody('GET', `/v1/galleryentries/${await publishedWidget(f)}`, { channel: CHANNEL }),
      },
    ],
    [
      `POST ${servicePrefix('widgetGallery')}/v1/galleryentries/`,
      {
        others: 'not-found',
        call: async (f) => ({
          method: 'POST',
          path: '/v1/galleryentries/',
          body: {
            productCode: await unpublishedBook(f),
            channel: CHANNEL,
            title: 'Matrix',
            categoryNames: [],
          },
        }),
      },
    ],
    [
      `PUT ${servicePrefix('widgetGallery')}/v1/galleryentries/:widgetId`,
      {
        others: 'not-found',
        call: async (f) => ({
          method: 'PUT',
          path: `/v1/galleryentries/${await publishedWidget(f)}`,
          query: { channel: CHANNEL },
          body: { title: 'Matrix', categoryNames: [] },
        }),
      },
    ],
    [
      `DELETE ${servicePrefix('widgetGallery')}/v1/galleryentries/:widgetId`,
      {
        others: 'not-found',
        call: async (f) =>
          noBody('DELETE', `/v1/galleryentries/${await publishedWidget(f)}`, { channel: CHANNEL }),
      },
    ],
    [
      `GET ${servicePrefix('widgetGallery')}/v1/categories`,
      { others: 'same', call: async () => noBody('GET', '/v1/categories') },
    ],
    [
      `GET ${servicePrefix('widgetGallery')}/v1/blockedorders/:productCode`,
      { others: 'not-found', call: async (f) => noBody('GET', `/v1/blockedorders/${f.ownerProductCode}`) },
    ],
    // Catalogues and offers every customer gets alike.
    [
      `POST ${servicePrefix('merchandise')}/graphql`,
      {
        others: 'same',
        call: async () => ({ method: 'POST', path: '/graphql', body: { query: '{ channels { ID } }' } }),
      },
    ],
    [
      `GET ${servicePrefix('abTesting')}/offers`,
      { others: 'own', call: async () => noBody('GET', '/offers', { mbox: 'sample-test' }) },
    ],
  ];
  return Object.fromEntries(entries);
}

/** The Auth API's calls, each on a customer made for it: confirming deletes the account or changes its address. */
function identityRecipes(): [string, Recipe][] {
  const authApi = servicePrefix('authApi');
  const identity = (party: Party) => `/v2/identities/${LOCAL_IDENTITY_PROVIDER}/${party.id}`;
  const confirmed = async (
    f: Fixtures,
    owner: Party,
    kind: 'deleteaccount' | 'emailchanges',
    route: string,
  ) => {
    const body =
      kind === 'deleteaccount'
        ? { channel: CHANNEL }
        : { email: `moved-${randomUUID()}@example.com`, channel: CHANNEL };
    const asked = await send(
      f,
      owner.token,
      { method: 'POST', path: `${identity(owner)}/${kind}`, body },
      authApi,
    );
    expect(asked.status, `${kind} for the confirmation mail`).toBeLessThan(300);
    const mailbox = await openMailbox(f.server.test.database);
    try {
      const to = kind === 'deleteaccount' ? owner.email : (body.email ?? owner.email);
      const link = await mailbox.linkTo(to ?? owner.email, route);
      return link.searchParams.get('confirmation-token') ?? '';
    } finally {
      await mailbox.close();
    }
  };
  return [
    [
      `POST ${authApi}/v2/identities/:idpType/:idpSub/deleteaccount`,
      {
        others: 'not-found',
        owner: async (f) => newCustomer(f.server, 'delete-ask'),
        call: async (_f, owner) => ({
          method: 'POST',
          path: `${identity(owner)}/deleteaccount`,
          body: { channel: CHANNEL },
        }),
      },
    ],
    [
      `POST ${authApi}/v2/identities/:idpType/:idpSub/deleteaccount/:token/actions/confirm`,
      {
        others: 'not-found',
        owner: async (f) => newCustomer(f.server, 'delete-confirm'),
        call: async (f, owner) => {
          const token = await confirmed(f, owner, 'deleteaccount', '/delete-account-confirmation');
          return noBody('POST', `${identity(owner)}/deleteaccount/${token}/actions/confirm`);
        },
      },
    ],
    [
      `POST ${authApi}/v2/identities/:idpType/:idpSub/emailchanges`,
      {
        others: 'not-found',
        owner: async (f) => newCustomer(f.server, 'email-ask'),
        call: async (_f, owner) => ({
          method: 'POST',
          path: `${identity(owner)}/emailchanges`,
          body: { email: `moved-${randomUUID()}@example.com`, channel: CHANNEL },
        }),
      },
    ],
    [
      `POST ${authApi}/v2/identities/:idpType/:idpSub/emailchanges/:token/actions/confirm`,
      {
        others: 'not-found',
        owner: async (f) => newCustomer(f.server, 'email-confirm'),
        call: async (f, owner) => {
          const token = await confirmed(f, owner, 'emailchanges', '/change-email-confirmation');
          return noBody('POST', `${identity(owner)}/emailchanges/${token}/actions/confirm`);
        },
      },
    ],
  ];
}

/**
 * Routes that take no bearer token, and why. Each kind is tested below in its own way; none may
 * hold a customer's data that a token would otherwise guard.
 */
export const WITHOUT_BEARER_TOKEN: Readonly<Record<string, string>> = {
  [`POST ${servicePrefix('newsletter')}/api/v1/Profiles/:email/subscription/confirm/:token`]:
    'the double opt-in link: its token is the permission (account-portal §7 Newsletter)',
  [`GET ${servicePrefix('photo')}/media/:photoId/:variant`]: 'a signed link (photo media)',
  [`GET ${servicePrefix('downloads')}/archives/:downloadId.zip`]: 'a signed link (a download’s zip)',
  [`GET ${servicePrefix('exports')}/archives/:backupId/:iteration.zip`]: 'a signed link (an export chunk)',
  [`GET ${PUSH_SOCKET_PATH}`]: 'a socket: the token is its first message',
  [`GET ${TRANSFER_SOCKET_PATH}`]: 'a socket: the token is its first message',
};

const ADDRESS_FIELDS = {
  firstName: 'Alex',
  lastName: 'Morgan',
  street: 'Via del Corso',
  houseNumber: '12',
  postalCode: '00186',
  city: 'Roma',
  countryCode: 'IT',
};
export const ADDRESS = { ...ADDRESS_FIELDS, isDefault: false };

function url(f: Fixtures, prefix: string, call: Call): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {})) {
    for (const one of [value].flat()) search.append(name, one);
  }
  const query = search.size === 0 ? '' : `?${search}`;
  return `${f.server.baseUrl}${prefix}${call.path}${query}`;
}

export async function send(f: Fixtures, token: string | null, call: Call, prefix: string): Promise<Response> {
  const headers: Record<string, string> = { ...call.headers };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (call.rawBody !== undefined) body = Uint8Array.from(call.rawBody);
  else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  return fetch(url(f, prefix, call), { method: call.method, headers, body });
}

/** A new transfer of `owner`'s, by id. */
async function freshTransfer(f: Fixtures, owner: Party): Promise<string> {
  const created = await send(f, owner.token, noBody('POST', '/upload-transfers'), servicePrefix('storage'));
  expect(created.status).toBe(201);
  return ((await created.json()) as { transferId: string }).transferId;
}

async function customerWithPhotos(f: Fixtures, label: string): Promise<Customer> {
  const customer = await newCustomer(f.server, label);
  await addPhotos(f.server.portal.context, customer.email, 2);
  return customer;
}

async function ownAddress(f: Fixtures): Promise<string> {
  const created = await send(
    f,
    f.owner.token,
    { method: 'POST', path: '/customers/me/addresses', body: ADDRESS },
    servicePrefix('customer'),
  );
  return ((await created.json()) as { id: string }).id;
}

function ownOrder(f: Fixtures): Promise<string> {
  return f.pick('superorders', 'code', { account_id: f.owner.id });
}

/** An order of the owner's whose delivery address may still change: one not yet in production. */
function changeableOrder(f: Fixtures): Promise<string> {
  return f.pick('superorders', 'code', { account_id: f.owner.id, status: 'Received' });
}

/** A book of the owner's with a widget (published again if a call deleted it). */
async function publishedBook(f: Fixtures): Promise<string> {
  const code = f.ownerProductCode;
  const widget = await send(f, f.owner.token, noBody('GET', `/v1/widget/${code}`), servicePrefix('widgets'));
  if (widget.status === 200) return code;
  const saved = await send(
    f,
    f.owner.token,
    {
      method: 'PUT',
      path: `/v1/widget/${code}`,
      body: { channel: CHANNEL, title: 'Matrix', categoryNames: [] },
    },
    servicePrefix('widgets'),
  );
  expect(saved.status).toBe(200);
  return code;
}

async function publishedWidget(f: Fixtures): Promise<string> {
  const code = await publishedBook(f);
  const widget = await send(f, f.owner.token, noBody('GET', `/v1/widget/${code}`), servicePrefix('widgets'));
  return ((await widget.json()) as { widgetId: string }).widgetId;
}

/** A book of the owner's without a widget (its widget deleted if it had one). */
async function unpublishedBook(f: Fixtures): Promise<string> {
  const code = f.ownerProductCode;
  await send(f, f.owner.token, noBody('DELETE', `/v1/widget/${code}`), servicePrefix('widgets'));
  return code;
}

/** The service prefix a route of the table lives under, and its path below it. */
export function splitRoute(route: RegisteredRoute): { prefix: string; below: string } {
  const [, service = ''] = /^(\/services\/[a-z-]+)/.exec(route.url) ?? [];
  return { prefix: service, below: route.url.slice(service.length) };
}

/**
 * Seeds what the recipes call on (the demo customers' orders, invoices, products, widgets, saved
 * projects, and photos, albums, uploads and a transfer made here) and answers the fixtures.
 */
export async function prepareFixtures(server: PortalServer): Promise<Fixtures> {
  const context = server.portal.context;
  for (const step of [
    ensureDemoCustomers,
    ensureDemoVouchers,
    ensureDemoOrders,
    ensureDemoInvoices,
    ensureDemoCutoff,
    ensureDemoWidgets,
    ensureDemoSavedProjects,
  ]) {
    await step(context);
  }
  const party = async (email: string): Promise<Party> => ({
    id: await accountId(context, email),
    email,
    token: await server.tokenFor(email),
  });
  const owner = await party(DEMO);
  const business = await party(BUSINESS);
  const other = await newCustomer(server, 'other');
  const ownerPhotos = await addPhotos(context, DEMO, 4);
  const otherPhotos = await addPhotos(context, other.email, 2);
  const db = context.database.db;
  const pick = async (table: string, column: string, where: Record<string, unknown>) => {
    const conditions = Object.entries(where).map(([name, value]) => sql`${sql.ref(name)} = ${value}`);
    const filter = conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`;
    const { rows } = await sql<{
      value: unknown;
    }>`select ${sql.ref(column)} as value from ${sql.table(table)} ${filter} order by 1 limit 1`.execute(db);
    const value = rows[0]?.value;
    if (typeof value !== 'string') throw new Error(`No ${table}.${column} where ${JSON.stringify(where)}`);
    return value;
  };
  const freshPhoto = async () => {
    const [made] = await addPhotos(context, DEMO, 1);
    if (made === undefined) throw new Error('No photo made');
    return made;
  };
  const freshAlbum = async () => {
    const albumId = await addAlbum(context, owner.id, { name: 'Matrix' });
    await putInAlbum(context, albumId, [(await freshPhoto()).id, (await freshPhoto()).id], owner.id);
    return albumId;
  };
  const participant = await newCustomer(server, 'participant');
  const freshSharedAlbum = async () =>
    addSharedAlbum(context, owner.id, [participant.id], new Map([[owner.id, [(await freshPhoto()).id]]]));
  const readyDownload = async () => {
    const id = randomUUID();
    const created = await send(
      fixtures,
      owner.token,
      { method: 'POST', path: '/downloads', body: { id, photos: [(await freshPhoto()).id] } },
      servicePrefix('downloads'),
    );
    expect(created.status).toBeLessThan(300);
    await server.portal.jobs.drain();
    return id;
  };
  let exportId: string | null = null;
  const readyExport = async () => {
    if (exportId !== null) return exportId;
    const created = await send(
      fixtures,
      owner.token,
      { method: 'POST', path: '/backups', body: { channel: CHANNEL } },
      servicePrefix('exports'),
    );
    expect(created.status).toBeLessThan(300);
    await server.portal.jobs.drain();
    exportId = await pick('exports', 'id', { owner_id: owner.id, status: 'READY' });
    return exportId;
  };
  const transferAnswer = await send(
    { server } as Fixtures,
    owner.token,
    noBody('POST', '/upload-transfers'),
    servicePrefix('storage'),
  );
  const transfer = (await transferAnswer.json()) as { transferId: string; token: string };
  const storageTarget = { baseUrl: `${server.baseUrl}${servicePrefix('storage')}`, token: owner.token };
  const finished = await uploadFile(storageTarget, await randomJpeg(), {
    fileName: 'matrix.jpg',
    fileType: 'image/jpeg',
  });
  const freshTusUpload = async () => {
    const created = await createUpload(storageTarget, {
      fileName: 'matrix.jpg',
      fileType: 'image/jpeg',
      length: 4096,
    });
    expect(created.status).toBe(201);
    return uploadUrl(storageTarget, created).url.slice(storageTarget.baseUrl.length);
  };
  const ownerProductCode = await pick('products', 'product_code', { owner_id: owner.id, blocked: 0 });
  const orderWhere = (filter: (query: SuperordersQuery) => SuperordersQuery) => async () => {
    const row = await filter(db.selectFrom('superorders').select('code').where('account_id', '=', owner.id))
      .orderBy('code')
      .executeTakeFirstOrThrow();
    return row.code;
  };
  const orderWithDeliveryDates = orderWhere((query) => query.where('earliest_delivery_date', 'is not', null));
  const reorderableOrder = orderWhere((query) =>
    query.where('can_reorder', '=', 1).where('status', '!=', 'Received'),
  );
  const invoice = await db
    .selectFrom('invoices')
    .select(['id', 'channel', 'order_ref', 'invoice_group_file_id'])
    .where('owner_id', '=', business.id)
    .execute();
  const [firstInvoice] = invoice;
  const grouped = invoice.find((row) => row.invoice_group_file_id !== null);
  if (firstInvoice === undefined || grouped?.invoice_group_file_id == null)
    throw new Error('No demo invoices');
  const fixtures: Fixtures = {
    server,
    owner,
    business,
    other,
    ownerPhotos,
    otherPhotos,
    freshPhoto,
    freshAlbum,
    freshSharedAlbum,
    readyDownload,
    readyExport,
    transfer,
    finishedUploadId: finished.uploadId,
    freshTusUpload,
    pick,
    ownerProductCode,
    orderWithDeliveryDates,
    reorderableOrder,
    businessInvoice: {
      id: firstInvoice.id,
      channel: firstInvoice.channel,
      orderRef: firstInvoice.order_ref,
    },
    businessGroupFileId: grouped.invoice_group_file_id,
  };
  return fixtures;
}
