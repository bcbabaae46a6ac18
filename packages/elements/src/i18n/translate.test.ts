import { describe, expect, it } from 'vitest';
import { createTranslate } from './translate.ts';

const EN = {
  overview: {
    greeting: 'Hello {{name}}',
    photoCount_zero: 'No photos stored yet',
    photoCount_one: '{{count, number}} photo stored',
    photoCount_other: '{{count, number}} photos stored',
    productCount_one: '{{count}} product',
    productCount_other: '{{count}} products',
  },
  'flat.key': 'A flat key',
  onlyInEnglish: 'Only in English',
};

describe('createTranslate', () => {
  it('reads nested and flat keys, and answers the key itself when no catalogue has it', () => {
    const t = createTranslate('en-GB', [EN]);
    expect(t('overview.greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('flat.key')).toBe('A flat key');
    expect(t('overview.missing')).toBe('overview.missing');
    expect(t('overview')).toBe('overview');
  });

  it('chooses the plural form by the locale rules, with a zero form when the catalogue has one', () => {
    const t = createTranslate('en-GB', [EN]);
    expect(t('overview.photoCount', { count: 0 })).toBe('No photos stored yet');
    expect(t('overview.photoCount', { count: 1 })).toBe('1 photo stored');
    expect(t('overview.photoCount', { count: 1234 })).toBe('1,234 photos stored');
    expect(t('overview.productCount', { count: 0 })).toBe('0 products');
  });

  it('writes numbers the locale way where the placeholder asks for it', () => {
    const t = createTranslate('de-DE', [
      { count_one: '{{count, number}} Foto', count_other: '{{count, number}} Fotos' },
    ]);
    expect(t('count', { count: 1234 })).toBe('1.234 Fotos');
    expect(t('count', { count: 1 })).toBe('1 Foto');
  });

  it('uses the plural categories of languages with more than two forms', () => {
    const t = createTranslate('pl', [
      { file_one: 'plik', file_few: 'pliki', file_many: 'plików', file_other: 'pliku' },
    ]);
    expect([1, 2, 5, 1.5].map((count) => t('file', { count }))).toEqual(['plik', 'pliki', 'plików', 'pliku']);
  });

  it('falls back to the next catalogue for a key the first lacks', () => {
    const t = createTranslate('nl-NL', [{ overview: { greeting: 'Hallo {{name}}' } }, EN]);
    expect(t('overview.greeting', { name: 'Ada' })).toBe('Hallo Ada');
    expect(t('onlyInEnglish')).toBe('Only in English');
  });

  it('leaves a placeholder without a value as it is, and never reads markup into values', () => {
    const t = createTranslate('en-GB', [EN]);
    expect(t('overview.greeting')).toBe('Hello {{name}}');
    expect(t('overview.greeting', { name: '<b>x</b>' })).toBe('Hello <b>x</b>');
  });
});
