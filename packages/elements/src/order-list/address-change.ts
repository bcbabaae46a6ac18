import type { AddressChangeState as ChangeStateName } from '@portal/api/schemas/address';

/*
 * [Note: Changing an order's delivery address]
 * The change goes through the address change states of account-portal §3 (the contract's
 * AddressChangeState):
 * - NotStarted: the address as the order has it, with 'Change delivery address' while the order
 *   allows it (the contract's isDeliveryAddressChangeable).
 * - Editing: the address form, filled with the current address; Cancel returns to NotStarted.
 *   The form is checked before anything is sent (required fields, the country's rules).
 * - RequestInProgress: the new address is on its way; the form stays, as typed, and cannot be
 *   changed or sent twice.
 * - RequestSent: the service accepted it and answered the order as it now stands; the page's copy
 *   of the order is being replaced by that answer.
 * - SuccessfulUpdate: the order shows the new address, with a message saying so.
 * - RequestFailed: for a reason the customer can act on or not. The service refused an address
 *   field (400): back to Editing with its message under the field. The order can no longer change
 *   (409: it left in the meantime): the order is read again and says so, without the form. Any
 *   other failure (network, 5xx): the form stays as typed with a message, and sending it again
 *   retries.
 * Nothing typed is lost in any state but a deliberate Cancel.
 */
export type AddressChangeState = (
  | { readonly state: 'NotStarted' }
  | { readonly state: 'Editing'; readonly serviceErrors?: Readonly<Record<string, string>> }
  | { readonly state: 'RequestInProgress' }
  | { readonly state: 'RequestSent' }
  | { readonly state: 'SuccessfulUpdate' }
  | { readonly state: 'RequestFailed'; readonly reason: 'notChangeable' | 'failed' }
) & { readonly state: ChangeStateName };

export type AddressChangeEvent =
  | { readonly type: 'start' }
  | { readonly type: 'cancel' }
  | { readonly type: 'send' }
  | { readonly type: 'accepted' }
  | { readonly type: 'stored' }
  | { readonly type: 'refused'; readonly fieldErrors: Readonly<Record<string, string>> }
  | { readonly type: 'notChangeable' }
  | { readonly type: 'failed' };

export const NOT_STARTED: AddressChangeState = { state: 'NotStarted' };

/** The next state, or the same one when the event does not apply (a double click, a late answer). */
export function addressChange(current: AddressChangeState, event: AddressChangeEvent): AddressChangeState {
  switch (event.type) {
    case 'start':
      return current.state === 'NotStarted' || current.state === 'SuccessfulUpdate'
        ? { state: 'Editing' }
        : current;
    case 'cancel':
      return isEditing(current) ? NOT_STARTED : current;
    case 'send':
      return isEditing(current) ? { state: 'RequestInProgress' } : current;
    case 'accepted':
      return current.state === 'RequestInProgress' ? { state: 'RequestSent' } : current;
    case 'stored':
      return current.state === 'RequestSent' ? { state: 'SuccessfulUpdate' } : current;
    case 'refused':
      return current.state === 'RequestInProgress'
        ? { state: 'Editing', serviceErrors: event.fieldErrors }
        : current;
    case 'notChangeable':
      return current.state === 'RequestInProgress'
        ? { state: 'RequestFailed', reason: 'notChangeable' }
        : current;
    case 'failed':
      return current.state === 'RequestInProgress' || current.state === 'RequestSent'
        ? { state: 'RequestFailed', reason: 'failed' }
        : current;
  }
}

/** True while the form is shown: editing, or a failed attempt the customer may send again. */
export function isEditing(current: AddressChangeState): boolean {
  return current.state === 'Editing' || (current.state === 'RequestFailed' && current.reason === 'failed');
}

/** True while the form shows and its address is on its way. */
export function isSending(current: AddressChangeState): boolean {
  return current.state === 'RequestInProgress' || current.state === 'RequestSent';
}
