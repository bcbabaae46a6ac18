import { randomUUID } from 'node:crypto';
import { decodeShareEmail } from '@portal/api/rules/widget-share';
import { WidgetShare } from '@portal/api/schemas/widgets';
import type { Kysely, Selectable } from 'kysely';
import * as z from 'zod/mini';
import type { WidgetsTable } from '../../db/content-tables.ts';
import { nowIso } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';
import { HttpProblem, parseInput } from '../../http/validation.ts';
import { composeMail, enqueueMail } from '../../mail/index.ts';
import { CATALOGUE_CHANNELS, isVendorId } from '../merchandise/catalogue.ts';

/** The share query as it arrives, before the recipient is decoded; the message may be left out. */
const ShareQuery = z.object({
  vendorId: z.string(),
  fromName: z.string(),
  personalMessage: z._default(z.string(), ''),
  toEmailAddress: z.string(),
});

/**
 * Reads the share query of PUT /v1/widget/{code}/share: the recipient is base64 of the address's
 * UTF-8 bytes (account-portal §5, decoded as the contract's `decodeShareEmail` does), the vendor
 * one of the catalogue's. Anything else answers 400 naming the field.
 */
export function parseShareQuery(query: unknown): WidgetShare {
  const raw = parseInput(ShareQuery, query, 'query');
  const toEmailAddress = decodeShareEmail(raw.toEmailAddress);
  if (toEmailAddress === null) {
    throw new HttpProblem(400, 'Invalid request query.toEmailAddress: not base64 of UTF-8 text');
  }
  const share = parseInput(WidgetShare, { ...raw, toEmailAddress }, 'query');
  if (!isVendorId(share.vendorId)) {
    throw new HttpProblem(400, `Invalid request query.vendorId: unknown vendor '${share.vendorId}'`);
  }
  return share;
}

/*
 * [Note: Widget shares are rate limited]
 * A share mails a message the customer wrote to any address they type, from the brand's sender: an
 * open relay for spam if unbounded. Each account may send SHARES_PER_HOUR shares in any hour; more
 * answer 429. Every share is kept in `widget_shares` (which is also what the limit counts), and
 * goes to the mail outbox in the same transaction, so a share is recorded exactly when its mail is.
 */
export const SHARES_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

/** One line of at most `length` characters, for a subject built from what the customer typed. */
function oneLine(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}

/*
 * [Note: A share mail names the customer's account]
 * A share goes out from the brand's own address, so the name it gives as the sender is what makes
 * a recipient trust it. Typed into the form, it could be anything ('Printwell Security', markup,
 * someone else's name), so the mail names the account instead: the customer's name as their
 * personal details hold it (their e-mail address when they gave none), with their address beside
 * it in the closing line, so a recipient can always tell whose account sent it. The spec's
 * `fromName` query parameter is still accepted and checked as the contract says, for the clients
 * that send it, and is ignored; `widget_shares.from_name` keeps the name the mail gave.
 */

/** Who a share mail says it comes from; see [Note: A share mail names the customer's account]. */
interface ShareSender {
  readonly name: string;
  readonly email: string;
}

/** The sender of `accountId`'s shares. */
async function shareSenderOf(db: Kysely<Tables>, accountId: string): Promise<ShareSender> {
  const account = await db
    .selectFrom('accounts')
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const name = oneLine(`${account.first_name} ${account.last_name}`, 80);
  return { name: name === '' ? account.email : name, email: account.email };
}

/** Records the share and puts its e-mail in the outbox; 429 past the hourly limit. */
export async function sendWidgetShare(
  db: Kysely<Tables>,
  ownerId: string,
  widget: Selectable<WidgetsTable>,
  widgetUrl: string,
  share: WidgetShare,
): Promise<void> {
  const brand =
    CATALOGUE_CHANNELS.find((channel) => channel.Vendor.ID === share.vendorId)?.site.displayName ??
    share.vendorId;
  const sender = await shareSenderOf(db, ownerId);
  const fromName = sender.name;
  const mail = composeMail(`${fromName} shared a photo book with you`, {
    greeting: 'Hello,',
    paragraphs: [
      `${fromName} would like to show you the online photo book "${widget.title}".`,
      ...(share.personalMessage.trim() === '' ? [] : [`${fromName} writes: ${share.personalMessage}`]),
    ],
    action: { label: 'View the photo book', url: widgetUrl },
    after: [
      `${brand} sent this e-mail on behalf of ${fromName} (${sender.email}), who entered your address. ` +
        'Your address is not added to any mailing list.',
    ],
  });
  await db.transaction().execute(async (trx) => {
    const since = new Date(Date.now() - HOUR_MS).toISOString();
    const recent = await trx
      .selectFrom('widget_shares')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner_id', '=', ownerId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= SHARES_PER_HOUR) {
      throw new HttpProblem(429, `At most ${SHARES_PER_HOUR} shares may be sent in an hour`);
    }
    await trx
      .insertInto('widget_shares')
      .values({
        id: randomUUID(),
        owner_id: ownerId,
        widget_id: widget.id,
        vendor_id: share.vendorId,
        from_name: fromName,
        personal_message: share.personalMessage,
        to_email_address: share.toEmailAddress,
        created_at: nowIso(),
      })
      .execute();
    await enqueueMail(trx, { to: share.toEmailAddress, ...mail });
  });
}
