import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PUSH_SOCKET_PATH } from '../../src/config/portal-config.ts';
import { composeMail, enqueueMail } from '../../src/mail/index.ts';
import { createPortal, type Portal } from '../../src/portal.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { type PortalServer, startPortalServer } from '../support/portal-server.ts';

const PUBLIC_URL = 'https://photos.example.com';
const PROXY = '10.1.2.3';
const MAIL_TO = 'rebinding@example.com';

describe('a portal with a public address', () => {
  let test: TestDatabase;
  let portal: Portal;
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    portal = await createPortal({
      database: test.database,
      dataDir: test.dataDir,
      publicUrl: PUBLIC_URL,
      runWorker: false,
      trustProxy: ['10.0.0.0/8'],
    });
    await portal.app.ready();
    await enqueueMail(test.database, {
      to: MAIL_TO,
      ...composeMail('Confirm your new e-mail address', {
        greeting: 'Hello,',
        paragraphs: [],
        action: {
          label: 'Confirm',
          url: `${PUBLIC_URL}/change-email-confirmation?confirmation-token=secret`,
        },
      }),
    });
  });
  afterAll(async () => {
    await portal?.close();
    await test?.dispose();
  });

  /** A request from this machine, as a DNS-rebinding page makes its visitor's browser send it. */
  const onThisMachine = (url: string, host: string) =>
    portal.app.inject({ url, headers: { host }, remoteAddress: '127.0.0.1' });

  it('answers its public host and every site host, in every environment, with and without www.', async () => {
    for (const host of [
      'photos.example.com',
      'PHOTOS.example.com.',
      'www.printwell.co.uk',
      'printwell.co.uk:443',
      't.lumora.nl',
      'www.a.snapbook.it',
      'business.posterhaus.de',
      'xn--fotoklver-57a.se',
    ]) {
      expect((await onThisMachine('/config.json', host)).statusCode, host).toBe(200);
    }
  });

  it('refuses any other host name with 421, development names included, and keeps the outbox to itself', async () => {
    const served = await onThisMachine(`/mail/messages?to=${MAIL_TO}`, 'photos.example.com');
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('confirmation-token=secret');
    for (const host of [
      'evil.example',
      'evil.example:443',
      'photos.example.com.evil.example',
      'printwell.co.uk.evil.example',
      'localhost',
      'printwell.co.uk.localhost',
      '127.0.0.1',
      '[::1]',
      '10.0.0.5:8081',
    ]) {
      for (const url of [
        `/mail/messages?to=${MAIL_TO}`,
        '/mail',
        '/config.json',
        '/',
        '/oidc/.well-known/openid-configuration',
      ]) {
        const response = await onThisMachine(url, host);
        expect(response.statusCode, `${host} ${url}`).toBe(421);
        expect(response.json(), `${host} ${url}`).toEqual({ message: expect.any(String) });
        expect(response.body).not.toContain('secret');
      }
    }
  });

  it("reads the host a trusted proxy forwards, and the proxy's client's address at /mail", async () => {
    const viaProxy = (host: string, headers: Record<string, string> = {}) =>
      portal.app.inject({
        url: '/mail',
        remoteAddress: PROXY,
        headers: { host: '10.0.0.5:8081', 'x-forwarded-host': host, ...headers },
      });
    expect((await viaProxy('evil.example', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(421);
    expect((await viaProxy('photos.example.com', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await viaProxy('photos.example.com', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
  });

  it('answers /health on any host name, for balancers that ask a process by its address', async () => {
    expect((await onThisMachine('/health', '10.0.0.5:8081')).statusCode).toBe(200);
  });
});

describe('a portal on this machine (development)', () => {
  let server: PortalServer;
  beforeAll(async () => {
    server = await startPortalServer('sqlite');
  });
  afterAll(async () => {
    await server?.close();
  });

  /** fetch always sends the URL's own Host; these name the host as a browser on it would. */
  const statusFor = (host: string, path: string) =>
    new Promise<number>((resolve, reject) => {
      const request = httpGet(
        { host: '127.0.0.1', port: server.port, path, headers: { host } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
    });

  it('answers localhost, its brand subdomains and the loopback addresses, and nothing else', async () => {
    const { port } = server;
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `printwell.co.uk.localhost:${port}`,
      '[::1]',
    ]) {
      expect(await statusFor(host, '/config.json'), host).toBe(200);
    }
    expect(await statusFor(`evil.example:${port}`, '/config.json')).toBe(421);
    expect(await statusFor(`evil.example:${port}`, '/mail/messages')).toBe(421);
  });

  it('opens no socket for another host name', async () => {
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}${PUSH_SOCKET_PATH}`, {
      headers: { host: `evil.example:${server.port}` },
    });
    const outcome = await new Promise<string>((resolve) => {
      socket.once('error', (error) => resolve(error.message));
      socket.once('open', () => resolve('opened'));
    });
    socket.terminate();
    expect(outcome).toBe('Unexpected server response: 421');
  });
});
