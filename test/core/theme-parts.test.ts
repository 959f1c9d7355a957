// The theme in parts (src/styles/*.css, one concern each) and its one order, src/styles/elicitation.css: the build
// joins what the index imports into dist/styles.css, so a part the index leaves out, or a rule written in the index
// itself, would be missing from the package while the tests and stories (through Vite) still showed it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { joinStyles, STYLES_INDEX, styleParts } from '../../scripts/styles.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const folder = join(root, 'src/styles');
const index = readFileSync(join(root, STYLES_INDEX), 'utf8');
const read = (part: string) => readFileSync(join(folder, part), 'utf8');

describe('the theme in parts', () => {
  it('given src/styles, should find the index importing every part once, and nothing else there', () => {
    const files = readdirSync(folder).filter((file) => file.endsWith('.css') && file !== 'elicitation.css');
    const parts = styleParts(index);
    expect(new Set(parts).size).toBe(parts.length);
    expect([...parts].sort()).toEqual(files.sort());
  });

  it('given each part, should find it under 300 lines (one concern a file)', () => {
    const long = styleParts(index).filter((part) => read(part).split('\n').length > 300);
    expect(long).toEqual([]);
  });

  it('given the parts joined as the build ships them, should find every rule and no @import', () => {
    const sheet = joinStyles(index, read);
    expect(sheet).not.toMatch(/@import/);
    expect(sheet.startsWith(read('tokens.css'))).toBe(true);
    expect(sheet.match(/\{/g)?.length).toBeGreaterThan(150);
    for (const part of styleParts(index)) expect(sheet).toContain(read(part));
  });

  it('given an index holding a rule, or naming a part that is not there, should throw a clear error', () => {
    expect(() => styleParts(`${index}\n:where(.x) { color: red; }\n`)).toThrow(
      /holds only comments and @import/,
    );
    expect(() => joinStyles('@import "./missing.css";\n', () => undefined)).toThrow(
      /imports missing.css, which is not there/,
    );
  });
});
