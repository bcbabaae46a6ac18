/**
 * Row types of the mail outbox, confirmation tokens, rate limits, newsletter subscriptions and
 * pending blob deletions (migration 0012); see [Note: One schema, two engines].
 */

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  locked_at: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export type ConfirmationPurpose = 'delete-account' | 'email-change';

export interface ConfirmationTokensTable {
  /** SHA-256 of the token, lower-case hex. */
  token_hash: string;
  account_id: string;
  purpose: ConfirmationPurpose;
  new_email: string | null;
  channel: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RateLimitEventsTable {
  id: string;
  account_id: string;
  action: string;
  created_at: string;
}

export interface NewsletterSubscriptionsTable {
  email: string;
  status: 'pending' | 'confirmed';
  token_hash: string | null;
  token_expires_at: string | null;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
}

export interface BlobDeletionsTable {
  hash: string;
  requested_at: string;
}

export interface AuthMailTables {
  outbox: OutboxTable;
  confirmation_tokens: ConfirmationTokensTable;
  rate_limit_events: RateLimitEventsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  blob_deletions: BlobDeletionsTable;
}
