/**
 * The README's and the docs pages' code as a reader gets it: each code block under a `<!-- path -->` marker is
 * taken from the page's text (not from examples/), written at its path into a fresh project whose
 * `mcp-elicitation-react` is the packed package (built here into a folder of its own, `npm pack`ed with
 * package.json's `files`, unpacked into the project's node_modules), its other packages the repository's installed
 * ones. There the blocks are type-checked as one program (the Worker's under the Workers types), so a block that
 * needs a line, a file or an export it does not show fails; then the pages' programs of examples/guides, compiled,
 * are imported from the packed package by Node itself, and the README's example answers a real MCP server over
 * Streamable HTTP. guides.test.ts runs every page's program again, against the source, one behaviour each.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASK, bookedText, startBookingServer } from '../ai-sdk/booking-server.js';
import { nextCurrent } from '../support/queue-waits.js';
import { CODE_LANGS, codeBlocks, docsPages, read, root } from './doc-pages.js';

const work = mkdtempSync(join(tmpdir(), 'mcp-elicitation-react-guides-'));
const app = join(work, 'app');
const compiled = join(app, 'node_modules', '.guides-run');
const bin = (name: string) => join(root, 'node_modules', name);

/** Runs a command to its end; its output when it failed. */
function run(command: string, args: string[], cwd: string): string | undefined {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 240_000 });
  if (result.status === 0) return undefined;
  return `${command} ${args.join(' ')} → ${result.status ?? result.signal}\n${result.stdout}${result.stderr}`
    .split('\n')
    .slice(0, 60)
    .join('\n');
}
const must = (problem: string | undefined) => {
  if (problem) throw new Error(problem);
};

/** Every block with a marker, from README.md and docs/: file → code (a file shown on two pages, shown alike). */
function shownFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const page of ['README.md', ...docsPages()]) {
    for (const block of codeBlocks(read(page))) {
      if (!block.file || !CODE_LANGS.has(block.lang)) continue;
      const seen = files.get(block.file);
      if (seen !== undefined && seen !== block.code) throw new Error(`${block.file} is shown two ways`);
      files.set(block.file, block.code);
    }
  }
  return files;
}

const STRICT = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  strict: true,
  noUncheckedIndexedAccess: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  skipLibCheck: true,
  noEmit: true,
};

beforeAll(() => {
  // The package, built into a folder of its own (dist/ may be read by other tests meanwhile), then packed.
  const pkg = join(work, 'pkg');
  must(
    run(
      process.execPath,
      [bin('vite/bin/vite.js'), 'build', '--outDir', join(pkg, 'dist'), '--logLevel', 'error'],
      root,
    ),
  );
  must(
    run(
      process.execPath,
      [bin('typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', join(pkg, 'dist/types')],
      root,
    ),
  );
  // The theme's parts joined as the build joins them (its own step), not the index of @import lines.
  must(run(process.execPath, ['scripts/copy-styles.mjs', join(pkg, 'dist')], root));
  for (const file of ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'registry']) {
    cpSync(join(root, file), join(pkg, file), { recursive: true });
  }
  must(run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', work], pkg));
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz')) as string;
  const installed = join(app, 'node_modules', 'mcp-elicitation-react');
  mkdirSync(installed, { recursive: true });
  must(run('tar', ['-xzf', join(work, tarball), '-C', installed, '--strip-components=1'], work));
  // The other packages a page names, as `npm i` would have put them: the repository's.
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== 'mcp-elicitation-react' && !name.startsWith('.')) {
      symlinkSync(join(root, 'node_modules', name), join(app, 'node_modules', name));
    }
  }
  // The pages' files, from the pages.
  for (const [file, code] of shownFiles()) {
    mkdirSync(join(app, dirname(file)), { recursive: true });
    writeFileSync(join(app, file), code);
  }
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        ...STRICT,
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        types: ['node'],
      },
      include: ['examples', 'test'],
      exclude: ['examples/cloudflare-agents/src'],
    }),
  );
  writeFileSync(
    join(app, 'examples/cloudflare-agents/tsconfig.json'),
    JSON.stringify({
      compilerOptions: { ...STRICT, lib: ['ES2023'], types: ['@cloudflare/workers-types'] },
      include: ['src'],
    }),
  );
  // A stylesheet import is for the app's bundler; Node, running the compiled guides, reads it as nothing.
  register(
    `data:text/javascript,${encodeURIComponent(
      "export const load = (url, context, next) => url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context);",
    )}`,
  );
}, 600_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const tsc = (project: string) =>
  run(process.execPath, [bin('typescript/bin/tsc'), '-p', project, '--pretty', 'false'], app);

