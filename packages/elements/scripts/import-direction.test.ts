import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from 'typescript/unstable/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The package's imports run one way (README, 'Imports go one way'): areas → ui/ → runtime/ →
 * i18n/, themes/. A folder imports its own modules and those of the folders below it, never one
 * beside or above it: no area another area, ui/ no area, the runtime neither ui/ nor an area, i18n/
 * and themes/ no other folder. The modules at the top of src/ (the loader, the element list) are
 * outside the rule. biome.json's `noRestrictedImports` says the same to an editor; this reads the
 * graph the compiler sees, every `import`, `export … from` and `import()` of every module, tests
 * included.
 */

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = resolve(PACKAGE, 'src');
const SHARED_LEVEL: Readonly<Record<string, number>> = { ui: 2, runtime: 1, i18n: 0, themes: 0 };
const AREA_LEVEL = 3;

interface ModuleImport {
  /** The importing module, relative to src/ ('runtime/define-element.tsx'). */
  readonly file: string;
  readonly line: number;
  /** As written ('../ui/base-css.ts'). */
  readonly specifier: string;
  /** The imported module, relative to src/; null for a package outside this one. */
  readonly target: string | null;
}

/** The folder of a module relative to src/, or null for the modules at the top of src/. */
function folderOf(module: string): string | null {
  const slash = module.indexOf('/');
  return slash === -1 ? null : module.slice(0, slash);
}

function levelOf(folder: string): number {
  return SHARED_LEVEL[folder] ?? AREA_LEVEL;
}

/** Each import that runs against the direction, as 'file:line imports specifier'. */
function importsAgainstTheDirection(imports: readonly ModuleImport[]): string[] {
  return imports
    .filter(({ file, target }) => {
      const from = folderOf(file);
      const to = target === null ? null : folderOf(target);
      if (from === null || to === null || from === to) return false;
      return levelOf(to) >= levelOf(from);
    })
    .map(({ file, line, specifier }) => `${file}:${line} imports '${specifier}'`);
}

/** A module this package's own name points at ('@portal/elements/ui' is src/ui/index.ts). */
function targetOf(file: string, specifier: string): string | null {
  const self = specifier.match(/^@portal\/elements\/(.+)$/)?.[1];
  const path = specifier.startsWith('.') ? resolve(dirname(file), specifier) : self && resolve(SOURCE, self);
  return path ? relative(SOURCE, path).split(sep).join('/') : null;
}

/**
 * Every import of every module under src/, as the compiler parses them. The program is made from a
 * tsconfig of its own that resolves nothing and loads no library: only the graph is wanted, not the
 * types, which `node scripts/typecheck.mjs` checks.
 */
function readImportGraph(api: API): ModuleImport[] {
  const config = resolve(PACKAGE, 'import-direction.tsconfig.json');
  const project = api
    .updateSnapshot({ openProjects: [config] })
    .getProjects()
    .find((candidate) => resolve(candidate.configFileName) === config);
  if (project === undefined) throw new Error(`The compiler opened no project for ${config}`);
  return project.program.getSourceFileNames().flatMap((fileName) => {
    const source = project.program.getSourceFile(fileName);
    if (source === undefined) return [];
    const file = relative(SOURCE, fileName).split(sep).join('/');
    return source.imports.flatMap((node) => {
      if (!('text' in node) || typeof node.text !== 'string') return [];
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      return [{ file, line, specifier: node.text, target: targetOf(fileName, node.text) }];
    });
  });
}

function compilerFor(config: string): API {
  const options = { compilerOptions: { noLib: true, noResolve: true, types: [] }, include: ['src'] };
  return new API({
    cwd: PACKAGE,
    fs: { readFile: (fileName) => (resolve(fileName) === config ? JSON.stringify(options) : undefined) },
  });
}

describe('the import direction', () => {
  let api: API;
  let graph: ModuleImport[];

  beforeAll(() => {
    api = compilerFor(resolve(PACKAGE, 'import-direction.tsconfig.json'));
    graph = readImportGraph(api);
  }, 60_000);

  afterAll(() => api.close());

  it('reads the whole graph: static, type-only, re-exported and lazy imports', () => {
    const from = (file: string) => graph.filter((edge) => edge.file === file).map((edge) => edge.target);
    expect(from('runtime/define-element.tsx')).toEqual(
      expect.arrayContaining(['i18n/i18n.ts', 'runtime/element-router.tsx', 'runtime/reporter.ts']),
    );
    expect(from('ui/index.ts')).toContain('ui/modal.tsx');
    expect(from('elements.ts')).toContain('photo-library/element.tsx');
    expect(from('account-overview/element.tsx')).toContain('ui/element-frame.tsx');
  });

  it('holds in src/: no area imports another, ui/ no area, the runtime neither ui/ nor an area', () => {
    expect(importsAgainstTheDirection(graph)).toEqual([]);
  });
});

describe('importsAgainstTheDirection', () => {
  const edge = (file: string, target: string | null): ModuleImport => ({
    file,
    line: 3,
    specifier: target ?? 'react',
    target,
  });

  it('names each import that runs up or sideways, with its file and line', () => {
    expect(
      importsAgainstTheDirection([
        edge('order-list/element.tsx', 'photo-library/api/timeline.ts'),
        edge('ui/modal.tsx', 'order-list/order-groups.ts'),
        edge('runtime/define-element.tsx', 'ui/base-css.ts'),
        edge('runtime/session/session.ts', 'account-settings/element.tsx'),
        edge('i18n/i18n.ts', 'runtime/web-storage.ts'),
        edge('themes/tokens.ts', 'i18n/i18n.ts'),
      ]),
    ).toEqual([
      "order-list/element.tsx:3 imports 'photo-library/api/timeline.ts'",
      "ui/modal.tsx:3 imports 'order-list/order-groups.ts'",
      "runtime/define-element.tsx:3 imports 'ui/base-css.ts'",
      "runtime/session/session.ts:3 imports 'account-settings/element.tsx'",
      "i18n/i18n.ts:3 imports 'runtime/web-storage.ts'",
      "themes/tokens.ts:3 imports 'i18n/i18n.ts'",
    ]);
  });

  it('lets a folder import its own modules, those below it and other packages', () => {
    expect(
      importsAgainstTheDirection([
        edge('order-list/element.tsx', 'order-list/order-groups.ts'),
        edge('order-list/element.tsx', 'ui/element-frame.tsx'),
        edge('order-list/element.tsx', 'runtime/context.tsx'),
        edge('ui/toast-stack.tsx', 'runtime/element-store.ts'),
        edge('runtime/stylesheets.ts', 'themes/tokens.ts'),
        edge('runtime/define-element.tsx', 'i18n/i18n.ts'),
        edge('i18n/i18n.ts', 'platform-preload.ts'),
        edge('elements.ts', 'order-list/element.tsx'),
        edge('runtime/define-element.tsx', null),
      ]),
    ).toEqual([]);
  });
});
