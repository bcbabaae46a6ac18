import { describe, expect, it } from 'vitest';
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
