import { describe, expect, it } from 'vitest';
import { deriveStorageStatus, type StorageAccountInformation } from '../rules/storage-status.ts';
import { AccountInformation } from './account-information.ts';

const information = {
  delayedDeletionDate: null,
  lastOrderDate: '2024-01-15',
  projectCount: 3,
  projectedDeletionDate: '2025-07-15',
  registrationDate: '2019-03-01T12:00:00Z',
};

describe('account information schema (photo-library §3 storage status)', () => {
  it('accepts the storage dates, as dates or date-times', () => {
    expect(AccountInformation.parse(information)).toEqual(information);
    const withDelay = { ...information, delayedDeletionDate: '2025-09-01T00:00:00+02:00' };
    expect(AccountInformation.parse(withDelay)).toEqual(withDelay);
  });

  it('accepts a customer who never ordered', () => {
    expect(AccountInformation.safeParse({ ...information, lastOrderDate: null }).success).toBe(true);
  });

  it('is what the storage status rule reads', () => {
    const parsed: StorageAccountInformation = AccountInformation.parse(information);
    expect(deriveStorageStatus(parsed, new Date('2025-07-01T00:00:00Z')).status).toBe('critical');
  });

  it('rejects dates that are not ISO, a missing projected date and a negative project count', () => {
    expect(AccountInformation.safeParse({ ...information, lastOrderDate: '15/01/2024' }).success).toBe(false);
    expect(AccountInformation.safeParse({ ...information, delayedDeletionDate: undefined }).success).toBe(
      false,
    );
    expect(AccountInformation.safeParse({ ...information, projectedDeletionDate: null }).success).toBe(false);
    expect(AccountInformation.safeParse({ ...information, registrationDate: '2019-02-30' }).success).toBe(
      false,
    );
    expect(AccountInformation.safeParse({ ...information, projectCount: -1 }).success).toBe(false);
  });
});
