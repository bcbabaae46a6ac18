import { type ReactElement, useState } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import deDE from '../i18n/locales/de-DE.json';
import enGB from '../i18n/locales/en-GB.json';
import nlNL from '../i18n/locales/nl-NL.json';
import { useToast } from '../runtime/context.tsx';
import { LOCALE_STORAGE_KEY, loadPlatform } from '../runtime/platform.ts';
import {
  addWorkbench,
  button,
  buttonOrThrow,
  click,
  NotifyButton,
  shadow,
  workbenchReports,
} from '../runtime/workbench.test.tsx';
import { defineElement } from './element-frame.tsx';
import { Modal } from './modal.tsx';

/**
 * An area in the portal's frame ([Note: The element's frame]), in a real browser: an element defined
 * with ui/'s `defineElement` whose component opens modals, shows toasts and can be made to throw.
 * Config and catalogues come from the real reference server (test/portal-server.ts).
 */

const reports = workbenchReports();

/** A toast that closes itself quickly, so the test need not wait the default 5000 ms (store test). */
const SHORT_TOAST_MS = 300;

function Workbench(): ReactElement {
  const showToast = useToast();
  const [open, setOpen] = useState<readonly ('first' | 'locked')[]>([]);
  const [broken, setBroken] = useState(false);
  const [firstLocked, setFirstLocked] = useState(false);
  if (broken) throw new Error('The workbench broke');
  const close = (modal: 'first' | 'locked') => setOpen((modals) => modals.filter((name) => name !== modal));
  return (
    <div>
      <button type="button" onClick={() => setOpen(['first'])}>
        Open first
      </button>
      <NotifyButton />
      <button type="button" onClick={() => showToast('Brief', { durationMs: SHORT_TOAST_MS })}>
        Notify briefly
      </button>
      <button type="button" onClick={() => setBroken(true)}>
        Break
      </button>
      {open.includes('first') ? (
        <Modal title="First" dismissible={!firstLocked} onClose={() => close('first')}>
          <button type="button" onClick={() => setOpen(['first', 'locked'])}>
            Open locked
          </button>
          <button type="button" onClick={() => setFirstLocked((locked) => !locked)}>
            Toggle lock
          </button>
          <button type="button" onClick={() => showToast('From the modal', { durationMs: 60_000 })}>
            Notify from modal
          </button>
        </Modal>
      ) : null}
      {open.includes('locked') ? (
        <Modal title="Locked" dismissible={false} onClose={() => close('locked')}>
          <button type="button" onClick={() => close('locked')}>
            Done
          </button>
        </Modal>
      ) : null}
    </div>
  );
}

const TAG = 'test-workbench';

beforeAll(() => {
  defineElement({
    tag: TAG,
    component: Workbench,
    defaultBasePath: '/',
  });
});

/** A click as a person makes it (a user activation), which the browser's dialog rules look at. */
async function press(element: HTMLElement, name: string): Promise<void> {
  await userEvent.click(buttonOrThrow(element, name));
}

function openDialogs(element: HTMLElement): string[] {
  return [...shadow(element).querySelectorAll('dialog')]
    .filter((dialog) => dialog.open)
    .map((dialog) => dialog.querySelector('h2')?.textContent ?? '');
}

function toastTexts(element: HTMLElement): string[] {
  return [...shadow(element).querySelectorAll('.toast p')].map((toast) => toast.textContent ?? '');
}

describe('the frame', () => {
  it("adopts the base sheet between the brand's tokens and the area's own", async () => {
    const element = await addWorkbench(TAG, { brand: 'printwell' });
    expect(shadow(element).adoptedStyleSheets).toHaveLength(3);
    expect(getComputedStyle(element).getPropertyValue('--portal-primary').trim()).toBe('#1d4ed8');
    const stack = shadow(element).querySelector('.toast-stack');
    expect(stack === null ? null : getComputedStyle(stack).position).toBe('fixed');
  });
});

describe('the toast stack', () => {
  it('puts the newest toast on top', async () => {
    const element = await addWorkbench(TAG);
    click(element, 'Notify');
    click(element, 'Notify');
    await expect.poll(() => toastTexts(element)).toEqual(['Toast 2', 'Toast 1']);
    const stack = shadow(element).querySelector('.toast-stack');
    expect(stack?.getAttribute('aria-label')).toBe(enGB.runtime.notifications);
  });

  it('closes a toast by itself after its time, or when dismissed', async () => {
    const element = await addWorkbench(TAG);
    click(element, 'Notify briefly');
    await expect.poll(() => toastTexts(element)).toEqual(['Brief']);
    await expect.poll(() => toastTexts(element), { timeout: 5_000 }).toEqual([]);
    click(element, 'Notify');
    await expect.poll(() => toastTexts(element)).toEqual(['Toast 1']);
    click(element, enGB.runtime.dismissNotification);
    await expect.poll(() => toastTexts(element)).toEqual([]);
  });

  it('keeps each element its own: two elements on one page share no toasts', async () => {
    const first = await addWorkbench(TAG);
    const second = await addWorkbench(TAG);
    click(first, 'Notify');
    await expect.poll(() => toastTexts(first)).toEqual(['Toast 1']);
    expect(toastTexts(second)).toEqual([]);
  });
});

