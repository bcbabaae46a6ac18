import { devices, type Locator, type Page } from '@playwright/test';
import { signIn, signOut } from './support/accounts.ts';
import { createCustomer } from './support/customers.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { localized, type TextValues } from './support/locales.ts';
import { useTempFolder, writeNoisyJpeg } from './support/photo-files.ts';
import { originOf, publicUrl, urlFor } from './support/urls.ts';

/**
 * Upload from a phone (photo-library §2.1, §7 'Other') on the real server: the computer's 'From
 * your phone' tab shows a QR code; the phone opens its address without signing in, uploads, and
 * the computer lists each photo as it arrives and shows it in the library.
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';

const TEXT = {
  tab: 'From your phone',
  codeLabel: 'QR code that opens the upload page on your phone',
  cannotScan: 'Can’t scan the code?',
  waiting: 'Waiting for your phone…',
  connected: 'Your phone is connected.',
  received: '{{count, number}} photo added to your library',
  seePhotos: 'See your photos',
  phoneTitle: 'Upload to My photos',
  account: 'Your photos go to the library of {{email}}.',
  uploadOne: 'Upload {{count, number}} photo',
  uploaded: 'Uploaded',
  sent: '{{count, number}} photo uploaded. It is in My photos on your computer.',
  expiredCode: 'This code has expired.',
  newCode: 'Show a new code',
  incomplete: 'This link is incomplete. Scan the code on your computer again.',
  expired:
    'This code has expired. Show a new code on your computer (My photos, From your phone) and scan it again.',
  ended:
    'This code no longer works: it has expired or was closed on your computer. Show a new code on your computer (My photos, From your phone) and scan it again.',
  tooManyUnfinished: 'Too many of your uploads are unfinished. Try again once others have finished.',
} as const;

/** The storage service's cap on one code's unfinished uploads ([Note: Unfinished uploads are bounded]). */
const MAX_UNFINISHED_UPLOADS_PER_CODE = 10;

function say(name: keyof typeof TEXT, values?: TextValues): string | RegExp {
  return localized(LOCALE, TEXT[name], values);
}

const inFolder = useTempFolder('portal-phone-');

function phoneUpload(page: Page): Locator {
  return page.locator('phone-upload');
}

test('a photo uploaded on the phone from the QR code shows on the computer as it arrives', async ({
  page,
  browser,
}) => {
  const customer = await createCustomer({ firstName: 'Iris' });
  const photo = await writeNoisyJpeg(inFolder('canal.jpg'), {
    width: 800,
    height: 600,
    taken: '2021:08:03 18:20:00',
  });

  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = page.locator('photo-library');
  await library.getByRole('link', { name: say('tab') }).click();
  await expect(page).toHaveURL(/\/my-photos\/from-phone$/);
  await expect(library.getByRole('img', { name: say('codeLabel') })).toBeVisible();
  await expect(library.getByText(say('waiting'))).toBeVisible();
  await checkA11y(page);

  // The code holds the phone page on the brand's own host, with the credential in the fragment.
  await library.getByText(say('cannotScan')).click();
  const address = (await library.getByTestId('transfer-url').textContent()) ?? '';
  expect(address).toMatch(new RegExp(`^${originOf(HOST)}/upload-from-phone#upt_[A-Za-z0-9_-]{43}$`));

  const phoneContext = await browser.newContext({ ...devices['Pixel 7'], locale: 'en-GB' });
  try {
    const phone = await phoneContext.newPage();
    await phone.goto(address);
    const uploadPage = phoneUpload(phone);
    await expect(uploadPage.getByRole('heading', { name: say('phoneTitle') })).toBeVisible();
    await expect(uploadPage.getByText(say('account', { email: customer.email }))).toBeVisible();
    await expect(library.getByText(say('connected'))).toBeVisible();
    // The code left the address as soon as the page read it: its history entry has none either.
    expect(phone.url()).toBe(urlFor(HOST, '/upload-from-phone'));
    await phone.goBack();
    await phone.goForward();
    expect(phone.url()).toBe(urlFor(HOST, '/upload-from-phone'));
    // The page opened again in this tab (as by a phone's pull to refresh) still finds it.
    await expect(uploadPage.getByText(say('account', { email: customer.email }))).toBeVisible();

    await uploadPage.locator('input[type=file]').setInputFiles(photo);
    await uploadPage.getByRole('button', { name: say('uploadOne', { count: 1 }) }).click();
    await expect(uploadPage.getByRole('listitem').filter({ hasText: 'canal.jpg' })).toContainText(
      say('uploaded'),
    );
    await expect(uploadPage.getByRole('status')).toHaveText(say('sent', { count: 1 }));
    await checkA11y(phone);
  } finally {
    await phoneContext.close();
  }

  // The computer heard of it, refreshed the library, and shows it in the month it was taken.
  await expect(library.getByRole('list', { name: 'Photos from your phone' })).toContainText('canal.jpg');
  await expect(library.getByText(say('received', { count: 1 }))).toBeVisible();
  await expect(library.getByRole('link', { name: /^Photos/ })).toContainText('1');
  await library.getByRole('link', { name: say('seePhotos') }).click();
  await expect(library.getByRole('heading', { name: 'August 2021' })).toBeVisible();
  await expect(library.getByRole('img', { name: 'canal.jpg' })).toBeVisible();
});

