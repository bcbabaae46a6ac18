import { isAllowedLink } from '@portal/api/rules/link';
import type { CallbackFormat, Customer, FtpSettings } from '@portal/api/schemas/customer';

/**
 * The FTP integration's callback settings as the form holds them, and the rule they are saved by
 * (account-portal §3 'FTP callbackUrl and callbackFormat', §5): a callback URL must be a valid URL
 * with protocol http or https (rules/link.ts), or left empty for no callbacks; the format is JSON
 * or XML. Pure, so it is tested without a browser.
 */

export const CALLBACK_FORMATS: readonly CallbackFormat[] = ['JSON', 'XML'];

/** The format offered while the customer has not chosen one. */
const DEFAULT_FORMAT: CallbackFormat = 'JSON';

export interface CallbackForm {
  readonly callbackUrl: string;
  readonly callbackFormat: CallbackFormat;
}

/** What the form shows for the customer's saved settings. */
export function callbackFormOf(customer: Pick<Customer, 'callbackUrl' | 'callbackFormat'>): CallbackForm {
  return {
    callbackUrl: customer.callbackUrl ?? '',
    callbackFormat: customer.callbackFormat ?? DEFAULT_FORMAT,
  };
}

export type CallbackCheck =
  | { readonly ok: true; readonly settings: FtpSettings }
  /** The callback URL is not an http or https link. */
  | { readonly ok: false };

/**
 * The settings to save from what the form holds: the URL without surrounding spaces, null when
 * empty (no callbacks); refused unless it is an http or https link.
 */
export function checkCallbackForm(form: CallbackForm): CallbackCheck {
  const callbackUrl = form.callbackUrl.trim();
  if (callbackUrl !== '' && !isAllowedLink(callbackUrl)) return { ok: false };
  return {
    ok: true,
    settings: { callbackUrl: callbackUrl === '' ? null : callbackUrl, callbackFormat: form.callbackFormat },
  };
}
