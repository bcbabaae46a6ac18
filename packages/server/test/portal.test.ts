import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ENGINES } from './support/databases.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

describe.each(ENGINES)('the composed portal on $name', (engine) => {
  let server: PortalServer | undefined;
  beforeAll(async () => {
    if (!engine.skip) server = await startPortalServer(engine.name);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.skipIf(engine.skip)('signs a demo user in and accepts the token on the push socket', async () => {
    if (!server) throw new Error('not started');
    const token = await server.tokenFor('demo@example.com');
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/push`);
    await new Promise((resolve) => socket.once('open', resolve));
    const firstFrame = new Promise<string>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(data.toString('utf8'))),
    );
    socket.send(JSON.stringify({ action: 'authenticate', token }));
    expect(await firstFrame).toBe('OK');
    socket.close();
  });

  it.skipIf(engine.skip)('shows the local mail page when no SMTP server is configured', async () => {
    if (!server) throw new Error('not started');
    const page = await fetch(`${server.baseUrl}/mail`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it.skipIf(engine.skip)(
    'serves config.json pointing sign-in and token renewal at its own issuer',
    async () => {
      if (!server) throw new Error('not started');
      const config = (await (await fetch(`${server.baseUrl}/config.json`)).json()) as {
        auth: { authority: string; tokenEndpoint: string };
      };
      expect(config.auth.authority).toBe(`${server.baseUrl}/oidc`);
      const discovery = await fetch(`${config.auth.authority}/.well-known/openid-configuration`);
      expect(discovery.status).toBe(200);
      // Pages renew their tokens at the endpoint config.json names, without the discovery document.
      const { token_endpoint } = (await discovery.json()) as { token_endpoint: string };
      expect(config.auth.tokenEndpoint).toBe(token_endpoint);
    },
  );
});
