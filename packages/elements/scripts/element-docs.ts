import { type ESTree, parseSync } from 'vite';
import type { AttributeTable, AttributeType } from '../src/runtime/attributes.ts';
import type {
  ElementDefinitionFacts,
  ElementManifest,
  ManifestAttribute,
  ManifestCssProperty,
  ManifestEvent,
  ManifestPart,
  ManifestProperty,
  ManifestSlot,
} from '../src/runtime/manifest.ts';

/**
 * [Note: Reading an element's doc comment]
 * The comment and the call under it are read with Vite's parser (`parseSync`, Oxc), the one that
 * builds the bundle, in process and in about a millisecond a file. The TypeScript compiler API
 * would serve as well, but TypeScript 7's is `typescript/unstable/*`: it runs the native compiler
 * as a child process and loads the whole project (two seconds) to hand back one comment. The
 * Custom Elements Manifest analyzer was not taken either: it reads JSDoc on classes and
 * `customElements.define`, and our elements are a `defineElement({ ... })` call, so it would need a
 * plugin of ours anyway, plus a TypeScript 5 of its own. The tags follow its (and Shoelace's)
 * syntax, so a reader who knows those knows these ([Note: An element is documented where it is
 * defined] in runtime/manifest.ts).
 */
export interface ElementSource {
  readonly manifest: ElementManifest;
  readonly definition: ElementDefinitionFacts;
}

const ATTRIBUTE_TYPES: readonly AttributeType[] = ['string', 'number', 'boolean', 'json', 'path'];

/** The doc comment above `defineElement(` in an element's source, and what the call is given. */
export function readElementSource(fileName: string, source: string): ElementSource {
  const parsed = parseSync(fileName, source, { lang: 'tsx' });
  const [syntaxError] = parsed.errors;
  if (syntaxError !== undefined) throw new Error(`${fileName}: ${syntaxError.message}`);
  const calls = parsed.program.body.filter(
    (statement): statement is ESTree.ExpressionStatement & { expression: ESTree.CallExpression } =>
      statement.type === 'ExpressionStatement' &&
      statement.expression.type === 'CallExpression' &&
      statement.expression.callee.type === 'Identifier' &&
      statement.expression.callee.name === 'defineElement',
  );
  const [call] = calls;
  if (call === undefined || calls.length > 1) {
    throw new Error(`${fileName}: expected one top-level defineElement({ ... }) call, found ${calls.length}`);
  }
  const comment = parsed.comments.find(
    (candidate) =>
      candidate.type === 'Block' &&
      candidate.value.startsWith('*') &&
      source.slice(candidate.end, call.start).trim() === '',
  );
  if (comment === undefined) throw new Error(`${fileName}: no /** doc comment */ right above defineElement(`);
  return {
    manifest: parseDocComment(comment.value, fileName),
    definition: readDefinition(call.expression, parsed.program, fileName),
  };
}

function readDefinition(
  call: ESTree.CallExpression,
  program: ESTree.Program,
  fileName: string,
): ElementDefinitionFacts {
  const [argument] = call.arguments;
  if (argument?.type !== 'ObjectExpression') {
    throw new Error(`${fileName}: defineElement is not given an object literal`);
  }
  const property = (name: string) => {
    const found = argument.properties.find(
      (candidate): candidate is ESTree.ObjectProperty =>
        candidate.type === 'Property' && propertyKey(candidate) === name,
    );
    return found === undefined ? undefined : found.shorthand ? identifierValue(name, program) : found.value;
  };
  const tag = stringValue(property('tag'));
  const defaultBasePath = stringValue(property('defaultBasePath'));
  if (tag === undefined || defaultBasePath === undefined) {
    throw new Error(`${fileName}: defineElement's tag and defaultBasePath must be string literals`);
  }
  let attributes: ESTree.Expression | undefined = property('attributes');
  if (attributes?.type === 'Identifier') attributes = identifierValue(attributes.name, program);
  return { tag, defaultBasePath, attributes: attributeTable(unwrap(attributes), fileName) };
}

/** The table passed as `attributes`: an object literal, inline or a const of the same file. */
function attributeTable(expression: ESTree.Expression | undefined, fileName: string): AttributeTable {
  if (expression === undefined) return {};
  if (expression.type !== 'ObjectExpression') {
    throw new Error(`${fileName}: the attributes table must be an object literal in element.tsx`);
  }
  const table: Record<string, AttributeType> = {};
  for (const entry of expression.properties) {
    const name = entry.type === 'Property' ? propertyKey(entry) : undefined;
    const type = entry.type === 'Property' ? stringValue(entry.value) : undefined;
    const known = ATTRIBUTE_TYPES.find((candidate) => candidate === type);
    if (name === undefined || known === undefined) {
      throw new Error(
        `${fileName}: each attribute must be written as name: '${ATTRIBUTE_TYPES.join("' | '")}'`,
      );
    }
    table[name] = known;
  }
  return table;
}

