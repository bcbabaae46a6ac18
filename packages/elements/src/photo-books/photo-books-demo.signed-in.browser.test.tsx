import type { Widget } from '@portal/api/schemas/widgets';
import { type ReactElement, useState } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { usePlatform, useSession } from '../runtime/context.tsx';
import { loadPlatform } from '../runtime/platform.ts';
import { ANSWERED, showElement, signedInAs } from '../runtime/session/signed-in-user.test-data.ts';
import { defineElement } from '../ui/element-frame.tsx';
import { useCreateWidget } from './api/widget-changes.ts';
import './element.tsx';

/**
 * The online photo books against the real reference server, signed in as the demo customer whose
 * photo-book orders and widgets the demo seed made (packages/server/src/services/orders/demo.ts,
 * services/widgets/demo-widgets.ts): the list with each book's state, a book with its widget, and
 * a widget published, changed and deleted again through the widget gallery.
 */

const origin = inject('portalOrigin');
signedInAs(origin, inject('demoUsers').demo);

const BASE = '/online-products';
/** A book of the demo orders published as a widget by the seed. */
const PUBLISHED = 'PHOTOBOOK-DM-1005-1';
/** A book of the demo orders the seed did not publish; the test that publishes it deletes it again. */
const UNPUBLISHED = 'PHOTOBOOK-DM-1001-1';

/** Publishes UNPUBLISHED in the site's channel through `useCreateWidget`, and shows the widget it answered. */
const PUBLISHER = 'test-widget-publisher';

declare global {
  interface HTMLElementTagNameMap {
    'test-widget-publisher': HTMLElement;
  }
}

function Publisher(): ReactElement {
  const session = useSession();
  const channel = usePlatform().site?.site.channel ?? null;
  return (
    <div>
      <h1>Publish</h1>
      {session.status === 'signedIn' && channel !== null ? (
        <PublishButton accountId={session.user.accountId} channel={channel} />
      ) : null}
    </div>
  );
}

function PublishButton({
  accountId,
  channel,
}: {
  readonly accountId: string;
  readonly channel: string;
}): ReactElement {
  const create = useCreateWidget(accountId, UNPUBLISHED, channel);
  const [created, setCreated] = useState<Widget | null>(null);
  const publish = () => {
    void create({ title: 'Summer in Lisbon', categoryNames: ['Travel'] }).then(setCreated);
  };
  return (
    <>
      <button type="button" onClick={publish}>
        Publish
      </button>
      {created === null ? null : (
        <p className="created">{`${created.title}: ${created.categoryNames.join(', ')}`}</p>
      )}
    </>
  );
}

beforeAll(() => {
  defineElement({ tag: PUBLISHER, component: Publisher, defaultBasePath: BASE });
});

function button(scope: Element | ShadowRoot, text: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((candidate) => candidate.textContent === text);
  if (found === undefined) throw new Error(`no button '${text}' in ${scope.textContent}`);
  return found;
}

function stateOf(root: ShadowRoot, title: string): string | null | undefined {
  const card = [...root.querySelectorAll('.book-card')].find(
    (candidate) => candidate.querySelector('.book-title')?.textContent === title,
  );
  return card?.querySelector('.widget-state')?.textContent;
}

function chips(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('.category-chips li')].map((chip) => chip.textContent ?? '');
}

async function forgetAnswers(): Promise<void> {
  document.body.replaceChildren();
  const { dataCache } = await loadPlatform(origin);
  for (const key of [...dataCache.keys()]) dataCache.delete(key);
}