/** The computer's QR tab with a code shown: its address for the phone. */
async function showCode(library: Locator): Promise<string> {
  await expect(library.getByRole('img', { name: say('codeLabel') })).toBeVisible();
  await library.getByText(say('cannotScan')).click();
  const address = (await library.getByTestId('transfer-url').textContent()) ?? '';
  expect(address).toContain('#upt_');
  return address;
}

/** A revocation of a transfer the page asks the storage service for. */
function revocation(page: Page, path: RegExp): Promise<unknown> {
  return page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && path.test(new URL(response.url()).pathname),
  );
}

test('leaving the QR tab and signing out end the code, and the phone says so', async ({ page, browser }) => {
  const customer = await createCustomer({ firstName: 'Tarik' });
  const photo = await writeNoisyJpeg(inFolder('harbour.jpg'), {
    width: 640,
    height: 480,
    taken: '2022:05:14 09:30:00',
  });
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos/from-phone' });
  const library = page.locator('photo-library');
  const first = await showCode(library);

  const phoneContext = await browser.newContext({ ...devices['Pixel 7'], locale: 'en-GB' });
  try {
    const phone = await phoneContext.newPage();
    await phone.goto(first);
    const uploadPage = phoneUpload(phone);
    await expect(uploadPage.getByText(say('account', { email: customer.email }))).toBeVisible();

    // The computer leaves the tab: the code it showed is revoked.
    const revoked = revocation(page, /\/services\/storage\/upload-transfers\/[^/]+$/);
    await library.getByRole('link', { name: /^Photos/ }).click();
    await revoked;
    await uploadPage.locator('input[type=file]').setInputFiles(photo);
    await uploadPage.getByRole('button', { name: say('uploadOne', { count: 1 }) }).click();
    await expect(uploadPage.getByRole('alert')).toHaveText(say('ended'));
    await checkA11y(phone);

    // A code shown in another tab, which is then closed: nothing ends it there (a page that closes
    // runs none of its code), so it still works...
    const otherTab = await page.context().newPage();
    await otherTab.goto(urlFor(HOST, '/my-photos/from-phone'));
    const second = await showCode(otherTab.locator('photo-library'));
    await otherTab.close();
    await phone.goto(second);
    await expect(uploadPage.getByText(say('account', { email: customer.email }))).toBeVisible();
    // ...until the customer signs out, which ends every code of the account.
    await signOut(page, { host: HOST });
    await phone.reload();
    await expect(uploadPage.getByRole('alert')).toHaveText(say('expired'));
  } finally {
    await phoneContext.close();
  }
});

