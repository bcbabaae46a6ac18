import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ElementManifest, elementProblems, type ManifestCssProperty } from '../src/runtime/manifest.ts';
import { brandTokens, TOKEN_PREFIX } from '../src/themes/tokens.ts';
import { type ElementSource, readElementSource } from './element-docs.ts';

/** The package's folder: module paths in the manifest are relative to it. */
const PACKAGE = fileURLToPath(new URL('..', import.meta.url));

/** Folders whose parts any element may show (the runtime's root and toasts, ui's sign-in card). */
const SHARED_FOLDERS = ['runtime', 'ui'];

/** An element as the build finds it: its definition's file and what its comment and code say. */
export interface FoundElement extends ElementSource {
  /** The module path, e.g. 'src/saved-projects/element.tsx'. */
  readonly path: string;
  /** The part names its area's own code renders (`part="..."`). */
  readonly areaParts: ReadonlySet<string>;
}

/** Every `src/<area>/element.tsx` of the package, read. */
export function findElements(packageDir = PACKAGE): FoundElement[] {
  const src = join(packageDir, 'src');
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SHARED_FOLDERS.includes(entry.name))
    .flatMap((entry) => {
      const file = join(src, entry.name, 'element.tsx');
      const source = readIfPresent(file);
      if (source === undefined) return [];
      return [
        {
          ...readElementSource(file, source),
          path: relative(packageDir, file),
          areaParts: partsRendered(join(src, entry.name)),
        },
      ];
    });
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The literal part names (`part="name"`) in a folder's code, its tests left out. */
export function partsRendered(folder: string): Set<string> {
  const parts = new Set<string>();
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
    for (const match of readFileSync(join(folder, entry), 'utf8').matchAll(/\bpart="([^"]+)"/g)) {
      if (match[1] !== undefined) parts.add(match[1]);
    }
  }
  return parts;
}

/**
 * Where an element's documented parts and its code disagree: a part its area renders that the
 * comment leaves out, or a documented part that neither the area nor the shared code renders.
 */
export function partProblems(element: FoundElement, sharedParts: ReadonlySet<string>): string[] {
  const where = `<${element.definition.tag}>`;
  const documented = new Set(element.manifest.parts.map((part) => part.name));
  const problems = [...element.areaParts]
    .filter((part) => !documented.has(part))
    .map((part) => `${where}: renders the part '${part}' but does not document it with @csspart`);
  for (const part of documented) {
    if (!element.areaParts.has(part) && !sharedParts.has(part)) {
      problems.push(`${where}: documents the part '${part}' that nothing renders`);
    }
  }
  return problems;
}

/**
 * The Custom Elements Manifest (https://github.com/webcomponents/custom-elements-manifest, schema
 * 2.1.0) of every element, written from the doc comment above each `defineElement(` call ([Note:
 * An element is documented where it is defined]). A comment that disagrees with its definition or
 * its code stops the build with every disagreement listed.
 */
export function customElementsManifest(packageDir = PACKAGE): object {
  const elements = findElements(packageDir);
  const sharedParts = new Set(
    SHARED_FOLDERS.flatMap((folder) => [...partsRendered(join(packageDir, 'src', folder))]),
  );
  const problems = elements.flatMap((element) => [
    ...elementProblems(element.manifest, element.definition),
    ...partProblems(element, sharedParts),
    ...cssPropertyProblems(element),
  ]);
  if (problems.length > 0) {
    throw new Error(`The elements' doc comments disagree with their code:\n${problems.join('\n')}`);
  }
  return {
    schemaVersion: '2.1.0',
    readme: 'The portal areas as custom elements. Load them with one script tag: /elements/loader.js.',
    modules: elements.map(elementModule),
  };
}

const TOKEN_PATTERN = `${TOKEN_PREFIX}*`;

function cssPropertyProblems(element: FoundElement): string[] {
  return element.manifest.cssProperties
    .filter((property) => property.name.includes('*') && property.name !== TOKEN_PATTERN)
    .map(
      (property) =>
        `<${element.definition.tag}>: '${property.name}': the only pattern is ${TOKEN_PATTERN}, the design tokens`,
    );
}

/** `--portal-*` written out as every design token, with Printwell's value as the example. */
function cssProperties(manifest: ElementManifest): ManifestCssProperty[] {
  return manifest.cssProperties.flatMap((property) =>
    property.name === TOKEN_PATTERN
      ? Object.entries(brandTokens('printwell')).map(([name, value]) => ({
          name: `${TOKEN_PREFIX}${name}`,
          description: `${property.description} Printwell's value: ${value}.`,
        }))
      : [property],
  );
}

function className(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

function propertyName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

function elementModule({ path, manifest, definition }: FoundElement): object {
  const name = className(definition.tag);
  return {
    kind: 'javascript-module',
    path,
    declarations: [
      {
        kind: 'class',
        customElement: true,
        tagName: definition.tag,
        name,
        summary: manifest.summary,
        description: manifest.description,
        attributes: manifest.attributes.map((attribute) => ({
          name: attribute.name,
          type: { text: attribute.type },
          description: attribute.description,
          ...(attribute.default === undefined ? {} : { default: attribute.default }),
          fieldName: propertyName(attribute.name),
        })),
        members: [
          ...manifest.attributes.map((attribute) => ({
            kind: 'field',
            name: propertyName(attribute.name),
            type: { text: `${attribute.type} | undefined` },
            description: attribute.description,
            attribute: attribute.name,
            reflects: false,
          })),
          ...manifest.properties.map((property) => ({
            kind: 'field',
            name: property.name,
            type: { text: property.type },
            description: property.description,
            ...(property.default === undefined ? {} : { default: property.default }),
          })),
        ],
        events: manifest.events.map((event) => ({
          name: event.name,
          description: event.description,
          type: { text: event.detail === undefined ? 'CustomEvent' : `CustomEvent<${event.detail}>` },
        })),
        cssParts: manifest.parts,
        cssProperties: cssProperties(manifest),
        slots: manifest.slots,
      },
    ],
    exports: [
      {
        kind: 'custom-element-definition',
        name: definition.tag,
        declaration: { name, module: path },
      },
    ],
  };
}
