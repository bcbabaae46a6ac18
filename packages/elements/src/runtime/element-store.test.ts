import { describe, expect, it } from 'vitest';
import { createElementStore, modalClosedByEscape, TOAST_DURATION_MS } from './element-store.ts';

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

  it('lets Escape close only the last opened modal, and only when it is dismissible', () => {
    const store = createElementStore();
    store.getState().openModal({ id: 'a', dismissible: true, locksScroll: true });
    store.getState().openModal({ id: 'b', dismissible: false, locksScroll: true });
    expect(modalClosedByEscape(store.getState().modals)).toBeNull();
    store.getState().closeModal('b');
    expect(modalClosedByEscape(store.getState().modals)?.id).toBe('a');
  });
});
