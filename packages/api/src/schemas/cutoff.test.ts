import { describe, expect, it } from 'vitest';
import { ArticleGroup, ArticleGroupList, Campaign } from './cutoff.ts';

const group = {
  id: 'books',
  name: 'Photo books',
  articleTypes: ['PhotoBook'],
  cutOff: '2024-12-15T23:59:00+01:00',
};
const campaign = {
  name: 'christmas',
  cutOff: '2024-12-15T23:59:00+01:00',
  deliveryPromise: '2024-12-24',
  articleGroupIds: ['books'],
};

describe('article group schema', () => {
  it('accepts a group with its article types and cut-off date-time', () => {
    expect(ArticleGroup.parse(group)).toEqual(group);
  });

  it('accepts a group with no cut-off at the moment', () => {
    expect(ArticleGroup.safeParse({ ...group, cutOff: null }).success).toBe(true);
  });

  it('rejects a cut-off that is a date without a time, and a nameless group', () => {
    expect(ArticleGroup.safeParse({ ...group, cutOff: '2024-12-15' }).success).toBe(false);
    expect(ArticleGroup.safeParse({ ...group, name: '' }).success).toBe(false);
  });

  it('lists groups under `articleGroups`', () => {
    expect(ArticleGroupList.safeParse({ articleGroups: [group] }).success).toBe(true);
    expect(ArticleGroupList.safeParse([group]).success).toBe(false);
  });
});

describe('campaign schema', () => {
  it('accepts a campaign with cut-off date-time, delivery promise date and its groups', () => {
    expect(Campaign.parse(campaign)).toEqual(campaign);
  });

  it('rejects a delivery promise that is not a calendar date and a missing cut-off', () => {
    expect(Campaign.safeParse({ ...campaign, deliveryPromise: '24 Dec' }).success).toBe(false);
    expect(Campaign.safeParse({ ...campaign, cutOff: null }).success).toBe(false);
  });
});
