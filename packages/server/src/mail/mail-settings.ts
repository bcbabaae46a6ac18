/**
 * How the server sends e-mail, read once from the environment:
 * - `SMTP_URL` (`smtp://user:password@host:587` or `smtps://…:465`, as nodemailer reads it): when
 *   set, the outbox is delivered through that server and the local mail page is not mounted.
 *   Unset (the embedded default), messages stay in the outbox and are read on `/mail`.
 * - `MAIL_FROM` (`Photo portal <no-reply@example.com>`): the sender; defaults to
 *   `no-reply@<host of the public URL>`.
 * - `MAIL_PAGE=public`: the local mail page answers every client, not only this machine's (a demo
 *   that others open on purpose); see [Note: The mail page is for the embedded default].
 */
export interface MailSettings {
  readonly smtpUrl: string | undefined;
  readonly from: string | undefined;
  /** Whether the local mail page answers clients on other machines. */
  readonly publicMailPage: boolean;
}

export function readMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// URL (leave it unset to keep mail on the local mail page)',
    );
  }
  const mailPage = env.MAIL_PAGE || 'local';
  if (mailPage !== 'local' && mailPage !== 'public') {
    throw new Error(
      `MAIL_PAGE must be 'local' (the default: this machine only) or 'public', got '${mailPage}'`,
    );
  }
  return { smtpUrl, from: env.MAIL_FROM || undefined, publicMailPage: mailPage === 'public' };
}

/** The sender when `MAIL_FROM` is not set. */
export function defaultSender(publicUrl: string): string {
  return `Photo portal <no-reply@${new URL(publicUrl).hostname}>`;
}
