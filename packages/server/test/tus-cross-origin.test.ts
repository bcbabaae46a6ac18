import { CORRELATION_ID_HEADER } from '@portal/api/http';
import { TUS_ENDPOINT_PATH } from '@portal/api/schemas/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import { TUS_VERSION, tusMetadata } from './support/uploads.ts';

/**
 * "Add photos" in an element on a brand's CMS page of another origin: the tus endpoint answers the
 * sites' pages as every other service does, and nobody else (see [Note: Cross-origin elements]).
 */

const BRAND_PAGE = 'https://www.printwell.co.uk';
const STRANGER = 'https://evil.example';

/** The headers tus-js-client sends, as a browser lists them in a preflight. */
const TUS_HEADERS = [
  'authorization',
  'content-type',
  'tus-resumable',
  'upload-length',
  'upload-metadata',
  'upload-offset',
  CORRELATION_ID_HEADER.toLowerCase(),
];

function preflight(url: string, origin: string, method: string): Promise<Response> {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': TUS_HEADERS.join(','),
    },
  });
}

/** Lower-cased names of a comma-separated header list. */
function namesIn(response: Response, header: string): string[] {
  return (response.headers.get(header) ?? '').split(',').map((name) => name.trim().toLowerCase());
}

/** What an element needs of a cross-origin tus answer: the origin allowed, the tus headers readable. */
function expectReadable(response: Response, what: string) {
  expect(response.headers.get('access-control-allow-origin'), what).toBe(BRAND_PAGE);
  expect(response.headers.get('access-control-allow-credentials'), what).toBeNull();
  expect(namesIn(response, 'access-control-expose-headers'), what).toEqual(
    expect.arrayContaining(['location', 'upload-offset', 'upload-length', 'tus-resumable']),
  );
}

describe('tus uploads from a site page of another origin', () => {
  let server: PortalServer;
  let token: string;
  beforeAll(async () => {
    server = await startPortalServer('sqlite');
    token = await server.tokenFor('demo@example.com');
  });
  afterAll(async () => {
    await server?.close();
  });

  const endpoint = () => `${server.baseUrl}/services/storage${TUS_ENDPOINT_PATH}`;
  const tusHeaders = (extra: Record<string, string>) => ({
    origin: BRAND_PAGE,
    authorization: `Bearer ${token}`,
    'tus-resumable': TUS_VERSION,
    [CORRELATION_ID_HEADER]: 'c-tus',
    ...extra,
  });

  it('allows the preflights of a site page with the headers tus sends, without credentials', async () => {
    for (const [url, method] of [
      [endpoint(), 'POST'],
      [`${endpoint()}/0192f1a4-0000-7000-8000-000000000000`, 'PATCH'],
      [`${endpoint()}/0192f1a4-0000-7000-8000-000000000000`, 'HEAD'],
    ] as const) {
      const allowed = await preflight(url, BRAND_PAGE, method);
      expect(allowed.status, method).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin'), method).toBe(BRAND_PAGE);
      expect(namesIn(allowed, 'access-control-allow-methods'), method).toContain(method.toLowerCase());
      expect(namesIn(allowed, 'access-control-allow-headers'), method).toEqual(
        expect.arrayContaining(TUS_HEADERS),
      );
      expect(allowed.headers.get('access-control-allow-credentials'), method).toBeNull();
    }
  });

  it('refuses the preflight of a page that is not a site', async () => {
    const refused = await preflight(endpoint(), STRANGER, 'POST');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('creates, resumes and sends an upload with answers a site page can read', async () => {
    const bytes = new Uint8Array(64).fill(7);
    const created = await fetch(endpoint(), {
      method: 'POST',
      headers: tusHeaders({
        'upload-length': String(bytes.length),
        'upload-metadata': tusMetadata({ filename: 'photo.jpg', filetype: 'image/jpeg' }),
      }),
    });
    expect(created.status).toBe(201);
    expectReadable(created, 'POST');
    const location = created.headers.get('location');
    if (location === null) throw new Error('No Location in the answer to POST');
    const url = new URL(location, endpoint()).toString();

    const head = await fetch(url, { method: 'HEAD', headers: tusHeaders({}) });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('0');
    expectReadable(head, 'HEAD');

    // Not a photo: the answer is the refusal, and it too must be readable across origins.
    const patch = await fetch(url, {
      method: 'PATCH',
      headers: tusHeaders({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
      body: bytes,
    });
    expect(patch.status).toBeGreaterThanOrEqual(200);
    expectReadable(patch, 'PATCH');
  });

  it('gives a page that is not a site nothing to read the answers with', async () => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: tusHeaders({
        origin: STRANGER,
        'upload-length': '1',
        'upload-metadata': tusMetadata({ filename: 'photo.jpg', filetype: 'image/jpeg' }),
      }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
