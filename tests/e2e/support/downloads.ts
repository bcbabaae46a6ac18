import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { getConfig } from '@portal/api/clients/config';
import { createDownload, getDownloadUrl } from '@portal/api/clients/downloads';
import { isHttpStatus, type ServiceEndpoint } from '@portal/api/http';
import { nowIso, openDatabase } from '../../../packages/server/src/db/database.ts';
import { findAccountByEmail } from '../../../packages/server/src/identity/accounts.ts';
import { runAuthorizationCodeFlow } from '../../../packages/server/src/identity/authorization-code-flow.ts';
import { ARTICLE_TYPES } from '../../../packages/server/src/services/merchandise/catalogue.ts';
import { insertProduct } from '../../../packages/server/src/services/products/product-store.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { DATA_DIR_VARIABLE } from './paths.ts';
import { publicUrl } from './urls.ts';

/**
 * What a journey of the downloads page needs a customer to have before it opens: a photo archive the
 * download service prepared (asked for through the service, as the photo library asks for one, and
 * waited for until its link is given), and an ordered product whose print PDF the product service
 * holds (an order and its product written through the services' own tables and store).
 */

/** How long the download job may take to build a small archive. */
const ARCHIVE_WAIT_MS = 30_000;

function dataDir(): string {
  const folder = process.env[DATA_DIR_VARIABLE];
  if (!folder)
    throw new Error(`${DATA_DIR_VARIABLE} is not set: run the suites with tests/e2e/playwright.config.ts`);
  return folder;
}

/** The ids of up to `count` of the customer's photos (addPhotos gives them some). */
async function photoIdsOf(email: string, count: number): Promise<string[]> {
  const database = await openDatabase({ dataDir: dataDir() });
  try {
    const account = await findAccountByEmail(database, email);
    if (account === undefined) throw new Error(`No account ${email}`);
    const rows = await database.db
      .selectFrom('photos')
      .select('id')
      .where('owner_id', '=', account.id)
      .orderBy('id')
      .limit(count)
      .execute();
    return rows.map((row) => row.id);
  } finally {
    await database.close();
  }
}

/**
 * Asks the download service for an archive named `name` of `photoCount` of the customer's photos,
 * with the customer's own token, and waits until it is ready. Answers its id.
 */
export async function prepareArchive(email: string, name: string, photoCount: number): Promise<string> {
  const photos = await photoIdsOf(email, photoCount);
  if (photos.length !== photoCount)
    throw new Error(`${email} has ${photos.length} photos, not ${photoCount}`);
  const origin = publicUrl('').replace(/\/$/, '');
  const { accessToken } = await runAuthorizationCodeFlow({
    baseUrl: origin,
    credentials: { email, password: DEMO_PASSWORD },
  });
  const config = await getConfig({ baseUrl: origin });
  const downloads: ServiceEndpoint = {
    baseUrl: new URL(config.services.downloads.baseUrl, origin).href,
    getToken: () => accessToken,
  };
  const id = randomUUID();
  await createDownload(downloads, { id, name, photos });
  const until = Date.now() + ARCHIVE_WAIT_MS;
  for (;;) {
    try {
      await getDownloadUrl(downloads, id);
      return id;
    } catch (error) {
      if (!isHttpStatus(error, 409) || Date.now() > until) throw error;
      await sleep(250);
    }
  }
}

/**
 * Gives the customer a delivered order of one photo book titled `title` that the product service
 * holds with its print PDF. Answers the product code.
 */
export async function addOrderedPhotoBook(email: string, title: string): Promise<string> {
  const database = await openDatabase({ dataDir: dataDir() });
  try {
    const account = await findAccountByEmail(database, email);
    if (account === undefined) throw new Error(`No account ${email}`);
    const suffix = randomUUID().slice(0, 8).toUpperCase();
    const orderCode = `E2E-${suffix}`;
    const productCode = `PB-${suffix}`;
    const now = nowIso();
    await database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('superorders')
        .values({
          code: orderCode,
          account_id: account.id,
          status: 'Dispatched',
          order_source: 'Albelli',
          delivery_type: 'Home',
          delivery_address: null,
          earliest_delivery_date: null,
          latest_delivery_date: null,
          can_reorder: 0,
          expires_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('order_products')
        .values({
          id: `${orderCode}-1`,
          superorder_code: orderCode,
          account_id: account.id,
          position: 0,
          product_code: productCode,
          article_name: 'PhotoBook',
          title,
          quantity: 1,
          status: 'Dispatched',
          line_status: 'shipped',
          payment_changed_at: now,
          voucher_code: null,
        })
        .execute();
    });
    await insertProduct(database.db, {
      productCode,
      ownerId: account.id,
      orderCode,
      channel: 'PRINTWELL_GB',
      title,
      articleType: ARTICLE_TYPES.photoBook,
      pageCount: 4,
      pageWidthMm: 297,
      pageHeightMm: 210,
    });
    return productCode;
  } finally {
    await database.close();
  }
}
