import type { AccountInformation } from '@portal/api/schemas/account-information';
import type { ReactElement } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { CRITICAL_NOTICE_SHOWN_KEY, StorageNotice } from './storage-notice.tsx';
import { defineTestElements, showTestElement } from './test-elements.test.tsx';

/**
 * The storage status button and modal (photo-library §2.10) in Chromium with the real catalogues,
 * for each status, the dates given as the deletion service answers them (SWR's fallback: nothing is
 * fetched), and the critical modal opening by itself once per browser session.
 */

const TAG = 'test-storage-notice';
const ACCOUNT = 'account-1';
const DAY = 24 * 60 * 60 * 1000;

let information: AccountInformation;

function isoDay(daysFromNow: number): string {
  return new Date(Date.now() + daysFromNow * DAY).toISOString().slice(0, 10);
}

function deletingIn(days: number): AccountInformation {
  return {
    delayedDeletionDate: null,
    lastOrderDate: null,
    projectCount: 0,
    projectedDeletionDate: isoDay(days),
    registrationDate: isoDay(days - 548),
  };
}

function Harness(): ReactElement {
  const fallback = { [unstable_serialize(['accountInformation', ACCOUNT])]: information };
  return (
    <SWRConfig value={{ fallback, revalidateOnMount: false }}>
      <StorageNotice accountId={ACCOUNT} />
    </SWRConfig>
  );
}

defineTestElements({ [TAG]: Harness });

afterEach(() => {
  window.sessionStorage.removeItem(CRITICAL_NOTICE_SHOWN_KEY);
});

async function show(given: AccountInformation): Promise<ShadowRoot> {
  information = given;
  return showTestElement(TAG, '.storage-button');
}

function dialogText(root: ShadowRoot): string | null {
  const dialog = root.querySelector('dialog[open]');
  return dialog === null ? null : (dialog.textContent ?? '');
}

describe('the storage notice', () => {
  it('tells a safe status in months when the button is pressed', async () => {
    const root = await show(deletingIn(200));
    expect(dialogText(root)).toBeNull();
    root.querySelector<HTMLButtonElement>('.storage-button')?.click();
    await expect.poll(() => dialogText(root)).toContain('Your photos are stored for 6 more months');
  });

  it('tells a warning status in days', async () => {
    const root = await show(deletingIn(45));
    root.querySelector<HTMLButtonElement>('.storage-button')?.click();
    await expect.poll(() => dialogText(root)).toMatch(/Your photos will be deleted in 4\d days/);
  });

  it('opens a critical status by itself once per browser session, with the day to order by', async () => {
    const root = await show(deletingIn(1));
    await expect.poll(() => dialogText(root)).toContain('Your photo storage deletes tomorrow');
    expect(dialogText(root)).toContain('to extend storage for 18 months');
    expect(window.sessionStorage.getItem(CRITICAL_NOTICE_SHOWN_KEY)).toBe('true');

    document.body.replaceChildren();
    const again = await show(deletingIn(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dialogText(again)).toBeNull();
    again.querySelector<HTMLButtonElement>('.storage-button')?.click();
    await expect.poll(() => dialogText(again)).toContain('Your photo storage deletes tomorrow');
  });

  it("says 'deletes today' on the deletion day", async () => {
    const root = await show(deletingIn(0));
    await expect.poll(() => dialogText(root)).toContain('Your photo storage deletes today');
  });
});
