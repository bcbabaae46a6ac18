import { describe, expect, it } from 'vitest';
import { COMMON_ATTRIBUTES } from './attributes.ts';
import { COMMON_MANIFEST_ATTRIBUTES, describeAttributes } from './manifest.ts';

describe('describeAttributes', () => {
  it('documents each attribute of the table under its attribute name, in the order of the table', () => {
    const table = { items: 'json', basePath: 'string' } as const;
    expect(
      describeAttributes(table, {
        items: { type: 'string[]', description: 'The items.' },
        basePath: { type: 'string', description: 'Where.', default: '/' },
      }),
    ).toEqual([
      { name: 'items', type: 'string[]', description: 'The items.' },
      { name: 'base-path', type: 'string', description: 'Where.', default: '/' },
    ]);
  });

  it('documents exactly the attributes every element parses', () => {
    expect(COMMON_MANIFEST_ATTRIBUTES.map((attribute) => attribute.name)).toEqual(
      Object.keys(COMMON_ATTRIBUTES).map((name) =>
        name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      ),
    );
  });
});
