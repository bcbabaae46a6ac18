import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import type { OutboxStatus } from '../db/auth-mail-tables.ts';
import type { Database } from '../db/database.ts';
import { parseInput } from '../http/validation.ts';
import { escapeHtml } from './compose.ts';
import { findMessage, listMessages, MAIL_RETENTION_DAYS, type OutboxMessage } from './outbox.ts';

/**
 * The local mail page of the embedded default (see [Note: The mail page is for the embedded
 * default]): what the server would have e-mailed, readable in a browser, every link clickable.
 * - GET /mail: the newest messages first, as an HTML table.
 * - GET /mail/{id}: one message, its plain-text body with every address a link.
 * - GET /mail/{id}/html: the HTML body as sent, sandboxed.
 * - GET /mail/messages?to=<email>&limit=<1-200>: the same as JSON, for tests and scripts.
 */

/** How many messages the page lists; older ones are still readable by id until the retention sweep. */
export const MAIL_PAGE_SIZE = 200;
const DEFAULT_JSON_LIMIT = 50;

const MessagesQuery = z.object({
  to: z.optional(z.email()),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAIL_PAGE_SIZE)),
    DEFAULT_JSON_LIMIT,
  ),
});
const MessageParams = z.object({ id: z.uuid() });

/** A message in the JSON list, with the links of its plain-text body pulled out. */
export interface MailPageMessage {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly status: OutboxStatus;
  readonly createdAt: string;
  readonly sentAt: string | null;
  readonly links: readonly string[];
}

const STATUS_LABELS: Readonly<Record<OutboxStatus, string>> = {
  queued: 'Not sent',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Could not be sent',
};

const LINK = /https?:\/\/[^\s<>"']+/g;

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; line-height: 1.5; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { box-sizing: border-box; max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid GrayText; vertical-align: top; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
.body { white-space: pre-wrap; overflow-wrap: anywhere; padding: 1rem; border: 1px solid GrayText; border-radius: 0.375rem; }
a { color: LinkText; }
a:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
`;

const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/**
 * A message's own HTML runs in a sandbox of its own: no scripts, no access to this origin (which
 * also serves the API), only inline styles and inline images. Links open as the reader clicks them.
 */
const MESSAGE_HTML_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

export interface MailPagesOptions {
  /** Answer clients on other machines too (MAIL_PAGE=public); by default this machine's only. */
  readonly public?: boolean;
}

export function registerMailPages(
  root: FastifyInstance,
  database: Database,
  options: MailPagesOptions = {},
): void {
  void root.register(async (app) => {
    if (!options.public) {
      // The client's address, not the connection's: a reverse proxy on this machine connects from
      // a loopback address for every client it forwards, and says whose request it is in
      // X-Forwarded-For, which counts from the proxies TRUST_PROXY names ([Note: Forwarding
      // headers from configured proxies only]) and from no one else.
      app.addHook('onRequest', async (request, reply) => {
        if (!isLoopback(request.ip)) reply.callNotFound();
      });
    }
    registerRoutes(app, database);
  });
}

/** Whether a connection comes from this machine: 127.0.0.0/8 or ::1 (also as IPv4-mapped). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const ipv4 = address.replace(/^::ffff:/i, '');
  return ipv4.startsWith('127.') || address === '::1';
}

function registerRoutes(app: FastifyInstance, database: Database): void {
  app.get('/mail', async (_request, reply) => {
    const messages = await listMessages(database, { limit: MAIL_PAGE_SIZE });
    return sendPage(reply, 200, 'Mail', listPage(messages));
  });

  app.get('/mail/messages', async (request) => {
    const { to, limit } = parseInput(MessagesQuery, request.query, 'query');
    const messages = await listMessages(database, { to, limit });
    return { messages: messages.map(toPageMessage) };
  });

  app.get('/mail/:id', async (request, reply) => {
    const message = await messageOf(request.params);
    if (!message) return sendNotFound(reply);
    return sendPage(reply, 200, message.subject, messagePage(message));
  });

  app.get('/mail/:id/html', async (request, reply) => {
    const message = await messageOf(request.params);
    if (!message) return sendNotFound(reply);
    return reply.code(200).headers(MESSAGE_HTML_HEADERS).type('text/html; charset=utf-8').send(message.html);
  });

  async function messageOf(params: unknown): Promise<OutboxMessage | undefined> {
    const parsed = MessageParams.safeParse(params);
    return parsed.success ? findMessage(database, parsed.data.id) : undefined;
  }
}

export function toPageMessage(message: OutboxMessage): MailPageMessage {
  return {
    id: message.id,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    status: message.status,
    createdAt: message.createdAt,
    sentAt: message.sentAt,
    links: [...new Set(message.text.match(LINK) ?? [])],
  };
}

function listPage(messages: readonly OutboxMessage[]): string {
  const intro = `<p>What this server would have sent by e-mail. No SMTP server is configured, so messages are kept here instead; the newest ${MAIL_PAGE_SIZE} are listed, newest first. Their links sign people in and change accounts, so this page is shown only on this machine (unless MAIL_PAGE=public is set).</p>`;
  if (messages.length === 0) return `<h1>Mail</h1>\n${intro}\n<p>No messages yet.</p>`;
  const rows = messages
    .map(
      (message) => `<tr>
<td>${timeOf(message.createdAt)}</td>
<td>${escapeHtml(message.to)}</td>
<td><a href="/mail/${escapeHtml(message.id)}">${escapeHtml(message.subject)}</a></td>
<td>${escapeHtml(STATUS_LABELS[message.status])}</td>
</tr>`,
    )
    .join('\n');
  return `<h1>Mail</h1>
${intro}
<table>
<caption>Messages, newest first</caption>
<thead><tr><th scope="col">Created</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

function messagePage(message: OutboxMessage): string {
  return `<p><a href="/mail">All messages</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Created</dt><dd>${timeOf(message.createdAt)}</dd>
<dt>Status</dt><dd>${escapeHtml(STATUS_LABELS[message.status])}</dd>
</dl>
<h2>Message</h2>
<div class="body">${linkify(message.text)}</div>
<p><a href="/mail/${escapeHtml(message.id)}/html">The same message as HTML</a></p>`;
}

/** The text, escaped, with every http(s) address turned into a link to itself. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function timeOf(iso: string): string {
  const readable = `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(readable)}</time>`;
}

function sendNotFound(reply: FastifyReply): FastifyReply {
  return sendPage(
    reply,
    404,
    'Message not found',
    `<h1>Message not found</h1>\n<p>There is no message at this address; messages are removed after ${MAIL_RETENTION_DAYS} days.</p>\n<p><a href="/mail">All messages</a></p>`,
  );
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
  return reply.code(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
}
