// The README's Next.js quick start is the example's own code: each line of the snippet stands, in order, in the
// file its comment names. The example itself is type-checked by `tsc` and run end to end by next-route.test.ts,
// so a snippet that drifts from it fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The README's Next.js block: file → its lines, as the `// path — …` comments divide it. */
function snippetFiles(): Map<string, string[]> {
  const readme = read('README.md');
  const start = readme.indexOf('## Quick start: the MCP client on your server (Next.js');
  expect(start, 'the README has the Next.js quick start').toBeGreaterThan(0);
  const block = /```ts\n([\s\S]*?)```/.exec(readme.slice(start))?.[1] ?? '';
  const files = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of block.split('\n')) {
    const file = /^\/\/ (\S+\.tsx?) —/.exec(line)?.[1];
    if (file) {
      current = [];
      files.set(file, current);
    } else if (line.trim()) current?.push(line.trim());
  }
  return files;
}

describe('the README Next.js quick start', () => {
  it('given its snippet, should find every line, in order, in the example file it names', () => {
    const files = snippetFiles();
    expect([...files.keys()]).toEqual([
      'lib/bridge.ts',
      'app/api/elicitation/[...path]/route.ts',
      'lib/mcp.ts',
      'app/page.tsx',
    ]);
    for (const [file, lines] of files) {
      const source = read(`examples/next-ai-sdk/${file}`)
        .split('\n')
        .map((line) => line.trim());
      let at = 0;
      for (const line of lines) {
        const found = source.indexOf(line, at);
        expect(found, `${file} has "${line}" after line ${at}`).toBeGreaterThanOrEqual(0);
        at = found + 1;
      }
    }
  });
});
