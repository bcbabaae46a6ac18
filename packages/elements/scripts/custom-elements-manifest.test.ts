import { describe, expect, it } from 'vitest';
import { ELEMENT_MODULES } from '../src/elements.ts';
import { customElementsManifest } from './custom-elements-manifest.ts';

interface Declaration {
  tagName: string;
  attributes: { name: string }[];
  events: { name: string }[];
  cssParts: { name: string }[];
  cssProperties: { name: string }[];
}

describe('Custom Elements Manifest', () => {
  const manifest = customElementsManifest() as {
    schemaVersion: string;
    modules: { declarations: Declaration[] }[];
  };
  const declarations = manifest.modules.flatMap((module) => module.declarations);

  it('documents every element the loader knows', () => {
    expect(manifest.schemaVersion).toBe('2.0.0');
    expect(declarations.map((declaration) => declaration.tagName).sort()).toEqual(
      Object.keys(ELEMENT_MODULES).sort(),
    );
  });

  it('gives every element the common attributes, portal- events, parts and --portal- tokens', () => {
    for (const declaration of declarations) {
      expect(declaration.attributes.map((attribute) => attribute.name)).toEqual(
        expect.arrayContaining(['brand', 'locale', 'base-path', 'stripped']),
      );
      expect(declaration.events.every((event) => event.name.startsWith('portal-'))).toBe(true);
      expect(declaration.cssParts.map((part) => part.name)).toContain('root');
      expect(declaration.cssProperties.map((token) => token.name)).toContain('--portal-primary');
    }
  });
});