describe('the pages’ code in a fresh project, on the packed package', () => {
  it('given the blocks, should find each page’s files and the README’s example among them', () => {
    const files = [...shownFiles().keys()];
    expect(files).toContain('examples/guides/quick-start.tsx');
    expect(files.filter((file) => file.startsWith('examples/')).length).toBeGreaterThan(40);
  });

  it('given every block but the Worker’s, should type-check as one program against the package’s own types', () => {
    expect(tsc('tsconfig.json')).toBeUndefined();
  }, 240_000);

  it('given the Cloudflare recipe’s Worker, should type-check under the Workers types', () => {
    expect(tsc('examples/cloudflare-agents/tsconfig.json')).toBeUndefined();
  }, 240_000);

  it('given a block that leaves out a line it needs, should fail the check (the checks above can fail)', () => {
    const file = join(app, 'examples/guides/missing-line.ts');
    writeFileSync(file, 'export const queue = createElicitationQueue();\n');
    try {
      expect(tsc('tsconfig.json')).toMatch(/missing-line\.ts.*Cannot find name 'createElicitationQueue'/);
    } finally {
      rmSync(file);
    }
  }, 240_000);

  describe('run by Node on the packed package', () => {
    const guides = () =>
      [...shownFiles().keys()].filter((file) => file.startsWith('examples/guides/')).sort();

    beforeAll(() => {
      writeFileSync(
        join(app, 'tsconfig.run.json'),
        JSON.stringify({
          extends: './tsconfig.json',
          compilerOptions: { noEmit: false, outDir: compiled, rootDir: 'examples/guides' },
          include: guides(),
          exclude: [],
        }),
      );
      must(tsc('tsconfig.run.json'));
      writeFileSync(join(compiled, 'package.json'), '{ "type": "module" }\n');
    }, 240_000);

    const load = (file: string) =>
      import(
        /* @vite-ignore */ pathToFileURL(
          join(compiled, `${file.replace(/^examples\/guides\/|\.tsx?$/g, '')}.js`),
        ).href
      );

    it('given every program of examples/guides, should load, each import found in the package’s exports', async () => {
      const loaded: string[] = [];
      for (const file of guides()) {
        const module = (await load(file)) as Record<string, unknown>;
        expect(Object.keys(module).length, file).toBeGreaterThan(0);
        loaded.push(file);
      }
      expect(loaded.length).toBeGreaterThanOrEqual(12);
    });

    it('given the README’s example, when a real server over Streamable HTTP asks during a tool call, should resume the call with the answer', async () => {
      const { callTool, connect, queue } = (await load(
        'examples/guides/quick-start.tsx',
      )) as typeof import('../../examples/guides/quick-start.js');
      const booking = await startBookingServer('2025-11-25');
      const client = await connect(booking.url);
      try {
        const booked = callTool(client, 'book_table');
        const entry = await nextCurrent(queue);
        expect(entry.request.message).toBe(ASK);
        // The refusal is the packed package's own error: the example ran on the tarball, not on src/.
        const packed = (await import(
          /* @vite-ignore */ pathToFileURL(join(app, 'node_modules/mcp-elicitation-react/dist/core.js')).href
        )) as typeof import('../../src/core/index.js');
        let refused: unknown;
        try {
          entry.respond({ action: 'accept', content: { guests: 0, name: 'Ada' } });
        } catch (error) {
          refused = error;
        }
        expect(refused).toBeInstanceOf(packed.AnswerNotDeliveredError);
        expect(String(refused)).toMatch(/guests/);
        entry.respond({ action: 'accept', content: { guests: 2, name: 'Ada' } });
        const result = (await booked) as { content: { text: string }[] };
        expect(result.content[0]?.text).toBe(
          bookedText({ action: 'accept', content: { guests: 2, name: 'Ada' } }),
        );
      } finally {
        await client.close();
        await booking.close();
      }
    });
  });
});
