import { describe, expect, it } from 'vitest';
import { ELEMENT_MODULES } from '../src/elements.ts';
import { elementProblems } from '../src/runtime/manifest.ts';
import { customElementsManifest, type FoundElement, partProblems } from './custom-elements-manifest.ts';
import { parseDocComment, readElementSource } from './element-docs.ts';

interface Declaration {
  tagName: string;
  summary: string;
  attributes: { name: string; type: { text: string }; default?: string; fieldName: string }[];
  members: { name: string; attribute?: string }[];
  events: { name: string; type: { text: string } }[];
  cssParts: { name: string }[];
  cssProperties: { name: string; description: string }[];
}

/** An element.tsx reduced to what the manifest reads. */
function elementSource(comment: string, attributes = ''): string {
  return `import { defineElement } from '../runtime/define-element.tsx';

function Things() {
  return null;
}
${attributes}
${comment}
defineElement({
  tag: 'thing-list',
  component: Things,${attributes === '' ? '' : '\n  attributes: THING_ATTRIBUTES,'}
  defaultBasePath: '/things',
});
`;
}

const COMMENT = `/**
 * The things of the customer.
 *
 * @summary The customer's things.
 * @attr {'lumora' | 'printwell' | 'fjordfoto' | 'cliche' | 'fotoklover' | 'posterhaus' | 'snapbook' |
 *   'recuerdo'} brand - The theme.
 * @attr {string} locale - The language.
 * @attr {string} [base-path=/things] - The routes.
 * @attr {boolean} [stripped=false] - The layout.
 * @event {{ href: string, replace: boolean }} portal-navigate - Goes.
 * @event {{ action: string }} portal-error - Fails.
 * @csspart root - The box.
 * @csspart toasts - The toasts.
 * @csspart toast - A toast.
 * @csspart enable-cookies - The cookies page.
 * @cssproperty --portal-* - A token.
 */`;

describe('Custom Elements Manifest', () => {
  const manifest = customElementsManifest() as {
    schemaVersion: string;
    modules: { path: string; declarations: Declaration[] }[];
  };
  const declarations = manifest.modules.flatMap((module) => module.declarations);
  const savedProjects = declarations.find((declaration) => declaration.tagName === 'saved-projects');

  it('documents every element the loader knows, in schema 2.x', () => {
    expect(manifest.schemaVersion).toMatch(/^2\.\d+\.\d+$/);
    expect(declarations.map((declaration) => declaration.tagName).sort()).toEqual(
      Object.keys(ELEMENT_MODULES).sort(),
    );
  });

  it('gives every element the common attributes, portal- events, parts and --portal- tokens', () => {
    for (const declaration of declarations) {
      expect(declaration.summary).not.toBe('');
      expect(declaration.attributes.map((attribute) => attribute.name)).toEqual(
        expect.arrayContaining(['brand', 'locale', 'base-path', 'stripped']),
      );
      expect(declaration.events.map((event) => event.name)).toEqual(
        expect.arrayContaining(['portal-navigate', 'portal-error']),
      );
      expect(declaration.events.every((event) => event.name.startsWith('portal-'))).toBe(true);
      expect(declaration.cssParts.map((part) => part.name)).toContain('root');
      expect(declaration.cssProperties.map((token) => token.name)).toContain('--portal-primary');
    }
  });

  it("writes an element's face from the comment above its defineElement call", () => {
    expect(manifest.modules.map((module) => module.path)).toContain('src/saved-projects/element.tsx');
    expect(savedProjects?.summary).toBe('The customer’s saved projects, 10 a page, each deletable.');
    expect(savedProjects?.attributes.find((attribute) => attribute.name === 'base-path')).toMatchObject({
      type: { text: 'string' },
      default: '/saved-projects',
      fieldName: 'basePath',
    });
    expect(savedProjects?.members.find((member) => member.name === 'basePath')?.attribute).toBe('base-path');
    expect(savedProjects?.cssParts.map((part) => part.name)).toEqual(
      expect.arrayContaining(['saved-projects', 'project', 'pager', 'modal', 'sign-in']),
    );
    expect(savedProjects?.events.find((event) => event.name === 'portal-navigate')?.type.text).toBe(
      'CustomEvent<{ href: string, replace: boolean, keepScroll?: boolean }>',
    );
  });

  it('writes --portal-* out as every design token, with an example value', () => {
    const tokens = savedProjects?.cssProperties ?? [];
    expect(tokens.length).toBeGreaterThan(30);
    expect(tokens.every((token) => token.name.startsWith('--portal-') && !token.name.includes('*'))).toBe(
      true,
    );
    expect(tokens.find((token) => token.name === '--portal-primary')?.description).toMatch(
      /Printwell's value: #1d4ed8\.$/,
    );
  });
});