function propertyKey(property: ESTree.ObjectProperty): string | undefined {
  if (property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  return stringValue(property.key);
}

function stringValue(node: ESTree.Node | undefined): string | undefined {
  return node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
}

/** `x as const`, `x satisfies T`: the value itself. */
function unwrap(expression: ESTree.Expression | undefined): ESTree.Expression | undefined {
  if (expression?.type === 'TSAsExpression' || expression?.type === 'TSSatisfiesExpression') {
    return unwrap(expression.expression);
  }
  return expression;
}

/** The initial value of a top-level `const name = ...` of the file. */
function identifierValue(name: string, program: ESTree.Program): ESTree.Expression | undefined {
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.id.name === name) {
        return unwrap(declarator.init ?? undefined);
      }
    }
  }
  return undefined;
}

interface Tag {
  readonly name: string;
  readonly text: string;
}

/**
 * A doc comment (the text between its delimiters) as an element's face: the text before the
 * first tag is its description, each tag runs on over the lines that follow it.
 */
export function parseDocComment(comment: string, fileName = 'comment'): ElementManifest {
  const lines = comment.split('\n').map((line) => line.replace(/^\s*\*+ ?/, '').trimEnd());
  const descriptionLines: string[] = [];
  const tags: { name: string; lines: string[] }[] = [];
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line.trim());
    const last = tags.at(-1);
    if (tag !== null) tags.push({ name: tag[1] ?? '', lines: [tag[2] ?? ''] });
    else if (last === undefined) descriptionLines.push(line);
    else last.lines.push(line.trim());
  }

  let summary = '';
  const attributes: ManifestAttribute[] = [];
  const properties: ManifestProperty[] = [];
  const events: ManifestEvent[] = [];
  const parts: ManifestPart[] = [];
  const cssProperties: ManifestCssProperty[] = [];
  const slots: ManifestSlot[] = [];
  for (const { name, lines: tagLines } of tags) {
    const tag: Tag = { name, text: tagLines.join(' ').replace(/\s+/g, ' ').trim() };
    const where = `${fileName}: @${tag.name} ${tag.text}`;
    switch (tag.name) {
      case 'summary':
        summary = tag.text;
        break;
      case 'attr':
      case 'attribute':
        attributes.push(typedEntry(tag, where));
        break;
      case 'prop':
      case 'property':
        properties.push(typedEntry(tag, where));
        break;
      case 'event':
      case 'fires': {
        const { type, ...event } = entry(tag, where);
        events.push(type === undefined ? event : { ...event, detail: type });
        break;
      }
      case 'csspart':
        parts.push(untyped(tag, where));
        break;
      case 'cssproperty':
      case 'cssprop': {
        const { type, ...property } = entry(tag, where);
        if (type !== undefined) throw new Error(`${where}: a CSS property has no {type}`);
        cssProperties.push(property);
        break;
      }
      case 'slot':
        slots.push(untyped(tag, where, true));
        break;
      default:
        throw new Error(`${where}: unknown tag @${tag.name}`);
    }
  }
  return {
    summary,
    description: paragraphs(descriptionLines),
    attributes,
    properties,
    events,
    parts,
    cssProperties,
    slots,
  };
}

/** Lines joined into paragraphs, as Markdown reads them. */
function paragraphs(lines: readonly string[]): string {
  return lines
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

interface Entry {
  readonly name: string;
  readonly description: string;
  readonly type?: string;
  readonly default?: string;
}

/** `{type} [name=default] - description`, the type and default optional. */
function entry(tag: Tag, where: string, nameOptional = false): Entry {
  let rest = tag.text;
  let type: string | undefined;
  if (rest.startsWith('{')) {
    const end = closingBrace(rest);
    if (end === -1) throw new Error(`${where}: the {type} is not closed`);
    // An event's detail is written as Shoelace does, {{ href: string }}: the type is the inner object.
    type = rest.slice(1, end).trim();
    rest = rest.slice(end + 1).trim();
  }
  const named = /^(\[([^\]=]+)=([^\]]*)\]|[^\s[\]]+)?\s*(?:-\s*(.*))?$/.exec(rest);
  if (named === null) throw new Error(`${where}: expected name - description`);
  const name = named[2] ?? named[1] ?? '';
  const description = (named[4] ?? '').trim();
  if ((name === '' && !nameOptional) || description === '') {
    throw new Error(`${where}: expected ${nameOptional ? '[name] ' : 'name '}- description`);
  }
  return {
    name: name.trim(),
    description,
    ...(type === undefined ? {} : { type }),
    ...(named[2] === undefined ? {} : { default: (named[3] ?? '').trim() }),
  };
}

function typedEntry(tag: Tag, where: string): ManifestAttribute {
  const { type, ...rest } = entry(tag, where);
  if (type === undefined) throw new Error(`${where}: an attribute or property needs its {type}`);
  return { ...rest, type };
}

function untyped(tag: Tag, where: string, nameOptional = false): ManifestPart {
  const { type, default: fallback, ...rest } = entry(tag, where, nameOptional);
  if (type !== undefined || fallback !== undefined) throw new Error(`${where}: expected name - description`);
  return rest;
}

/** The index of the brace closing the one `text` starts with, or -1. */
function closingBrace(text: string): number {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}
