import { describe, expect, it } from 'vitest';
import { readStateOf } from './request-state.ts';
import { categoryChoices, toggleCategory } from './widget-categories.ts';

const gallery = [
  { id: 'family', name: 'Family' },
  { id: 'travel', name: 'Travel' },
];

describe('the widget form categories', () => {
  it("offers the gallery's categories, then the widget's own the gallery no longer names", () => {
    expect(categoryChoices(gallery, ['Travel', 'Retired'])).toEqual(['Family', 'Travel', 'Retired']);
    expect(categoryChoices(undefined, ['Retired'])).toEqual(['Retired']);
  });

  it('ticks and unticks in the order the choices show', () => {
    const choices = ['Family', 'Travel', 'Retired'];
    expect(toggleCategory(choices, ['Retired'], 'Family', true)).toEqual(['Family', 'Retired']);
    expect(toggleCategory(choices, ['Family', 'Retired'], 'Family', false)).toEqual(['Retired']);
  });
});

describe("a widget read's request state", () => {
  it('is in progress until an answer or a settled failure, finished with an answer even after a failure', () => {
    expect(readStateOf({ data: undefined, error: undefined, isValidating: true })).toBe('InProgress');
    expect(readStateOf({ data: undefined, error: new Error('503'), isValidating: true })).toBe('InProgress');
    expect(readStateOf({ data: undefined, error: new Error('503'), isValidating: false })).toBe('Failed');
    expect(readStateOf({ data: null, error: undefined, isValidating: false })).toBe('Finished');
    expect(readStateOf({ data: null, error: new Error('503'), isValidating: false })).toBe('Finished');
  });
});