describe('the modal registry', () => {
  it('closes the last opened modal on Escape only when it allows it, and locks the page scroll meanwhile', async () => {
    const element = await addWorkbench(TAG);
    await press(element, 'Open first');
    await expect.poll(() => openDialogs(element)).toEqual(['First']);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await press(element, 'Open locked');
    await expect.poll(() => openDialogs(element)).toEqual(['First', 'Locked']);
    // The locked modal offers no close button, and Escape leaves both open.
    expect(button(element, enGB.runtime.close)?.closest('dialog')?.querySelector('h2')?.textContent).toBe(
      'First',
    );
    await userEvent.keyboard('{Escape}');
    expect(openDialogs(element)).toEqual(['First', 'Locked']);

    await press(element, 'Done');
    await expect.poll(() => openDialogs(element)).toEqual(['First']);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => openDialogs(element)).toEqual([]);
    await expect.poll(() => document.documentElement.style.overflow).toBe('');
    expect(shadow(element).querySelectorAll('dialog')).toHaveLength(0);
  });

  it('keeps a modal that may not close open however often Escape is pressed', async () => {
    const element = await addWorkbench(TAG);
    await press(element, 'Open first');
    await expect.poll(() => openDialogs(element)).toEqual(['First']);
    await press(element, 'Open locked');
    await expect.poll(() => openDialogs(element)).toEqual(['First', 'Locked']);
    for (let press = 0; press < 3; press += 1) await userEvent.keyboard('{Escape}');
    await expect.poll(() => openDialogs(element)).toEqual(['First', 'Locked']);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it("moves focus into the modal, which the browser's top layer keeps there", async () => {
    const element = await addWorkbench(TAG);
    await press(element, 'Open first');
    await expect.poll(() => openDialogs(element)).toEqual(['First']);
    expect(shadow(element).activeElement?.closest('dialog')?.open).toBe(true);
  });
});

describe('languages', () => {
  function notificationsLabel(element: HTMLElement): string | null {
    return shadow(element).querySelector('.toast-stack')?.getAttribute('aria-label') ?? null;
  }

  it('switches the page language without unmounting the area: an open modal stays open', async () => {
    const platform = await loadPlatform(inject('portalOrigin'));
    const element = await addWorkbench(TAG);
    await press(element, 'Open first');
    expect(notificationsLabel(element)).toBe(enGB.runtime.notifications);
    try {
      await platform.setLocale('nl-NL');
      await expect.poll(() => notificationsLabel(element)).toBe(nlNL.runtime.notifications);
      expect(openDialogs(element)).toEqual(['First']);
    } finally {
      await platform.setLocale('en-GB');
      window.localStorage.removeItem(LOCALE_STORAGE_KEY);
    }
  });

  it("shows an element in the language of its locale attribute, whatever the page's", async () => {
    const german = await addWorkbench(TAG, { locale: 'de-DE' });
    const english = await addWorkbench(TAG);
    expect(notificationsLabel(german)).toBe(deDE.runtime.notifications);
    expect(shadow(german).querySelector('.element-root')?.getAttribute('lang')).toBe('de-DE');
    expect(notificationsLabel(english)).toBe(enGB.runtime.notifications);
  });
});

describe('modals and toasts', () => {
  it('keeps a modal open, the same dialog, when whether it may be dismissed changes', async () => {
    const element = await addWorkbench(TAG);
    await press(element, 'Open first');
    const dialog = shadow(element).querySelector('dialog');
    let closes = 0;
    dialog?.addEventListener('close', () => {
      closes += 1;
    });
    await press(element, 'Toggle lock');
    await press(element, 'Toggle lock');
    // Two frames: the toggles committed and their effects run, where a close would happen.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(closes).toBe(0);
    expect(shadow(element).querySelector('dialog')).toBe(dialog);
    expect(openDialogs(element)).toEqual(['First']);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => openDialogs(element)).toEqual([]);
  });

  it('shows a toast above an open modal, where it can be dismissed', async () => {
    const element = await addWorkbench(TAG);
    await press(element, 'Open first');
    await press(element, 'Notify from modal');
    await expect.poll(() => toastTexts(element)).toEqual(['From the modal']);
    // A real click: it fails on a toast that the modal's backdrop covers or makes inert.
    await press(element, 'Dismiss notification');
    await expect.poll(() => toastTexts(element)).toEqual([]);
    expect(openDialogs(element)).toEqual(['First']);
  });
});

describe('failures', () => {
  it('shows the generic boundary text when an area throws, and reports it', async () => {
    const element = await addWorkbench(TAG);
    click(element, 'Break');
    await expect
      .poll(() => shadow(element).querySelector('[role="alert"]')?.textContent)
      .toBe(enGB.userMessage.genericBoundary);
    expect(reports.map((report) => report.action)).toContain('RENDER_FAILED');
  });
});
