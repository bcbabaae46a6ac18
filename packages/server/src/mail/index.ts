import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';
import { MailDelivery, type MailTransport } from './delivery.ts';
import { registerMailPages } from './mail-pages.ts';
import { defaultSender, type MailSettings, readMailSettings } from './mail-settings.ts';
import { deleteMessagesCreatedBefore, MAIL_RETENTION_DAYS } from './outbox.ts';

export { type ComposedMail, composeMail, escapeHtml, type MailContent } from './compose.ts';
export {
  type ConfirmationToken,
  createConfirmationToken,
  hashConfirmationToken,
  portalLink,
} from './confirmation-links.ts';
export { MailDelivery, type MailTransport } from './delivery.ts';
export { type MailPageMessage, registerMailPages } from './mail-pages.ts';
export { type MailSettings, readMailSettings } from './mail-settings.ts';
export {
  enqueueMail,
  listMessages,
  type MailMessage,
  type MailWriter,
  type OutboxMessage,
} from './outbox.ts';

const RETENTION_SWEEP_MS = 60 * 60 * 1000;

export interface MailOptions {
  readonly database: Database;
  /** Where browsers reach this process; the default sender's domain. */
  readonly publicUrl: string;
  /** Defaults to `readMailSettings()` (SMTP_URL, MAIL_FROM). */
  readonly settings?: MailSettings;
  /** Sends instead of an SMTP transport made from `settings.smtpUrl`; for tests. */
  readonly transport?: MailTransport;
}

export interface Mail {
  /** The delivery loop, when mail is sent through SMTP; undefined on the embedded default. */
  readonly delivery: MailDelivery | undefined;
}

/*
 * [Note: The mail page is for the embedded default]
 * With SMTP configured, the outbox is delivered and `/mail` does not exist. Without it (the
 * embedded default, `npm start` on a laptop), nothing could reach a mailbox, so `/mail` shows every
 * message instead: a person, an end-to-end test or a script follows the confirmation links from
 * there. The page has no sign-in and shows every address's mail, links with live tokens included
 * (with them anyone could confirm an e-mail change to an address they do not own), so it answers
 * only clients on this machine (the connection's own address, never a forwarded header) unless
 * MAIL_PAGE=public says others may read it; with SMTP configured it does not exist at all.
 */

/**
 * Sets up mail for the whole process: the delivery loop when SMTP is configured, otherwise the
 * local mail page at `/mail` (see [Note: The mail page is for the embedded default]); in both
 * cases an hourly sweep deletes messages older than MAIL_RETENTION_DAYS. Call on the root app
 * before it listens; everything stops when the app closes.
 */
export function registerMail(app: FastifyInstance, options: MailOptions): Mail {
  const { database } = options;
  const settings = options.settings ?? readMailSettings();
  let delivery: MailDelivery | undefined;
  let transport = options.transport;
  let closeTransport = () => {};
  if (!transport && settings.smtpUrl) {
    const smtp = nodemailer.createTransport(settings.smtpUrl);
    transport = smtp;
    closeTransport = () => smtp.close();
  }
  if (transport) {
    const started = new MailDelivery(database, transport, {
      from: settings.from ?? defaultSender(options.publicUrl),
      onError: (error, messageId) => app.log.warn({ err: error, messageId }, 'sending mail failed'),
    });
    delivery = started;
    app.addHook('onReady', async () => started.start());
    app.addHook('onClose', async () => {
      await started.stop();
      closeTransport();
    });
  } else {
    registerMailPages(app, database, { public: settings.publicMailPage });
  }

  const sweep = setInterval(() => {
    const before = new Date(Date.now() - MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
    deleteMessagesCreatedBefore(database, before).catch((error: unknown) =>
      app.log.error({ err: error }, 'deleting old mail failed'),
    );
  }, RETENTION_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  return { delivery };
}
