// The README's "Frameworks" recipes are the examples' own code: each line of a recipe stands, in order, in the file
// its comment names. The examples themselves are type-checked and run end to end by the tests beside this one, so a
// recipe that drifts from its example fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** Each recipe of the README's Frameworks section: its heading → (file → its lines), as the comments divide it. */
function recipes(): Map<string, Map<string, string[]>> {
  const readme = read('README.md');
  const start = readme.indexOf('\n## Frameworks\n');
  expect(start, 'the README has a Frameworks section').toBeGreaterThan(0);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const found = new Map<string, Map<string, string[]>>();
  for (const [, heading, block] of section.matchAll(/\n### (.+)\n[\s\S]*?```tsx?\n([\s\S]*?)```/g)) {
    const files = new Map<string, string[]>();
    let current: string[] | undefined;
    for (const line of (block ?? '').split('\n')) {
      const file = /^\/\/ (examples\/\S+\.tsx?) —/.exec(line)?.[1];
      if (file) {
        current = [];
        files.set(file, current);
      } else if (line.trim()) current?.push(line.trim());
    }
    found.set(heading ?? '', files);
  }
  return found;
}

describe("the README's framework recipes", () => {
  it('given the section, should have the six recipes', () => {
    expect([...recipes().keys()]).toEqual([
      'Mastra',
      'OpenAI Agents JS',
      'Cloudflare agents',
      'assistant-ui',
      'CopilotKit',
      'ACP (Zed and other editors)',
    ]);
  });

  it.each([...recipes()])(
    'given the %s recipe, should find every line, in order, in the example file it names',
    (_, files) => {
      expect(files.size).toBeGreaterThan(0);
      for (const [file, lines] of files) {
        const source = read(file)
          .split('\n')
          .map((line) => line.trim());
        let at = 0;
        for (const line of lines) {
          const index = source.indexOf(line, at);
          expect(index, `${file} has "${line}" after line ${at}`).toBeGreaterThanOrEqual(0);
          at = index + 1;
        }
      }
    },
  );
});