test("the phone page says when the code's unfinished uploads have reached their cap", async ({
  page,
  browser,
}) => {
  const customer = await createCustomer({ firstName: 'Noor' });
  const photo = await writeNoisyJpeg(inFolder('dunes.jpg'), {
    width: 640,
    height: 480,
    taken: '2022:06:02 16:45:00',
  });
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos/from-phone' });
  const address = await showCode(page.locator('photo-library'));
  const token = new URL(address).hash.slice(1);

  // Ten uploads begun with the code and left unfinished, as a phone that lost its page would.
  for (let index = 0; index < MAX_UNFINISHED_UPLOADS_PER_CODE; index += 1) {
    const created = await fetch(publicUrl('/services/storage/uploads/tus'), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '1000',
        'Upload-Metadata': `filename ${btoa(`left-${index}.jpg`)},filetype ${btoa('image/jpeg')}`,
      },
    });
    expect(created.status).toBe(201);
  }

  const phoneContext = await browser.newContext({ ...devices['Pixel 7'], locale: 'en-GB' });
  try {
    const phone = await phoneContext.newPage();
    await phone.goto(address);
    const uploadPage = phoneUpload(phone);
    await uploadPage.locator('input[type=file]').setInputFiles(photo);
    await uploadPage.getByRole('button', { name: say('uploadOne', { count: 1 }) }).click();
    await expect(uploadPage.getByRole('listitem').filter({ hasText: 'dunes.jpg' })).toContainText(
      say('tooManyUnfinished'),
    );
    await checkA11y(phone);
  } finally {
    await phoneContext.close();
  }
});

test('an expired code says so, and a new one can be shown', async ({ page }) => {
  const customer = await createCustomer({ firstName: 'Femke' });
  // The page's clock runs as usual but can be moved on: the code's 30 minutes pass in a moment.
  await page.clock.install();
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos/from-phone' });
  const library = page.locator('photo-library');
  const code = library.getByRole('img', { name: say('codeLabel') });
  await expect(code).toBeVisible();
  await library.getByText(say('cannotScan')).click();
  const first = await library.getByTestId('transfer-url').textContent();

  await page.clock.fastForward('30:01');
  await expect(library.getByText(say('expiredCode'))).toBeVisible();
  await expect(code).toBeHidden();
  await checkA11y(page);

  await library.getByRole('button', { name: say('newCode') }).click();
  await expect(code).toBeVisible();
  await expect(library.getByText(say('waiting'))).toBeVisible();
  await library.getByText(say('cannotScan')).click();
  await expect(library.getByTestId('transfer-url')).not.toHaveText(first ?? '');
});

test('the phone page explains an incomplete or an expired code', async ({ browser }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'en-GB' });
  try {
    const phone = await context.newPage();
    await phone.goto(urlFor(HOST, '/upload-from-phone'));
    await expect(phoneUpload(phone).getByRole('alert')).toHaveText(say('incomplete'));
    await phone.goto(urlFor(HOST, `/upload-from-phone#upt_${'x'.repeat(43)}`));
    await phone.reload();
    await expect(phoneUpload(phone).getByRole('alert')).toHaveText(say('expired'));
    await checkA11y(phone);
  } finally {
    await context.close();
  }
});

test('a phone has no QR tab, and its address says to use Add photos', async ({ browser }) => {
  const customer = await createCustomer({ firstName: 'Oskar' });
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'en-GB' });
  try {
    const phone = await context.newPage();
    await signIn(phone, 'demo', { host: HOST, email: customer.email, path: '/my-photos/from-phone' });
    const library = phone.locator('photo-library');
    await expect(
      library.getByText(
        localized(
          LOCALE,
          'Uploading from a phone works with a QR code shown on a computer. On this device, use Add photos.',
        ),
      ),
    ).toBeVisible();
    await library.getByRole('link', { name: say('seePhotos') }).click();
    await expect(phone).toHaveURL(/\/my-photos\/photos$/);
    await expect(library.getByRole('link', { name: /^Photos/ })).toBeVisible();
    await expect(library.getByRole('link', { name: say('tab') })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