describe('reading an element.tsx', () => {
  it('reads the comment right above defineElement and the attributes table it is given', () => {
    const table = "const THING_ATTRIBUTES = { pageSize: 'number', layout: 'string' } as const;";
    const { manifest, definition } = readElementSource('thing.tsx', elementSource(COMMENT, table));
    expect(definition).toEqual({
      tag: 'thing-list',
      defaultBasePath: '/things',
      attributes: { pageSize: 'number', layout: 'string' },
    });
    expect(manifest.summary).toBe("The customer's things.");
    expect(manifest.description).toBe('The things of the customer.');
    expect(elementProblems(manifest, definition)).toEqual([
      "<thing-list>: the attribute 'page-size' (number) is not documented with @attr",
      "<thing-list>: the attribute 'layout' (string) is not documented with @attr",
    ]);
  });

  it('agrees once the table and the comment do', () => {
    const table = "const THING_ATTRIBUTES = { pageSize: 'number' } as const;";
    const comment = COMMENT.replace(
      ' * @event',
      ' * @attr {10 | 20 | 50} [page-size=10] - Things a page.\n * @event',
    );
    const { manifest, definition } = readElementSource('thing.tsx', elementSource(comment, table));
    expect(elementProblems(manifest, definition)).toEqual([]);
  });

  it('refuses an element whose defineElement has no doc comment right above it', () => {
    const source = elementSource(`${COMMENT}\nconst unrelated = 1;`);
    expect(() => readElementSource('thing.tsx', source)).toThrow(
      'thing.tsx: no /** doc comment */ right above defineElement(',
    );
  });

  it('refuses a tag it does not know and an entry without its description', () => {
    expect(() => parseDocComment('* @csspat root - The box.')).toThrow('unknown tag @csspat');
    expect(() => parseDocComment('* @csspart root The box.')).toThrow('expected name - description');
    expect(() => parseDocComment('* @attr locale - No type.')).toThrow('needs its {type}');
  });

  it("reads Shoelace's forms: a detail in double braces, a default in brackets, tags over lines", () => {
    const parsed = parseDocComment(`*
 * First paragraph
 * goes on.
 *
 * Second.
 * @event {{ id: string, count: number }} portal-chosen - Chosen,
 *   twice over.
 * @cssproperty [--portal-gap=8px] - The gap.
 * @slot - The default slot.`);
    expect(parsed.description).toBe('First paragraph goes on.\n\nSecond.');
    expect(parsed.events).toEqual([
      { name: 'portal-chosen', description: 'Chosen, twice over.', detail: '{ id: string, count: number }' },
    ]);
    expect(parsed.cssProperties).toEqual([{ name: '--portal-gap', description: 'The gap.', default: '8px' }]);
    expect(parsed.slots).toEqual([{ name: '', description: 'The default slot.' }]);
  });
});

describe('partProblems', () => {
  const { manifest, definition } = readElementSource('thing.tsx', elementSource(COMMENT));
  const element = (areaParts: string[]): FoundElement => ({
    manifest,
    definition,
    path: 'src/thing-list/element.tsx',
    areaParts: new Set(areaParts),
  });
  const shared = new Set(['root', 'toasts', 'toast', 'enable-cookies', 'sign-in']);

  it('names a part the area renders but its comment leaves out', () => {
    expect(partProblems(element(['thing']), shared)).toEqual([
      "<thing-list>: renders the part 'thing' but does not document it with @csspart",
    ]);
  });

  it('names a documented part that nothing renders', () => {
    expect(partProblems(element([]), new Set(['root', 'toasts', 'toast']))).toEqual([
      "<thing-list>: documents the part 'enable-cookies' that nothing renders",
    ]);
  });
});
