import Fastify from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { installErrorHandling } from '../../src/http/validation.ts';
import { type MailPageMessage, registerMail } from '../../src/mail/index.ts';

/**
 * The local mail page of the embedded default over a suite's database, served by its own small app
 * (`registerMail` without SMTP, as the portal mounts it), so a suite reads what the server mailed
 * the way a person would: through GET /mail/messages, following the link in the message.
 */
export interface Mailbox {
  readonly baseUrl: string;
  /** Messages to `email`, newest first. */
  messagesTo(email: string): Promise<MailPageMessage[]>;
  /** The newest link to the portal page `route` mailed to `email`; throws when there is none. */
  linkTo(email: string, route: string): Promise<URL>;
  close(): Promise<void>;
}

export async function openMailbox(database: Database): Promise<Mailbox> {
  const app = Fastify();
  installErrorHandling(app);
  registerMail(app, {
    database,
    publicUrl: 'http://127.0.0.1',
    settings: { smtpUrl: undefined, from: undefined, publicMailPage: false },
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  async function messagesTo(email: string): Promise<MailPageMessage[]> {
    const response = await fetch(
      `${baseUrl}/mail/messages?${new URLSearchParams({ to: email, limit: '200' })}`,
    );
    if (!response.ok) throw new Error(`GET /mail/messages answered ${response.status}`);
    const { messages } = (await response.json()) as { messages: MailPageMessage[] };
    return messages;
  }

  return {
    baseUrl,
    messagesTo,
    async linkTo(email, route) {
      for (const message of await messagesTo(email)) {
        for (const link of message.links) {
          const url = new URL(link);
          if (url.pathname === route) return url;
        }
      }
      throw new Error(`No mail to ${email} links to ${route}`);
    },
    close: () => app.close(),
  };
}