describe("the demo customer's online photo books", () => {
  it('lists the photo books of their orders, each saying whether it is published', async () => {
    const root = await showElement('photo-books', BASE, 'My online photo books');
    await expect.poll(() => stateOf(root, 'Road trip'), ANSWERED).toBe('Published as a widget');
    expect(stateOf(root, 'Summer in Lisbon')).toBe('Not published');
    expect(root.querySelector('.books-count')?.textContent).toBe('7 of 7 photo books');
  });

  it('shows a published book with its widget', async () => {
    const root = await showElement('photo-books', `${BASE}/${PUBLISHED}`, 'Road trip');
    await expect.poll(() => root.querySelector('.widget-title')?.textContent, ANSWERED).toBe('Road trip');
    expect(chips(root)).toEqual(['Travel', 'Friends']);
  });

  it("e-mails a published book's widget from the share form of the site's channel", async () => {
    const root = await showElement('photo-books', `${BASE}/${PUBLISHED}/widget/share`, 'Share “Road trip”');
    // The form shows once the site's merchandise channel answered: its vendor is who sends.
    await expect.poll(() => root.querySelector('form.share-form'), ANSWERED).not.toBeNull();
    const to = root.querySelector<HTMLInputElement>('[name="toEmailAddress"]');
    const from = root.querySelector<HTMLInputElement>('[name="fromName"]');
    const form = root.querySelector('form.share-form');
    if (to === null || from === null || form === null) throw new Error('no share form');
    await userEvent.type(to, 'sam.rivera@example.com');
    await userEvent.type(from, 'Alex');
    await userEvent.click(button(form, 'Send e-mail'));
    await expect
      .poll(() => root.querySelector('[role="status"].inline-success')?.textContent, ANSWERED)
      .toBe('Your e-mail to sam.rivera@example.com is on its way.');
  });

  it('publishes a book as a widget, whose pages then show it, saves a new title, and deletes the widget', async () => {
    // Published through the hook itself: the widget page of a book without a widget reads the
    // service's 401 for it, which would end the browser tests' session (it has no refresh token).
    const publisher = await showElement(PUBLISHER, BASE, 'Publish');
    await userEvent.click(button(publisher, 'Publish'));
    await expect
      .poll(() => publisher.querySelector('.created')?.textContent, ANSWERED)
      .toBe('Summer in Lisbon: Travel');

    // The book's page, read anew from the services: the widget the gallery now holds.
    await forgetAnswers();
    const book = await showElement('photo-books', `${BASE}/${UNPUBLISHED}`, 'Summer in Lisbon');
    await expect
      .poll(() => book.querySelector('.widget-title')?.textContent, ANSWERED)
      .toBe('Summer in Lisbon');
    expect(chips(book)).toEqual(['Travel']);

    const edit = [...book.querySelectorAll('a')].find((link) => link.textContent === 'Edit widget');
    if (edit === undefined) throw new Error(`no Edit widget in ${book.textContent}`);
    await userEvent.click(edit);
    await expect
      .poll(() => book.querySelector<HTMLInputElement>('input[name="title"]')?.value, ANSWERED)
      .toBe('Summer in Lisbon');
    const title = book.querySelector<HTMLInputElement>('input[name="title"]');
    if (title === null) throw new Error('no title field');
    await userEvent.clear(title);
    await userEvent.type(title, 'Lisbon in summer');
    await userEvent.click(button(book, 'Save changes'));
    await expect
      .poll(() => book.querySelector('[role="status"].inline-success')?.textContent, ANSWERED)
      .toBe('Your changes have been saved.');

    await forgetAnswers();
    const changed = await showElement('photo-books', `${BASE}/${UNPUBLISHED}`, 'Summer in Lisbon');
    await expect
      .poll(() => changed.querySelector('.widget-title')?.textContent, ANSWERED)
      .toBe('Lisbon in summer');
    await userEvent.click(button(changed, 'Delete widget'));
    await expect.poll(() => changed.querySelector('dialog[open]'), ANSWERED).not.toBeNull();
    const dialog = changed.querySelector('dialog[open]');
    if (dialog === null) throw new Error('no open dialog');
    await userEvent.click(button(dialog, 'Delete widget'));
    await expect.poll(() => changed.querySelector('.widget-title'), ANSWERED).toBeNull();
    // Unpublished again: not blocked, so the form to publish it, with the gallery's categories.
    await expect
      .poll(() => changed.querySelector('[part="widget"] .muted')?.textContent, ANSWERED)
      .toContain('This photo book is not published yet.');
    await expect
      .poll(() => changed.querySelectorAll('input[name="categoryNames"]').length, ANSWERED)
      .toBeGreaterThan(1);

    await forgetAnswers();
    const list = await showElement('photo-books', BASE, 'My online photo books');
    await expect.poll(() => stateOf(list, 'Summer in Lisbon'), ANSWERED).toBe('Not published');
  });
});
