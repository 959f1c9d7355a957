// The layering of src/, checked on the import graph (every import and export-from, type-only ones too): a folder
// imports only folders below it, core never imports react, and no folders import each other in a circle.
// ARCHITECTURE.md shows the same two orders; change them there and here together.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** From the ground up: each folder may import the folders before it in its list (react: all of core too). */
const CORE_LAYERS = [
  'wire',
  'language',
  'messages',
  'safety',
  'url',
  'schema',
  'answer',
  'request',
  'bridge-wire',
  'flow',
  'host',
  'round-trip',
  'remote',
];
const REACT_LAYERS = ['shared', 'form', 'url', 'flow', 'steps', 'dialog', 'panel', 'provider'];

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const src = join(root, 'src');

/** The react-hook-form adapter: an entry of its own whose folder may import core and react; nothing imports it. */
const ADAPTER = 'react-hook-form';
/**
 * The SEP-3118 apps entry (`./apps`), on the same terms as the adapter: it may import core and react, nothing
 * imports it, so `@modelcontextprotocol/ext-apps` never reaches the main entry nor `/core`.
 */
const APPS = 'apps';
/**
 * The ACP entry (`./acp`): it may import core, never react (it is no React entry), and nothing imports it, so
 * `@agentclientprotocol/sdk` never reaches the main entry nor `/core`.
 */
const ACP = 'acp';
/**
 * The OpenAI Agents entry (`./openai-agents`), on the ACP entry's terms: core only, never react, nothing imports it,
 * so `@modelcontextprotocol/client` never reaches the main entry nor `/core`.
 */
const OPENAI_AGENTS = 'openai-agents';
/** The entries that may import core and not react, and that nothing imports: each pulls in a peer of its own. */
const SERVER_ENTRIES: Record<string, string> = {
  [ACP]: '@agentclientprotocol/sdk',
  [OPENAI_AGENTS]: '@modelcontextprotocol/client',
};

/**
 * A file's unit: `core/schema`, `react/form` (its subfolders belong to it), the adapter (`react-hook-form`, one
 * folder), or an entry (`core`, `react`, `.`).
 */
function unitOf(file: string): string {
  const parts = relative(src, file).split(/[\\/]/);
  if (parts[0] === ADAPTER && parts.length > 1) return ADAPTER;
  if (parts[0] === APPS && parts.length > 1) return APPS;
  if (parts[0] === ACP && parts.length > 1) return ACP;
  if (parts[0] === OPENAI_AGENTS && parts.length > 1) return OPENAI_AGENTS;
  if (parts.length === 1) return '.';
  if (parts.length === 2) return parts[0] as string;
  return `${parts[0]}/${parts[1]}`;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every relative import of `file`, resolved to a file of src/ (`./x.js` is `./x.ts` or `./x.tsx`). */
function importsOf(file: string, files: ReadonlySet<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => {
      const base = normalize(join(dirname(file), name)).replace(/\.js$/, '');
      const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => files.has(path));
      if (!found) throw new Error(`${relative(root, file)}: cannot resolve ${name}`);
      return found;
    });
}

interface Edge {
  from: string;
  to: string;
  /** The file and the import behind the edge, for the message. */
  via: string;
}

/** Why an import between two units breaks the layering, or undefined when it is allowed. */
function violation(from: string, to: string): string | undefined {
  if (from === to) return undefined;
  if (to === ADAPTER) return 'nothing imports the react-hook-form adapter (it would pull react-hook-form in)';
  if (from === ADAPTER) return to.includes('/') ? undefined : 'the adapter imports an entry point';
  if (to === APPS) return 'nothing imports the apps entry (it would pull @modelcontextprotocol/ext-apps in)';
  if (from === APPS) return to.includes('/') ? undefined : 'the apps entry imports an entry point';
  const peer = SERVER_ENTRIES[to];
  if (peer) return `nothing imports the ${to} entry (it would pull ${peer} in)`;
  if (SERVER_ENTRIES[from]) {
    if (to.startsWith('react')) return `the ${from} entry imports react (it is no React entry)`;
    return to.includes('/') ? undefined : `the ${from} entry imports an entry point`;
  }
  const [fromSide, fromFolder] = from.split('/');
  const [toSide, toFolder] = to.split('/');
  if (fromSide === 'core' && toSide === 'react') return 'core imports react';
  // The bridge is its own entry for servers: nothing else reaches it (not even the main entry), and it never
  // reaches React.
  if (toSide === 'bridge' && fromSide !== 'bridge') return `${from} imports the bridge`;
  if (fromSide === 'bridge' && toSide === 'react') return 'bridge imports react';
  if (fromSide === 'bridge') return undefined; // one flat folder; it imports core's folders freely
  if (toFolder === undefined) return fromFolder === undefined ? undefined : 'a folder imports an entry point';
  if (fromFolder === undefined) return undefined; // an entry point re-exports whatever it likes
  if (fromSide === 'react' && toSide === 'core') return undefined;
  const layers = fromSide === 'core' ? CORE_LAYERS : REACT_LAYERS;
  const below = layers.indexOf(toFolder) < layers.indexOf(fromFolder);
  return below ? undefined : `${from} imports ${to}, which is not below it`;
}

