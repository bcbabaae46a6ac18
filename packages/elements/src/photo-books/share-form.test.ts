import { HttpError } from '@portal/api/http';
import { WIDGET_SHARE_MESSAGE_MAX_LENGTH } from '@portal/api/schemas/widgets';
import { describe, expect, it } from 'vitest';
import { senderName, shareFailureOf, shareProblems } from './share-form.ts';

const filled = { toEmailAddress: 'sam@example.com', fromName: 'Robin', personalMessage: '' };

describe('the share form', () => {
  it('takes a recipient address, a name and a message of at most the limit (which may be empty)', () => {
    expect(shareProblems(filled)).toEqual({});
    expect(
      shareProblems({ ...filled, personalMessage: 'm'.repeat(WIDGET_SHARE_MESSAGE_MAX_LENGTH) }),
    ).toEqual({});
  });

  it('names what keeps it from being sent, by field', () => {
    expect(shareProblems({ toEmailAddress: ' ', fromName: '', personalMessage: '' })).toEqual({
      toEmailAddress: 'emailRequired',
      fromName: 'nameRequired',
    });
    expect(shareProblems({ ...filled, toEmailAddress: 'sam@' })).toEqual({ toEmailAddress: 'emailInvalid' });
    expect(
      shareProblems({ ...filled, personalMessage: 'm'.repeat(WIDGET_SHARE_MESSAGE_MAX_LENGTH + 1) }),
    ).toEqual({ personalMessage: 'messageTooLong' });
  });

  it('says why the service refused a share', () => {
    const refused = (status: number) =>
      new HttpError(status, 'PUT', 'https://portal.example/v1/widget/PB-1/share', 'correlation-1', null);
    expect(shareFailureOf(refused(429))).toBe('tooMany');
    expect(shareFailureOf(refused(409))).toBe('blocked');
    expect(shareFailureOf(refused(404))).toBe('notPublished');
    expect(shareFailureOf(refused(500))).toBe('failed');
    expect(shareFailureOf(new TypeError('Failed to fetch'))).toBe('failed');
  });

  it("starts with the customer's name, as far as it is known", () => {
    expect(senderName({ firstName: ' Robin ', lastName: 'Hale' })).toBe('Robin Hale');
    expect(senderName({ firstName: null, lastName: 'Hale' })).toBe('Hale');
    expect(senderName({ firstName: null, lastName: null })).toBe('');
  });
});
