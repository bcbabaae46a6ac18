import { getConfig } from '@portal/api/clients/config';
import type { ServiceEndpoint } from '@portal/api/http';
import type { ServiceName } from '@portal/api/schemas/config';
import type { ReactElement } from 'react';
import type { SWRResponse } from 'swr';
import type { SWRInfiniteResponse } from 'swr/infinite';
import { expect, vi } from 'vitest';
import { useSession } from '../runtime/context.tsx';
import type { SignedInUser } from '../runtime/session/signed-in-user.test-data.ts';
import { ANSWERED, showPage } from '../runtime/test-page.test-data.ts';
import { defineElement } from './element-frame.tsx';
import { tusUploader } from './parts/tus-upload.ts';

/**
 * For the signed-in browser tests of an area's data hooks: a hook run in an element of its own, in
 * the portal's frame, as the signed-in customer; what it answered, as its caller sees it; and the
 * services called directly, as another tab or another customer would change their data.
 */

/** What an SWR hook's caller reads, read while it renders, so each change renders again. */
export interface Observed<Data> {
  readonly data: Data | undefined;
  readonly error: unknown;
  readonly isLoading: boolean;
  readonly mutate: () => Promise<unknown>;
}

export function observed<Data>(response: SWRResponse<Data>): Observed<Data> {
  return {
    data: response.data,
    error: response.error,
    isLoading: response.isLoading,
    mutate: () => response.mutate(),
  };
}

/** What an infinite SWR hook's caller reads: its pages so far and how to ask for more. */
export interface ObservedPages<Page> extends Observed<Page[]> {
  readonly size: number;
  readonly setSize: (size: number) => Promise<unknown>;
}

export function observedPages<Page>(response: SWRInfiniteResponse<Page>): ObservedPages<Page> {
  return {
    data: response.data,
    error: response.error,
    isLoading: response.isLoading,
    mutate: () => response.mutate(),
    size: response.size,
    setSize: (size) => response.setSize(size),
  };
}

let probes = 0;

/**
 * Runs `use` with the signed-in customer's account id in an element on the page, and resolves once
 * it first rendered: to a function answering what `use` returned at its latest render.
 */
export async function probeHook<Result>(use: (accountId: string) => Result): Promise<() => Result> {
  probes += 1;
  const tag = `test-hook-probe-${probes}`;
  let latest: { readonly result: Result } | null = null;
  function Reader({ accountId }: { readonly accountId: string }): null {
    latest = { result: use(accountId) };
    return null;
  }
  function Probe(): ReactElement {
    const session = useSession();
    return (
      <main>
        <h1>Probe</h1>
        {session.status === 'signedIn' ? <Reader accountId={session.user.accountId} /> : null}
      </main>
    );
  }
  defineElement({ tag, component: Probe, defaultBasePath: '/' });
  await showPage(tag, 'Probe');
  await expect.poll(() => latest, ANSWERED).not.toBeNull();
  return () => {
    if (latest === null) throw new Error('The hook has not rendered');
    return latest.result;
  };
}

/** The service `name` of the portal at `origin`, called with `user`'s token. */
export async function serviceAs(
  origin: string,
  user: SignedInUser,
  name: ServiceName,
): Promise<ServiceEndpoint> {
  const config = await getConfig({ baseUrl: origin });
  const baseUrl = new URL(config.services[name].baseUrl, origin).href;
  return { baseUrl, getToken: async () => user.access_token };
}

/** The account id of `user`, as the session reads it. */
export function accountIdOf(user: SignedInUser): string {
  const { sub } = user.profile;
  if (typeof sub !== 'string') throw new Error('The signed-in user has no subject');
  return sub;
}

/** A small JPEG no other test made: its colours are random, so the library never takes it for a duplicate. */
async function newPhoto(): Promise<File> {
  const canvas = new OffscreenCanvas(64, 48);
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2d context');
  const [red = 0, green = 0, blue = 0, x = 0, y = 0] = crypto.getRandomValues(new Uint8Array(5));
  context.fillStyle = `rgb(${red} ${green} ${blue})`;
  context.fillRect(0, 0, 64, 48);
  context.fillStyle = `rgb(${255 - red} ${255 - green} ${255 - blue})`;
  context.fillRect(x % 40, y % 24, 24, 24);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
  return new File([blob], `photo-${crypto.randomUUID()}.jpg`, { type: 'image/jpeg' });
}

/** Uploads a new photo to `user`'s library, as the Add photos dialog does; its photo id. */
export async function uploadPhotoAs(origin: string, user: SignedInUser): Promise<string> {
  const uploader = tusUploader(await serviceAs(origin, user, 'storage'), accountIdOf(user));
  const uploaded = await uploader.upload(
    await newPhoto(),
    'image/jpeg',
    () => undefined,
    new AbortController().signal,
  );
  if (uploaded.duplicate) throw new Error('The library had the new photo already');
  return uploaded.photoId;
}

/**
 * Counts the page's requests with `method` to a URL whose path ends with `path`, from now on (the
 * spy goes with `vi.restoreAllMocks()`): whether a hook asked the service again.
 */
export function countRequests(method: string, path: string): () => number {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls.filter(([input, init]) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const sent = init?.method ?? (input instanceof Request ? input.method : 'GET');
      return sent === method && url.pathname.endsWith(path);
    }).length;
}