/** Groups of units that import each other in a circle (Tarjan's strongly connected components). */
function circles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) if (from !== to) next.set(from, (next.get(from) ?? new Set()).add(to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
      } else if (stack.includes(to))
        low.set(node, Math.min(low.get(node) as number, index.get(to) as number));
    }
    if (low.get(node) === index.get(node)) {
      const circle: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        circle.push(member);
      } while (member !== node);
      if (circle.length > 1) found.push(circle.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

function sourceGraph(): { units: Set<string>; edges: Edge[]; fileEdges: Edge[] } {
  const files = sourceFiles(src);
  const known = new Set(files);
  const fileEdges = files.flatMap((file) =>
    importsOf(file, known).map((target) => ({
      from: relative(root, file),
      to: relative(root, target),
      via: `${relative(root, file)} -> ${relative(root, target)}`,
    })),
  );
  const edges = fileEdges.map(({ from, to, via }) => ({
    from: unitOf(join(root, from)),
    to: unitOf(join(root, to)),
    via,
  }));
  return { units: new Set(files.map(unitOf)), edges, fileEdges };
}

describe('the layers of src/', () => {
  const { units, edges, fileEdges } = sourceGraph();

  it('given every folder of src/core and src/react, should find each in its list of layers', () => {
    const unplaced = [...units].filter((unit) => {
      const [side, folder] = unit.split('/');
      if (folder === undefined) return false;
      return !(side === 'core' ? CORE_LAYERS : side === 'react' ? REACT_LAYERS : []).includes(folder);
    });
    expect(unplaced, 'a new folder needs its place in CORE_LAYERS or REACT_LAYERS').toEqual([]);
  });

  it('given the import graph of src/, should have no folder importing one above it and no core importing react', () => {
    const broken = edges.flatMap(({ from, to, via }) => {
      const why = violation(from, to);
      return why ? [`${why}: ${via}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('given the import graph of src/, should have no folders importing each other in a circle', () => {
    expect(circles(edges)).toEqual([]);
  });

  it('given the import graph of src/, should have no modules importing each other in a circle (types included)', () => {
    // A circle of two modules in one folder is allowed by the layers but still tangles them: types go to a leaf.
    expect(circles(fileEdges)).toEqual([]);
  });

  it('given src/core, src/bridge, src/acp and src/openai-agents, should import no React package (the consent flow included)', () => {
    const reactImports = sourceFiles(src)
      .filter((file) => /^(core|bridge|acp|openai-agents)$/.test(relative(src, file).split(/[\\/]/)[0] ?? ''))
      .flatMap((file) =>
        ts
          .preProcessFile(readFileSync(file, 'utf8'), true, true)
          .importedFiles.filter(({ fileName }) =>
            /^(react|react-dom|react-hook-form|@radix-ui\/)/.test(fileName),
          )
          .map(({ fileName }) => `${relative(root, file)} -> ${fileName}`),
      );
    expect(reactImports).toEqual([]);
  });

  it('given ARCHITECTURE.md, should show both orders exactly as they are checked here', () => {
    const map = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8');
    expect(map).toContain(CORE_LAYERS.join(' → '));
    expect(map).toContain(REACT_LAYERS.join(' → '));
  });

  it('given a bad import, should name it (the checks above can fail)', () => {
    expect(violation('core/wire', 'core/schema')).toMatch(/not below it/);
    expect(violation('core/schema', 'react/form')).toBe('core imports react');
    expect(violation('react/form', 'react/dialog')).toMatch(/not below it/);
    expect(violation('react/steps', 'core')).toBe('a folder imports an entry point');
    expect(violation('react/dialog', 'core/round-trip')).toBeUndefined();
    expect(violation('react-hook-form', 'react/flow')).toBeUndefined();
    expect(violation('react-hook-form', 'core/answer')).toBeUndefined();
    expect(violation('react/form', 'react-hook-form')).toMatch(/nothing imports/);
    expect(violation('.', 'react-hook-form')).toMatch(/nothing imports/);
    expect(violation('react-hook-form', 'react')).toMatch(/entry point/);
    expect(violation('apps', 'react/steps')).toBeUndefined();
    expect(violation('apps', 'core/request')).toBeUndefined();
    expect(violation('react/steps', 'apps')).toMatch(/nothing imports the apps entry/);
    expect(violation('.', 'apps')).toMatch(/nothing imports the apps entry/);
    expect(violation('apps', 'react')).toMatch(/entry point/);
    expect(violation('acp', 'core/host')).toBeUndefined();
    expect(violation('acp', 'react/steps')).toMatch(/acp entry imports react/);
    expect(violation('core/request', 'acp')).toMatch(/nothing imports the acp entry/);
    expect(violation('.', 'acp')).toMatch(/nothing imports the acp entry/);
    expect(violation('acp', 'core')).toMatch(/entry point/);
    expect(violation('openai-agents', 'core/host')).toBeUndefined();
    expect(violation('openai-agents', 'react/steps')).toMatch(/openai-agents entry imports react/);
    expect(violation('.', 'openai-agents')).toMatch(/nothing imports the openai-agents entry/);
    expect(violation('bridge', 'react/form')).toBe('bridge imports react');
    expect(violation('core/host', 'bridge')).toBe('core/host imports the bridge');
    expect(violation('react/panel', 'bridge')).toBe('react/panel imports the bridge');
    expect(violation('.', 'bridge')).toBe('. imports the bridge');
    expect(violation('bridge', 'core/host')).toBeUndefined();
    const loop = [
      { from: 'core/host', to: 'core/round-trip', via: 'a' },
      { from: 'core/round-trip', to: 'core/host', via: 'b' },
    ];
    expect(circles(loop)).toEqual([['core/host', 'core/round-trip']]);
  });
});

// ARCHITECTURE.md is the map: every path it names must exist, and every structural claim it makes is checked here
// (the layers above, and what follows).

const map = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8');
const exists = (path: string) => existsSync(join(root, path));
const isFolder = (path: string) => exists(path) && statSync(join(root, path)).isDirectory();
const TOP_LEVEL = /^(src|test|registry|stories|examples|docs|scripts|bench|demo|api|\.storybook)\//;
const ROOT_FILES = new Set([
  'README.md',
  'ARCHITECTURE.md',
  'CHANGELOG.md',
  'registry.json',
  'package.json',
  'tsconfig.json',
]);

/**
 * Every path the map names, each with what it resolves to: a full path (`src/core/host/queue.ts`) as written; a bare
 * module name (`field-shape.ts`, `widgets/index.ts`) in the folder of the full path named last before it, which a
 * table row restarts (its first cell's folder, for the rows of the folder table).
 */
function pathsOfMap(text: string): { named: string; resolved: string }[] {
  const found: { named: string; resolved: string }[] = [];
  let folder = '';
  for (const line of text.split('\n')) {
    const row = /^\| `(src\/[^`]+)` \|/.exec(line);
    if (row?.[1]) folder = row[1];
    for (const [, token] of line.matchAll(/`([^`\s]+)`/g)) {
      if (!token) continue;
      if (TOP_LEVEL.test(token) || ROOT_FILES.has(token)) {
        const path = token.replace(/\/$/, '');
        found.push({ named: token, resolved: path });
        folder = isFolder(path) ? path : dirname(path);
      } else if (/^[\w.-]+(\/[\w.-]+)*\.(ts|tsx|md|json|css)$/.test(token)) {
        // In the folder named last, or its parent (`widgets/index.ts` right after `src/react/form/widgets/`).
        const candidates = [`${folder}/${token}`, `${dirname(folder)}/${token}`];
        found.push({ named: token, resolved: candidates.find(exists) ?? (candidates[0] as string) });
      }
    }
  }
  return found;
}

/** The entry points: only they re-export, and nothing imports them but another entry. */
const ENTRIES = [
  'src/index.ts',
  'src/core/index.ts',
  'src/react/index.ts',
  'src/react-hook-form/index.ts',
  'src/apps/index.ts',
  'src/acp/index.ts',
  'src/openai-agents/index.ts',
  'src/drafts-sep2631.ts',
  'src/drafts-sep2643.ts',
  'src/bridge/index.ts',
  'src/bridge/testing.ts',
];
/**
 * The other modules that re-export (the map names them): the catalogues' own index, and what `/core` and the main
 * entry share (all of `/core` but its synchronous URL analysis).
 */
const ALSO_REEXPORTS = ['src/core/messages/index.ts', 'src/core/shared.ts'];

function reexportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements
    .filter((statement) => ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined)
    .map((statement) => statement.getText(source).replace(/\s+/g, ' ').slice(0, 80));
}

describe('ARCHITECTURE.md, the map', () => {
  const { fileEdges } = sourceGraph();

  it('given every path it names, should find each in the repository', () => {
    const paths = pathsOfMap(map);
    expect(paths.length).toBeGreaterThan(100);
    const missing = paths
      .filter(({ resolved }) => !exists(resolved))
      .map(({ named, resolved }) => `${named} (${resolved})`);
    expect(missing).toEqual([]);
  });

  it('given its folder table, should list every folder of src/ with code, and no folder that is not there', () => {
    const listed = [...map.matchAll(/^\| `(src\/[^`]+)` \|/gm)].map(([, folder]) => folder as string).sort();
    const folders = [
      ...new Set(
        sourceFiles(src)
          .map((file) => relative(root, dirname(file)).split(/[\\/]/).slice(0, 3).join('/'))
          .filter((folder) => folder !== 'src' && folder !== 'src/core' && folder !== 'src/react'),
      ),
    ].sort();
    expect(listed).toEqual(folders);
  });

  it('given the entry points it names, should find that only they (and the two barrels it names) re-export', () => {
    for (const entry of [...ENTRIES, ...ALSO_REEXPORTS]) expect(map, entry).toContain(`\`${entry}\``);
    const others = sourceFiles(src)
      .map((file) => relative(root, file))
      .filter((file) => !ENTRIES.includes(file) && !ALSO_REEXPORTS.includes(file))
      .flatMap((file) => reexportsOf(join(root, file)).map((statement) => `${file}: ${statement}`));
    expect(others).toEqual([]);
  });

  it('given the entry points, should find no module importing one (but an entry re-exporting another)', () => {
    const importers = fileEdges
      .filter(({ from, to }) => ENTRIES.includes(to) && !ENTRIES.includes(from))
      .map(({ via }) => via);
    expect(importers).toEqual([]);
  });

  it('given each folder of src/, should find its README.md saying in two lines what belongs there', () => {
    // Every folder with a module of its own; src/, src/core and src/react hold only their entry point.
    const folders = [...new Set(sourceFiles(src).map((file) => dirname(file)))].filter(
      (folder) => !['src', 'src/core', 'src/react'].includes(relative(root, folder)),
    );
    const wrong = folders
      .map((folder) => relative(root, join(folder, 'README.md')))
      .filter(
        (readme) =>
          !exists(readme) || readFileSync(join(root, readme), 'utf8').trim().split('\n').length !== 2,
      );
    expect(wrong).toEqual([]);
  });

  it('given the unit tests, should find each named after its module, or listed by the map as a behaviour of its folder', () => {
    const mirrored = ['test/core', 'test/react', 'test/react-hook-form', 'test/acp'];
    const tests = mirrored.flatMap((folder) =>
      readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
        .map((entry) => relative(root, join(entry.parentPath, entry.name)))
        // Files directly in test/core, test/react: suites about one behaviour across modules (fuzz, hostile, …).
        .filter(
          (file) => file.split('/').length > 3 || folder === 'test/react-hook-form' || folder === 'test/acp',
        ),
    );
    const unmatched = tests.filter((file) => {
      const module = file.replace(/^test\//, 'src/').replace(/(\.csp)?\.test\.tsx?$/, '');
      return !exists(`${module}.ts`) && !exists(`${module}.tsx`);
    });
    const listed = [...map.matchAll(/`(test\/[^`]+\.test\.tsx?)`/g)].map(([, file]) => file);
    expect(unmatched.filter((file) => !listed.includes(file))).toEqual([]);
    expect(tests.length).toBeGreaterThan(40);
  });

  it('given examples/, should find them importing the package by name, never src/ by path', () => {
    const examples = readdirSync(join(root, 'examples'), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
    const byPath = examples.flatMap((file) =>
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        // Relative imports stay inside the example; the package comes by name (tsconfig maps it to src/).
        .importedFiles.filter(
          ({ fileName }) =>
            fileName.startsWith('.') &&
            !normalize(join(dirname(file), fileName)).startsWith(join(root, 'examples')),
        )
        .map(({ fileName }) => `${relative(root, file)} -> ${fileName}`),
    );
    expect(examples.length).toBeGreaterThan(0);
    expect(byPath).toEqual([]);
  });

  it('given a map with a wrong path, should name it (the check above can fail)', () => {
    const paths = pathsOfMap(
      '| `src/core/host` | the queue (`queue.ts`, `nowhere.ts`) |\nsee `test/none.test.ts`',
    );
    expect(paths.map(({ resolved }) => resolved)).toEqual([
      'src/core/host',
      'src/core/host/queue.ts',
      'src/core/host/nowhere.ts',
      'test/none.test.ts',
    ]);
    expect(paths.filter(({ resolved }) => !exists(resolved)).map(({ named }) => named)).toEqual([
      'nowhere.ts',
      'test/none.test.ts',
    ]);
  });
});

/** The walk of one request in the map: each numbered step's module and what runs there. */
function walkOfMap(text: string): { path: string; name: string }[] {
  const start = text.indexOf('## One request, from the wire to the answer');
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/^\d+\. `(src\/[^`]+)` \(`([^`]+)`\)/gm)].map(([, path, name]) => ({
    path: path as string,
    name: name as string,
  }));
}

/** Whether `file` declares `name` as an exported function, class, variable or type. */
function exportsName(file: string, name: string): boolean {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.some((statement) => {
    const exported = ts
      .getModifiers(statement as ts.HasModifiers)
      ?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) return false;
    if (ts.isVariableStatement(statement))
      return statement.declarationList.declarations.some(
        (declaration) => declaration.name.getText(source) === name,
      );
    return (statement as ts.DeclarationStatement).name?.getText(source) === name;
  });
}

describe('ARCHITECTURE.md, the walk of one request', () => {
  const walk = walkOfMap(map);

  it('given its steps, should pass at most ten modules, from attachElicitationHandler to the door', () => {
    expect(walk.length).toBeGreaterThanOrEqual(5);
    expect(new Set(walk.map(({ path }) => path)).size).toBe(walk.length);
    expect(walk.length).toBeLessThanOrEqual(10);
    expect(walk[0]).toEqual({ path: 'src/core/host/attach-handler.ts', name: 'attachElicitationHandler' });
    expect(walk.at(-1)).toEqual({ path: 'src/core/flow/answer-door.ts', name: 'admitAnswer' });
  });

  it('given each step, should find its module exporting what the step names', () => {
    const wrong = walk
      .filter(({ path, name }) => !exists(path) || !exportsName(join(root, path), name))
      .map(({ path, name }) => `${path}: ${name}`);
    expect(wrong).toEqual([]);
  });

  it('given the sides it passes, should go from core down through react once and back to core, never react again', () => {
    const sides = walk.map(({ path }) => (path.startsWith('src/react/') ? 'react' : 'core')).join(' ');
    expect(sides).toMatch(/^(core )+(react )+core( core)*$/);
  });

  it('given a walk that names what a module does not export, or goes back up to react, should say so (the checks above can fail)', () => {
    const broken = walkOfMap(
      '## One request, from the wire to the answer\n\n1. `src/core/host/queue-entry.ts` (`createElicitationQueue`): no\n2. `src/react/provider/provider.tsx` (`ElicitationProvider`): yes\n3. `src/core/flow/answer-door.ts` (`admitAnswer`): yes\n4. `src/react/dialog/dialog-view.tsx` (`DialogView`): back up\n\n## Next',
    );
    expect(broken).toHaveLength(4);
    expect(exportsName(join(root, 'src/core/host/queue-entry.ts'), 'createElicitationQueue')).toBe(false);
    expect(exportsName(join(root, 'src/core/host/create-queue.ts'), 'createElicitationQueue')).toBe(true);
    const sides = broken.map(({ path }) => (path.startsWith('src/react/') ? 'react' : 'core')).join(' ');
    expect(sides).not.toMatch(/^(core )+(react )+core( core)*$/);
  });
});
