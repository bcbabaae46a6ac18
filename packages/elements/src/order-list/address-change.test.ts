import { describe, expect, it } from 'vitest';
import {
  type AddressChangeEvent,
  type AddressChangeState,
  addressChange,
  NOT_STARTED,
} from './address-change.ts';

function run(...events: AddressChangeEvent[]): AddressChangeState {
  return events.reduce(addressChange, NOT_STARTED);
}

describe('addressChange', () => {
  it('goes from the address to the form, sends, and shows the stored address', () => {
    expect(run({ type: 'start' })).toEqual({ state: 'Editing' });
    expect(run({ type: 'start' }, { type: 'send' })).toEqual({ state: 'RequestInProgress' });
    expect(run({ type: 'start' }, { type: 'send' }, { type: 'accepted' })).toEqual({ state: 'RequestSent' });
    expect(run({ type: 'start' }, { type: 'send' }, { type: 'accepted' }, { type: 'stored' })).toEqual({
      state: 'SuccessfulUpdate',
    });
  });

  it('returns to the form with the service’s field messages when it refuses an address', () => {
    const errors = { postalCode: 'Postal Code must be valid' };
    expect(run({ type: 'start' }, { type: 'send' }, { type: 'refused', fieldErrors: errors })).toEqual({
      state: 'Editing',
      serviceErrors: errors,
    });
  });

  it('fails for good when the order can no longer change, and retryably otherwise', () => {
    expect(run({ type: 'start' }, { type: 'send' }, { type: 'notChangeable' })).toEqual({
      state: 'RequestFailed',
      reason: 'notChangeable',
    });
    const failed = run({ type: 'start' }, { type: 'send' }, { type: 'failed' });
    expect(failed).toEqual({ state: 'RequestFailed', reason: 'failed' });
    expect(addressChange(failed, { type: 'send' })).toEqual({ state: 'RequestInProgress' });
    expect(addressChange(failed, { type: 'cancel' })).toEqual(NOT_STARTED);
  });

  it('ignores what does not apply: a second send, a late answer, a cancel while sending', () => {
    const sending = run({ type: 'start' }, { type: 'send' });
    expect(addressChange(sending, { type: 'send' })).toBe(sending);
    expect(addressChange(sending, { type: 'cancel' })).toBe(sending);
    expect(addressChange(NOT_STARTED, { type: 'accepted' })).toBe(NOT_STARTED);
    expect(addressChange(NOT_STARTED, { type: 'stored' })).toBe(NOT_STARTED);
  });

  it('lets the customer change the address again after a change', () => {
    const changed = run({ type: 'start' }, { type: 'send' }, { type: 'accepted' }, { type: 'stored' });
    expect(addressChange(changed, { type: 'start' })).toEqual({ state: 'Editing' });
  });
});
