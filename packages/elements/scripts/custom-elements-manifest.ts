import { ELEMENT_MANIFESTS } from '../src/manifests.ts';
import {
  COMMON_MANIFEST_ATTRIBUTES,
  COMMON_MANIFEST_EVENTS,
  COMMON_MANIFEST_PARTS,
  type ElementManifest,
} from '../src/runtime/manifest.ts';
import { brandTokens, TOKEN_PREFIX } from '../src/themes/tokens.ts';

/**
 * The Custom Elements Manifest (https://github.com/webcomponents/custom-elements-manifest, schema
 * 2.0.0) of every element: its attributes and properties, events, parts and the `--portal-*` tokens
 * an embedding page may override. Written from the manifests kept beside each element's definition.
 */
export function customElementsManifest(): object {
  const tokens = Object.entries(brandTokens('printwell')).map(([name, value]) => ({
    name: `${TOKEN_PREFIX}${name}`,
    description: `Design token (Printwell value: ${value}); each brand sets its own.`,
  }));
  return {
    schemaVersion: '2.0.0',
    readme: 'The portal areas as custom elements. Load them with one script tag: /elements/loader.js.',
    modules: Object.entries(ELEMENT_MANIFESTS).map(([tag, manifest]) => elementModule(tag, manifest, tokens)),
  };
}

function className(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

function propertyName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

function elementModule(tag: string, manifest: ElementManifest, tokens: object[]): object {
  const attributes = [...COMMON_MANIFEST_ATTRIBUTES, ...manifest.attributes];
  const name = className(tag);
  return {
    kind: 'javascript-module',
    path: `src/${tag}/element.tsx`,
    declarations: [
      {
        kind: 'class',
        customElement: true,
        tagName: tag,
        name,
        summary: manifest.summary,
        description: manifest.description,
        attributes: attributes.map((attribute) => ({
          name: attribute.name,
          type: { text: attribute.type },
          description: attribute.description,
          ...(attribute.default === undefined ? {} : { default: attribute.default }),
          fieldName: propertyName(attribute.name),
        })),
        members: attributes.map((attribute) => ({
          kind: 'field',
          name: propertyName(attribute.name),
          type: { text: attribute.type },
          description: attribute.description,
          attribute: attribute.name,
          reflects: false,
        })),
        events: [...COMMON_MANIFEST_EVENTS, ...manifest.events].map((event) => ({
          name: event.name,
          description: event.description,
          type: { text: event.detail === undefined ? 'CustomEvent' : `CustomEvent<${event.detail}>` },
        })),
        cssParts: [...COMMON_MANIFEST_PARTS, ...manifest.parts],
        cssProperties: tokens,
      },
    ],
    exports: [
      {
        kind: 'custom-element-definition',
        name: tag,
        declaration: { name, module: `src/${tag}/element.tsx` },
      },
    ],
  };
}
