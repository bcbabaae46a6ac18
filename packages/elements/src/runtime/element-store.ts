import { createStore, type StoreApi } from 'zustand/vanilla';

/** A toast's look: every toast is dark, with an icon for its tone. */
export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
  /** Milliseconds until it closes itself (account-portal §9: 5000, 10000 for some). */
  readonly durationMs: number;
  /**
   * When it closes itself (`Date.now()` time): kept with the toast, so a toast rendered again (the
   * stack moves into a modal that opens, and back: [Note: Toasts above modals]) keeps its time.
   */
  readonly closesAt: number;
  /** A link within the message: its first occurrence of `label` is the link (photo-library §2.7). */
  readonly link?: ToastLink | undefined;
}

/** A link a toast holds: a real anchor whose plain click the element handles (its own route). */
export interface ToastLink {
  readonly label: string;
  readonly href: string;
  readonly onFollow: () => void;
}

/** How long `toast` has left at `now` (`Date.now()` time) before it closes itself. */
export function toastTimeLeft(toast: Toast, now: number): number {
  return Math.max(0, toast.closesAt - now);
}

/** The toast auto-close time of account-portal §9. */
export const TOAST_DURATION_MS = 5000;

export interface OpenModal {
  readonly id: string;
  /** Escape (and the close button) may close it. */
  readonly dismissible: boolean;
  /** The page behind does not scroll while it is open. */
  readonly locksScroll: boolean;
}

/**
 * The state one element instance owns and no other element of the page sees:
 * its stack of open modals and its toasts. Areas create their own stores the same way
 * (`createStore` per instance, provided by context), never a module-level store.
 */
export interface ElementState {
  readonly modals: readonly OpenModal[];
  readonly toasts: readonly Toast[];
  openModal(modal: OpenModal): void;
  /** Changes an open modal in place, keeping its place in the stack. */
  updateModal(id: string, changes: Partial<Omit<OpenModal, 'id'>>): void;
  closeModal(id: string): void;
  showToast(message: string, options?: { tone?: ToastTone; durationMs?: number; link?: ToastLink }): number;
  dismissToast(id: number): void;
}

export type ElementStore = StoreApi<ElementState>;

export function createElementStore(): ElementStore {
  let nextToastId = 1;
  return createStore<ElementState>()((set) => ({
    modals: [],
    toasts: [],
    openModal: (modal) =>
      set((state) => ({ modals: [...state.modals.filter((open) => open.id !== modal.id), modal] })),
    updateModal: (id, changes) =>
      set((state) => ({
        modals: state.modals.map((open) => (open.id === id ? { ...open, ...changes } : open)),
      })),
    closeModal: (id) => set((state) => ({ modals: state.modals.filter((open) => open.id !== id) })),
    showToast(message, options = {}) {
      const id = nextToastId;
      nextToastId += 1;
      const durationMs = options.durationMs ?? TOAST_DURATION_MS;
      const toast: Toast = {
        id,
        message,
        tone: options.tone ?? 'info',
        durationMs,
        closesAt: Date.now() + durationMs,
        link: options.link,
      };
      // Newest on top (account-portal §2: one toast stack, top-centre).
      set((state) => ({ toasts: [toast, ...state.toasts] }));
      return id;
    },
    dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  }));
}

/** The modal Escape closes: the last opened, and only when it allows closing. */
export function modalClosedByEscape(modals: readonly OpenModal[]): OpenModal | null {
  const top = modals.at(-1);
  return top?.dismissible ? top : null;
}
