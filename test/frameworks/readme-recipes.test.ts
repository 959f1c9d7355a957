// The README's "Frameworks" recipes are the examples' own code: each line of a recipe stands, in order, in the file
// its comment names, and a file the comment calls "the whole file" is shown whole (its opening comment aside). The
// examples themselves are type-checked and run end to end by the tests beside this one, so a recipe that drifts
// from its example, or leaves out a line of a file it claims whole, fails here.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The README's Frameworks section. */
function frameworksSection(): string {
  const readme = read('README.md');
  const start = readme.indexOf('\n## Frameworks\n');
  expect(start, 'the README has a Frameworks section').toBeGreaterThan(0);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** What a recipe shows of one file: its lines, and whether the comment says it is the whole file. */
interface Shown {
  readonly lines: string[];
  readonly whole: boolean;
}

/** Each recipe of the README's Frameworks section: its heading → (file → what it shows), as the comments divide it. */
function recipes(): Map<string, Map<string, Shown>> {
  const section = frameworksSection();
  const found = new Map<string, Map<string, Shown>>();
  for (const [, heading, block] of section.matchAll(/\n### (.+)\n[\s\S]*?```tsx?\n([\s\S]*?)```/g)) {
    const files = new Map<string, Shown>();
    let current: string[] | undefined;
    for (const line of (block ?? '').split('\n')) {
      const [, file, note] = /^\/\/ (examples\/\S+\.tsx?) — (.*)$/.exec(line) ?? [];
      if (file) {
        current = [];
        files.set(file, { lines: current, whole: note?.startsWith('the whole file') === true });
      } else if (line.trim()) current?.push(line.trim());
    }
    found.set(heading ?? '', files);
  }
  return found;
}

describe("the README's framework recipes", () => {
  it('given the section, should have the seven recipes', () => {
    expect([...recipes().keys()]).toEqual([
      'Mastra',
      'OpenAI Agents JS',
      'Cloudflare agents',
      'LangGraph JS',
      'assistant-ui',
      'CopilotKit',
      'ACP (Zed and other editors)',
    ]);
  });

  it.each([...recipes()])(
    'given the %s recipe, should find every line, in order, in the example file it names',
    (_, files) => {
      expect(files.size).toBeGreaterThan(0);
      for (const [file, { lines, whole }] of files) {
        const source = read(file)
          .split('\n')
          .map((line) => line.trim());
        if (whole) {
          const code = source.filter(Boolean);
          const opening = code.findIndex((line) => !line.startsWith('//'));
          expect(lines, `${file} shown whole`).toEqual(code.slice(opening));
        }
        let at = 0;
        for (const line of lines) {
          const index = source.indexOf(line, at);
          expect(index, `${file} has "${line}" after line ${at}`).toBeGreaterThanOrEqual(0);
          at = index + 1;
        }
      }
    },
  );

  it('given the links of the section into examples/, should find each file, folder and heading they name', () => {
    for (const [, target] of frameworksSection().matchAll(/\]\((examples[^)]*)\)/g)) {
      const [path, anchor] = (target as string).split('#');
      const readme = path?.endsWith('.md') ? path : `${path}/README.md`;
      expect(existsSync(new URL(anchor ? readme : (path as string), root)), target).toBe(true);
      if (anchor) {
        const headings = [...read(readme).matchAll(/^#{1,4} (.+)$/gm)].map(([, heading]) =>
          (heading as string)
            .toLowerCase()
            .replace(/[^\p{L}\p{N}\s_-]/gu, '')
            .replace(/ /g, '-'),
        );
        expect(headings, target).toContain(anchor);
      }
    }
  });
});
