import { createServer, type Server } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedProxies } from '../src/http/trusted-proxies.ts';
import { installErrorHandling } from '../src/http/validation.ts';
import { MAX_ATTEMPTS, MAX_DELIVERY_AGE_MS } from '../src/mail/delivery.ts';
import {
  composeMail,
  enqueueMail,
  listMessages,
  MailDelivery,
  readMailSettings,
  registerMail,
} from '../src/mail/index.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';
import { type Mailbox, openMailbox } from './support/mail-outbox.ts';

const LINK = 'http://127.0.0.1:8080/change-email-confirmation?confirmation-token=abc_DEF-123';

function message(to: string, subject: string) {
  return {
    to,
    ...composeMail(subject, {
      greeting: 'Hello,',
      paragraphs: ['A paragraph with <b>markup</b> that stays text.'],
      action: { label: 'Follow the link', url: LINK },
    }),
  };
}

/** Just enough of an SMTP server to take messages from nodemailer and keep them. */
interface SmtpSink {
  readonly url: string;
  readonly received: { from: string; to: string[]; data: string }[];
  close(): Promise<void>;
}

async function startSmtpSink(): Promise<SmtpSink> {
  const received: SmtpSink['received'] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 sink\r\n');
        else if (command === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (command === 'RCPT') {
          current.to.push(line);
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('mail settings', () => {
  it('reads SMTP_URL and MAIL_FROM, and keeps mail local without them', () => {
    expect(readMailSettings({})).toEqual({ smtpUrl: undefined, from: undefined, publicMailPage: false });
    expect(
      readMailSettings({
        SMTP_URL: 'smtps://user:secret@mail.example.com:465',
        MAIL_FROM: 'Shop <shop@example.com>',
      }),
    ).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'Shop <shop@example.com>',
      publicMailPage: false,
    });
    expect(() => readMailSettings({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(readMailSettings({ MAIL_PAGE: 'public' }).publicMailPage).toBe(true);
    expect(() => readMailSettings({ MAIL_PAGE: 'everyone' })).toThrow(/MAIL_PAGE/);
  });
});

describe('the local mail page seen from another machine', () => {
  it.skipIf(ENGINES[0]?.skip)(
    "answers only this machine, a trusted proxy's forwarded clients included, unless MAIL_PAGE=public",
    async () => {
      const test = await createTestDatabase('sqlite');
      const apps = [];
      // A reverse proxy on this machine, named in TRUST_PROXY.
      const proxies = trustedProxies(['127.0.0.1']);
      try {
        for (const publicMailPage of [false, true]) {
          const app = Fastify({ trustProxy: (address) => proxies.trusts(address) });
          installErrorHandling(app);
          registerMail(app, {
            database: test.database,
            publicUrl: 'http://localhost:8080',
            settings: { smtpUrl: undefined, from: undefined, publicMailPage },
          });
          await app.ready();
          apps.push(app);
          const fromOutside = await app.inject({ url: '/mail', remoteAddress: '203.0.113.9' });
          const forged = await app.inject({
            url: '/mail/messages',
            remoteAddress: '203.0.113.9',
            headers: { 'x-forwarded-for': '127.0.0.1' },
          });
          const viaProxy = await app.inject({
            url: '/mail',
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': '203.0.113.9' },
          });
          const local = await app.inject({ url: '/mail', remoteAddress: '127.0.0.1' });
          const localV6 = await app.inject({ url: '/mail', remoteAddress: '::1' });
          expect(
            [fromOutside, forged, viaProxy, local, localV6].map((response) => response.statusCode),
          ).toEqual(publicMailPage ? [200, 200, 200, 200, 200] : [404, 404, 404, 200, 200]);
          if (!publicMailPage) expect(local.body).toContain('shown only on this machine');
        }
      } finally {
        for (const app of apps) await app.close();
        await test.dispose();
      }
    },
  );
});

describe.each(ENGINES)('the outbox on $name', (engine) => {
  let test: TestDatabase | undefined;
  let mailbox: Mailbox | undefined;
  beforeAll(async () => {
    if (engine.skip) return;
    test = await createTestDatabase(engine.name);
    mailbox = await openMailbox(test.database);
  });
  afterAll(async () => {
    await mailbox?.close();
    await test?.dispose();
  });

  function started(): { test: TestDatabase; mailbox: Mailbox } {
    if (!test || !mailbox) throw new Error('not started');
    return { test, mailbox };
  }

  describe('the local mail page', () => {
    it.skipIf(engine.skip)(
      'lists the messages to an address as JSON, newest first, with their links',
      async () => {
        const { test, mailbox } = started();
        await enqueueMail(test.database, message('Reader@Example.com', 'First'));
        await new Promise((resolve) => setTimeout(resolve, 5));
        await enqueueMail(test.database, message('reader@example.com', 'Second'));
        await enqueueMail(test.database, message('someone-else@example.com', 'Not yours'));

        const messages = await mailbox.messagesTo('READER@example.com');
        expect(messages.map((mail) => mail.subject)).toEqual(['Second', 'First']);
        expect(messages[0]).toMatchObject({ to: 'reader@example.com', status: 'queued', links: [LINK] });
        expect(messages[0]?.html).toContain(`href="${LINK.replaceAll('&', '&#38;')}"`);
        expect(
          (await mailbox.linkTo('reader@example.com', '/change-email-confirmation')).searchParams.get(
            'confirmation-token',
          ),
        ).toBe('abc_DEF-123');
      },
    );

    it.skipIf(engine.skip)('shows every message on /mail and each one with its links clickable', async () => {
      const { test, mailbox } = started();
      const id = await enqueueMail(
        test.database,
        message('page@example.com', 'Subject with <script>alert(1)</script>'),
      );

      const list = await fetch(`${mailbox.baseUrl}/mail`);
      expect(list.status).toBe(200);
      expect(list.headers.get('content-type')).toMatch(/^text\/html/);
      expect(list.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
      const listHtml = await list.text();
      expect(listHtml).toContain('<html lang="en">');
      expect(listHtml).toContain(
        `<a href="/mail/${id}">Subject with &#60;script&#62;alert(1)&#60;/script&#62;</a>`,
      );
      expect(listHtml).not.toContain('<script>');
      expect(listHtml).not.toMatch(/(src|href)="https?:/);

      const page = await fetch(`${mailbox.baseUrl}/mail/${id}`);
      expect(page.status).toBe(200);
      const pageHtml = await page.text();
      expect(pageHtml).toContain(`<a href="${LINK}">${LINK}</a>`);
      expect(pageHtml).toContain('&#60;b&#62;markup&#60;/b&#62;');
      expect(pageHtml).toContain(`<a href="/mail/${id}/html">`);

      const html = await fetch(`${mailbox.baseUrl}/mail/${id}/html`);
      expect(html.status).toBe(200);
      expect(html.headers.get('content-security-policy')).toMatch(/^sandbox /);
      expect(await html.text()).toContain('<a href=');
    });

    it.skipIf(engine.skip)('answers 404 for an unknown message and 400 for a bad query', async () => {
      const { mailbox } = started();
      expect((await fetch(`${mailbox.baseUrl}/mail/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
      expect((await fetch(`${mailbox.baseUrl}/mail/not-an-id`)).status).toBe(404);
      expect((await fetch(`${mailbox.baseUrl}/mail/messages?to=not-an-address`)).status).toBe(400);
      expect((await fetch(`${mailbox.baseUrl}/mail/messages?limit=201`)).status).toBe(400);
    });
  });

  it.skipIf(engine.skip)(
    'writes nothing when the transaction that enqueued the message rolls back',
    async () => {
      const { test } = started();
      await expect(
        test.database.db.transaction().execute(async (trx) => {
          await enqueueMail(trx, message('rolled-back@example.com', 'Never'));
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await listMessages(test.database, { to: 'rolled-back@example.com', limit: 10 })).toEqual([]);
    },
  );

  it.skipIf(engine.skip)('refuses messages that cannot be sent', async () => {
    const { test } = started();
    await expect(enqueueMail(test.database, message('nobody', 'Subject'))).rejects.toThrow(TypeError);
    await expect(
      enqueueMail(test.database, message('a@example.com', 'Two\r\nBcc: x@example.com')),
    ).rejects.toThrow(TypeError);
  });

  describe('delivery', () => {
    it.skipIf(engine.skip)('sends through SMTP_URL and mounts no mail page then', async () => {
      const { test } = started();
      const sink = await startSmtpSink();
      const app = Fastify();
      installErrorHandling(app);
      const { delivery } = registerMail(app, {
        database: test.database,
        publicUrl: 'https://portal.example.com',
        settings: { smtpUrl: sink.url, from: undefined, publicMailPage: false },
      });
      try {
        await app.ready();
        expect((await app.inject({ method: 'GET', url: '/mail' })).statusCode).toBe(404);
        expect((await app.inject({ method: 'GET', url: '/mail/messages' })).statusCode).toBe(404);
        if (!delivery) throw new Error('no delivery with SMTP configured');

        const to = `smtp-${Date.now()}@example.com`;
        await enqueueMail(test.database, message(to, 'Through SMTP'));
        await delivery.drain();
        const sent = await waitFor(async () => {
          const [mail] = await listMessages(test.database, { to, limit: 1 });
          return mail?.status === 'sent' ? mail : undefined;
        });
        expect(sent.sentAt).toEqual(expect.any(String));
        const envelope = sink.received.find((mail) => mail.to.some((rcpt) => rcpt.includes(to)));
        expect(envelope?.from).toContain('no-reply@portal.example.com');
        expect(envelope?.data).toContain('Subject: Through SMTP');
        expect(envelope?.data).toContain('abc_DEF-123');
      } finally {
        await app.close();
        await sink.close();
      }
    });

    it.skipIf(engine.skip)(`retries a failing send and gives up after ${MAX_ATTEMPTS} attempts`, async () => {
      const { test } = started();
      const to = `failing-${Date.now()}@example.com`;
      const id = await enqueueMail(test.database, message(to, 'Bounces'));
      let tries = 0;
      const delivery = new MailDelivery(
        test.database,
        {
          async sendMail(mail) {
            if (mail.to === to) tries += 1;
            throw new Error('421 try again later');
          },
        },
        { from: 'test@example.com', retryBaseDelayMs: 0 },
      );
      await delivery.drain();
      expect(tries).toBe(MAX_ATTEMPTS);
      const row = await test.database.db
        .selectFrom('outbox')
        .select(['status', 'attempts', 'last_error'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: '421 try again later' });
    });

    it.skipIf(engine.skip)('does not send a backlog older than its links', async () => {
      const { test } = started();
      const to = `stale-${Date.now()}@example.com`;
      const id = await enqueueMail(test.database, message(to, 'Stale'));
      await test.database.db
        .updateTable('outbox')
        .set({ created_at: new Date(Date.now() - MAX_DELIVERY_AGE_MS - 1000).toISOString() })
        .where('id', '=', id)
        .execute();
      const sent: string[] = [];
      const delivery = new MailDelivery(
        test.database,
        {
          async sendMail(mail) {
            sent.push(mail.to);
          },
        },
        { from: 'test@example.com' },
      );
      await delivery.drain();
      expect(sent).not.toContain(to);
      const [stale] = await listMessages(test.database, { to, limit: 1 });
      expect(stale?.status).toBe('queued');
    });
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
