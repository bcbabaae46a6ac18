import { describe, expect, it } from 'vitest';
import {
  createElementStore,
  modalClosedByEscape,
  TOAST_DURATION_MS,
  toastTimeLeft,
} from './element-store.ts';

describe('element store', () => {
  it('gives each element instance its own modals and toasts', () => {
    const first = createElementStore();
    const second = createElementStore();
    first.getState().openModal({ id: 'share', dismissible: true, locksScroll: true });
    first.getState().showToast('Album created');
    expect(second.getState().modals).toEqual([]);
    expect(second.getState().toasts).toEqual([]);
  });

  it('puts the newest toast on top and closes it after 5000 ms by default', () => {
    const store = createElementStore();
    store.getState().showToast('first');
    const id = store.getState().showToast('second', { tone: 'error', durationMs: 10_000 });
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual(['second', 'first']);
    expect(store.getState().toasts[1]?.durationMs).toBe(TOAST_DURATION_MS);
    store.getState().dismissToast(id);
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual(['first']);
  });

  it("counts a toast's time from when it was shown, however often it is rendered again", () => {
    const store = createElementStore();
    const before = Date.now();
    store.getState().showToast('saved', { durationMs: 10_000 });
    const toast = store.getState().toasts[0];
    if (toast === undefined) throw new Error('no toast');
    expect(toast.closesAt).toBeGreaterThanOrEqual(before + 10_000);
    // A modal opening 4 s later moves the stack: the toast has 6 s left, not 10 again.
    expect(toastTimeLeft(toast, toast.closesAt - 6_000)).toBe(6_000);
    expect(toastTimeLeft(toast, toast.closesAt + 1)).toBe(0);
  });

  it('lets Escape close only the last opened modal, and only when it is dismissible', () => {
    const store = createElementStore();
    store.getState().openModal({ id: 'a', dismissible: true, locksScroll: true });
    store.getState().openModal({ id: 'b', dismissible: false, locksScroll: true });
    expect(modalClosedByEscape(store.getState().modals)).toBeNull();
    store.getState().closeModal('b');
    expect(modalClosedByEscape(store.getState().modals)?.id).toBe('a');
  });
});
