import { BRAND_IDS } from '@portal/api/rules/brand';
import { describe, expect, it } from 'vitest';
import {
  COMMON_ATTRIBUTE_TYPES,
  documentedTypeAgrees,
  type ElementManifest,
  elementProblems,
  type ManifestAttribute,
} from './manifest.ts';

const COMMON: ManifestAttribute[] = [
  { name: 'brand', type: COMMON_ATTRIBUTE_TYPES.brand, description: 'Theme.' },
  { name: 'locale', type: 'string', description: 'Language.' },
  { name: 'base-path', type: 'string', description: 'Routes.', default: '/things' },
  { name: 'stripped', type: 'boolean', description: 'Layout.', default: 'false' },
];

function manifest(changes: Partial<ElementManifest> = {}): ElementManifest {
  return {
    summary: 'Things.',
    description: '',
    attributes: COMMON,
    properties: [],
    events: [
      { name: 'portal-navigate', description: 'Goes.' },
      { name: 'portal-error', description: 'Fails.' },
    ],
    parts: ['root', 'toasts', 'toast', 'enable-cookies'].map((name) => ({ name, description: 'A part.' })),
    cssProperties: [],
    slots: [],
    ...changes,
  };
}

const DEFINITION = { tag: 'thing-list', attributes: {}, defaultBasePath: '/things' };

describe('documentedTypeAgrees', () => {
  it.each([
    ['string', 'string'],
    ['string', "'grid' | 'list'"],
    ['path', 'string'],
    ['number', 'number'],
    ['number', '10 | 20 | 50'],
    ['boolean', 'boolean'],
    ['json', 'string[]'],
    ['json', '{ id: string }'],
  ] as const)('takes an attribute parsed as %s documented as {%s}', (type, documented) => {
    expect(documentedTypeAgrees(type, documented)).toBe(true);
  });

  it.each([
    ['string', 'number'],
    ['string', "'grid' | 10"],
    ['path', "'/a'"],
    ['number', 'string'],
    ['boolean', "'true' | 'false'"],
    ['json', 'string'],
    ['json', "'a' | 'b'"],
  ] as const)('refuses an attribute parsed as %s documented as {%s}', (type, documented) => {
    expect(documentedTypeAgrees(type, documented)).toBe(false);
  });
});

describe('COMMON_ATTRIBUTE_TYPES', () => {
  it("documents brand as a union of the contract's brands", () => {
    expect(COMMON_ATTRIBUTE_TYPES.brand).toBe(BRAND_IDS.map((brand) => `'${brand}'`).join(' | '));
  });
});

describe('elementProblems', () => {
  it('finds none when the comment documents exactly what the definition parses', () => {
    expect(elementProblems(manifest(), DEFINITION)).toEqual([]);
  });

  it('names an attribute of the table that the comment leaves out', () => {
    expect(elementProblems(manifest(), { ...DEFINITION, attributes: { pageSize: 'number' } })).toEqual([
      "<thing-list>: the attribute 'page-size' (number) is not documented with @attr",
    ]);
  });

  it('names a documented attribute that the table does not have, and one of the wrong type', () => {
    const attributes = [
      ...COMMON,
      { name: 'page-size', type: 'string', description: 'Size.' },
      { name: 'layout', type: 'string', description: 'Layout.' },
    ];
    expect(
      elementProblems(manifest({ attributes }), { ...DEFINITION, attributes: { pageSize: 'number' } }),
    ).toEqual([
      "<thing-list>: the attribute 'page-size' is parsed as number but documented as {string}",
      "<thing-list>: the attribute 'layout' is documented but not in the attributes table",
    ]);
  });

  it("holds base-path's documented default to the definition's and the brand to every brand", () => {
    const attributes = COMMON.map((attribute) =>
      attribute.name === 'base-path'
        ? { ...attribute, default: '/old' }
        : attribute.name === 'brand'
          ? { ...attribute, type: "'printwell'" }
          : attribute,
    );
    expect(elementProblems(manifest({ attributes }), DEFINITION)).toEqual([
      `<thing-list>: the attribute 'brand' must be documented as {${COMMON_ATTRIBUTE_TYPES.brand}}`,
      '<thing-list>: base-path is documented with the default /old but defaults to /things',
    ]);
  });

  it('asks for the summary, the common events and parts, and portal- names', () => {
    const problems = elementProblems(
      manifest({
        summary: '',
        events: [
          { name: 'portal-error', description: 'Fails.' },
          { name: 'change', description: 'Changed.' },
        ],
        parts: [{ name: 'root', description: 'Root.' }],
      }),
      DEFINITION,
    );
    expect(problems).toEqual([
      '<thing-list>: no @summary',
      "<thing-list>: the event 'portal-navigate' is not documented",
      "<thing-list>: the event 'change' is not portal-prefixed",
      "<thing-list>: the part 'toasts' is not documented",
      "<thing-list>: the part 'toast' is not documented",
      "<thing-list>: the part 'enable-cookies' is not documented",
    ]);
  });

  it('refuses a name documented twice and a @prop that repeats an attribute', () => {
    const problems = elementProblems(
      manifest({
        properties: [{ name: 'basePath', type: 'string', description: 'Again.' }],
        parts: manifest().parts.concat({ name: 'root', description: 'Again.' }),
      }),
      DEFINITION,
    );
    expect(problems).toEqual([
      "<thing-list>: the property 'basePath' is its attribute's: document the attribute only",
      "<thing-list>: the part 'root' is documented twice",
    ]);
  });
});
