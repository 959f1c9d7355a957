// The public surface by rule (issue 39): an entry exports what a host calls and the types a host writes; nothing else.
// Read off the entries' source with the TypeScript checker, so a name exported by `export *` counts like any other.
// - every runtime export is used somewhere a host reads: the README, a guide in docs/, an example, a story, or the
//   shadcn/ui registry item (a name nobody is shown is an internal, or dead);
// - no name is exported by two entries, but `.` re-exporting `/core` (a host imports each name from one place);
// - the counts stay within the bounds the rule produced (a new name must justify itself against them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Each public entry (package.json `exports`, locales aside: each is one default export) and its source. */
const ENTRIES: Record<string, string> = {
  '.': 'src/index.ts',
  '/core': 'src/core/index.ts',
  '/bridge': 'src/bridge/index.ts',
  '/bridge/testing': 'src/bridge/testing.ts',
  '/apps': 'src/apps/index.ts',
  '/drafts/sep2631': 'src/drafts-sep2631.ts',
  '/react-hook-form': 'src/react-hook-form/index.ts',
  '/acp': 'src/acp/index.ts',
  '/drafts/sep2643': 'src/drafts-sep2643.ts',
  '/openai-agents': 'src/openai-agents/index.ts',
};

/** The bounds the rule produced (issue 39: 321 names, 84 runtime in `.`, 68 in `/core` before it). */
const MAX_DISTINCT_NAMES = 220;
const MAX_RUNTIME = { '.': 60, '/core': 45 } as const;

interface EntrySurface {
  runtime: string[];
  types: string[];
}

function readSurfaces(): Record<string, EntrySurface> {
  const files = Object.values(ENTRIES).map((file) => join(root, file));
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram(files, { ...config?.options, noEmit: true });
  const checker = program.getTypeChecker();
  const surfaces: Record<string, EntrySurface> = {};
  for (const [entry, file] of Object.entries(ENTRIES)) {
    const source = program.getSourceFile(join(root, file));
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`no module for ${file}`);
    const runtime: string[] = [];
    const types: string[] = [];
    for (const exported of checker.getExportsOfModule(module)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      (target.flags & ts.SymbolFlags.Value ? runtime : types).push(exported.name);
    }
    surfaces[entry] = { runtime: runtime.sort(), types: types.sort() };
  }
  return surfaces;
}

/** Where a host reads about a name: the README, the guides (not the generated API reference), examples, stories, the registry item. */
function hostFacingText(): string {
  const files: string[] = [join(root, 'README.md'), join(root, 'registry.json')];
  const walk = (folder: string, skip: (path: string) => boolean = () => false) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (name === 'node_modules' || name.startsWith('.') || skip(path)) continue;
      if (statSync(path).isDirectory()) walk(path, skip);
      else if (/\.(md|mdx|ts|tsx|mjs|json)$/.test(name)) files.push(path);
    }
  };
  walk(join(root, 'docs'), (path) => path === join(root, 'docs', 'api'));
  walk(join(root, 'examples'));
  walk(join(root, 'stories'));
  walk(join(root, 'registry', 'elicitation-dialog'));
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

const surfaces = readSurfaces();
const text = hostFacingText();

describe('the public surface', () => {
  it.each(Object.keys(ENTRIES))('%s: every runtime export is shown to hosts somewhere', (entry) => {
    const unused = (surfaces[entry]?.runtime ?? []).filter(
      (name) => !new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text),
    );
    expect(
      unused,
      `exported by ${entry} but in no README section, guide, example, story or registry item`,
    ).toEqual([]);
  });

  it('no name is exported by two entries (but `.` re-exporting `/core`)', () => {
    const owners = new Map<string, string[]>();
    for (const [entry, surface] of Object.entries(surfaces)) {
      for (const name of [...surface.runtime, ...surface.types]) {
        if (
          entry === '.' &&
          [...(surfaces['/core']?.runtime ?? []), ...(surfaces['/core']?.types ?? [])].includes(name)
        )
          continue;
        owners.set(name, [...(owners.get(name) ?? []), entry]);
      }
    }
    const twice = [...owners]
      .filter(([, entries]) => entries.length > 1)
      .map(([name, entries]) => `${name}: ${entries.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it(`at most ${MAX_DISTINCT_NAMES} distinct public names; \`.\` ≤ ${MAX_RUNTIME['.']} and \`/core\` ≤ ${MAX_RUNTIME['/core']} runtime exports`, () => {
    const distinct = new Set(
      Object.values(surfaces).flatMap((surface) => [...surface.runtime, ...surface.types]),
    );
    expect(distinct.size).toBeLessThanOrEqual(MAX_DISTINCT_NAMES);
    expect(surfaces['.']?.runtime.length).toBeLessThanOrEqual(MAX_RUNTIME['.']);
    expect(surfaces['/core']?.runtime.length).toBeLessThanOrEqual(MAX_RUNTIME['/core']);
  });
});
