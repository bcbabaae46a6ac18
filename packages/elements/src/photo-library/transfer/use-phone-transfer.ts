import { createUploadTransfer, revokeUploadTransfer } from '@portal/api/clients/upload-transfers';
import {
  localExpiry,
  TRANSFER_SOCKET_ACK,
  TransferEvent,
  transferPageUrl,
  type UploadTransfer,
} from '@portal/api/schemas/upload-transfers';
import type { AcceptedUploadType } from '@portal/api/schemas/uploads';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEndpoint, usePlatform, useReportFailure } from '../../runtime/context.tsx';
import { pushSocketUrl } from '../push-socket.ts';

/** A photo that came from the phone while this page was open. */
export interface ReceivedPhoto {
  readonly uploadId: string;
  readonly photoId: string;
  readonly fileName: string;
  readonly fileType: AcceptedUploadType;
  /** The library had it already: nothing was added. */
  readonly duplicate: boolean;
}

export type PhoneTransfer =
  | { readonly kind: 'creating' }
  | { readonly kind: 'failed' }
  | {
      readonly kind: 'ready';
      readonly transfer: UploadTransfer;
      /** What the QR code holds: the phone's upload page with the credential. */
      readonly url: string;
      /** When the code stops working, by this device's clock (`localExpiry`). */
      readonly expiresAt: number;
      /** The phone has opened the page. */
      readonly connected: boolean;
    }
  | { readonly kind: 'expired' };

/** A socket that drops while the code is valid is opened again: first after this long... */
const FIRST_RECONNECT_MS = 1000;
/** ...then twice as long after each drop in a row, up to this (a server down is not asked every second). */
const LONGEST_RECONNECT_MS = 30_000;

/**
 * How long to wait before opening the socket again after `drops` drops in a row (1 for the first):
 * doubling from a second up to half a minute, a random part of it added so that the pages of a
 * restarted server do not all come back in the same instant. `random` is in [0, 1).
 */
export function reconnectDelay(drops: number, random: number = Math.random()): number {
  const doubled = Math.min(LONGEST_RECONNECT_MS, FIRST_RECONNECT_MS * 2 ** Math.max(0, drops - 1));
  return Math.round(doubled * (0.75 + random / 2));
}

/**
 * [Note: The desktop side of a transfer]
 * The QR tab asks the storage service for a transfer ([Note: Upload from a phone] in the contract)
 * and shows its page's address as a code until it expires, then offers a new one. While a code is
 * shown the tab watches it on the transfer socket: the phone opening the page, then each photo as
 * it is in the library. Every new photo refreshes what shows the library (`onPhoto`), so the
 * counts, the months and the storage status are current when the customer goes back to them.
 * The photos received stay listed across new codes, for as long as the tab is open. A code ends
 * when the tab stops showing it (the customer leaves the tab or asks for a new code): it is
 * revoked, and the phone's uploads begun with it end too.
 */
export function usePhoneTransfer(onPhoto: (photo: ReceivedPhoto) => void): {
  readonly state: PhoneTransfer;
  readonly received: readonly ReceivedPhoto[];
  readonly renew: () => void;
} {
  const storage = useEndpoint('storage');
  const platform = usePlatform();
  const reportFailure = useReportFailure();
  const [state, setState] = useState<PhoneTransfer>({ kind: 'creating' });
  const [received, setReceived] = useState<readonly ReceivedPhoto[]>([]);
  const [attempt, setAttempt] = useState(0);
  const onPhotoRef = useRef(onPhoto);
  onPhotoRef.current = onPhoto;

  useEffect(() => {
    void attempt;
    const controller = new AbortController();
    let shown: UploadTransfer | null = null;
    setState({ kind: 'creating' });
    createUploadTransfer(storage, { signal: controller.signal }).then(
      (transfer) => {
        shown = transfer;
        setState({
          kind: 'ready',
          transfer,
          url: transferPageUrl(platform.config.storage.qrUploadBaseUrl, transfer.token),
          expiresAt: localExpiry(transfer.expiresIn),
          connected: false,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportFailure('CREATE_UPLOAD_TRANSFER_FAILED', error);
        setState({ kind: 'failed' });
      },
    );
    return () => {
      controller.abort();
      // A code no longer shown is ended: leaving the tab or asking for a new one revokes it.
      if (shown !== null) {
        revokeUploadTransfer(storage, shown.transferId).catch((error: unknown) =>
          reportFailure('REVOKE_UPLOAD_TRANSFER_FAILED', error),
        );
      }
    };
  }, [storage, platform, reportFailure, attempt]);

  const transfer = state.kind === 'ready' ? state.transfer : null;
  const expiresAt = state.kind === 'ready' ? state.expiresAt : null;

  // The code stops working at its expiry; the tab says so then, not on the phone's next try.
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setTimeout(() => setState({ kind: 'expired' }), Math.max(expiresAt - Date.now(), 0));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  useEffect(() => {
    if (transfer === null) return;
    let socket: WebSocket | null = null;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    /** Drops since the socket last opened. */
    let drops = 0;
    const open = async () => {
      const token = await platform.session.getAccessToken();
      if (token === null || stopped) return;
      socket = new WebSocket(pushSocketUrl(platform.config.storage.transferSocketUrl, platform.origin));
      socket.addEventListener('open', () => {
        drops = 0;
        socket?.send(JSON.stringify({ action: 'watch', token, transferId: transfer.transferId }));
      });
      socket.addEventListener('message', (message) => {
        if (message.data === TRANSFER_SOCKET_ACK) return;
        const event = parseEvent(message.data);
        if (event === null || event.transferId !== transfer.transferId) return;
        if (event.type === 'phone-connected') {
          setState((before) => (before.kind === 'ready' ? { ...before, connected: true } : before));
          return;
        }
        const photo: ReceivedPhoto = {
          uploadId: event.uploadId,
          photoId: event.photoId,
          fileName: event.fileName,
          fileType: event.fileType,
          duplicate: event.duplicate,
        };
        setState((before) => (before.kind === 'ready' ? { ...before, connected: true } : before));
        setReceived((before) =>
          before.some((other) => other.uploadId === photo.uploadId) ? before : [...before, photo],
        );
        onPhotoRef.current(photo);
      });
      socket.addEventListener('close', () => {
        if (stopped) return;
        drops += 1;
        reconnect = setTimeout(() => void open(), reconnectDelay(drops));
      });
    };
    void open().catch((error: unknown) => reportFailure('TRANSFER_SOCKET_FAILED', error));
    return () => {
      stopped = true;
      clearTimeout(reconnect);
      socket?.close();
    };
  }, [transfer, platform, reportFailure]);

  const renew = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, received, renew };
}

function parseEvent(data: unknown): TransferEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = TransferEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
