/// <reference types="vite/client" />
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enApp } from '../../../src/core/messages/app-en.js';
import { en as builtInEnglish } from '../../../src/core/messages/en.js';
import type { LocaleCatalogue } from '../../../src/core/messages/keys.js';

/**
 * Each locale's glossary (docs/locales/{tag}.md, format in docs/locales/CHECKLIST.md) names the words that carry
 * consent; the buttons must use exactly those words, or a person reads one word in the glossary-checked text
 * ("you can decline") and another on the button.
 */
const docs = new URL('../../../docs/locales/', import.meta.url);
const entries = import.meta.glob<LocaleCatalogue>('../../../src/locales/*.ts', {
  eager: true,
  import: 'default',
});
const catalogues = Object.fromEntries(
  Object.entries(entries).map(([path, catalogue]) => [path.replace(/^.*\/(.+)\.ts$/, '$1'), catalogue]),
);
/** Every locale with a glossary: every entry but English, the source. */
const TAGS = Object.keys(catalogues)
  .filter((tag) => tag !== 'en')
  .sort();

/** The glossary's action terms and the keys that show them: `exact` is the whole label, `contains` a part of it. */
const ACTION_KEYS = {
  Send: { exact: ['action.send', 'action.submit'], contains: [] },
  Decline: { exact: ['action.decline'], contains: [] },
  Cancel: { exact: ['action.cancel'], contains: ['action.cancelRequest'] },
  Review: { exact: ['action.review'], contains: [] },
  Edit: { exact: ['action.edit'], contains: [] },
} as const satisfies Record<string, { exact: readonly string[]; contains: readonly string[] }>;
type Term = keyof typeof ACTION_KEYS | 'Nothing was sent';
const TERMS: readonly Term[] = [
  ...(Object.keys(ACTION_KEYS) as (keyof typeof ACTION_KEYS)[]),
  'Nothing was sent',
];

/** The English term of a first cell: the term alone, or followed by a note in (half- or full-width) parentheses. */
const termCell = /^(.+?)\s*(?:[(（].*[)）])?$/;

/** The glossary's word for each term: the second cell of the row whose first cell is that term. */
function glossary(tag: string): Map<Term, string[]> {
  const rows = readFileSync(new URL(`${tag}.md`, docs), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim().normalize('NFC')));
  const words = new Map<Term, string[]>();
  for (const [, first = '', second = ''] of rows) {
    const term = termCell.exec(first)?.[1] as Term | undefined;
    if (term && TERMS.includes(term)) words.set(term, [...(words.get(term) ?? []), second]);
  }
  return words;
}

const lower = (text: string, tag: string) => text.normalize('NFC').toLocaleLowerCase(tag);

describe('the glossaries', () => {
  it('given docs/locales, should have one glossary per locale entry but English', () => {
    const glossaries = readdirSync(docs)
      .filter((file) => /^[a-z]{2,3}(-[A-Z][A-Za-z]+)?\.md$/.test(file))
      .map((file) => file.replace(/\.md$/, ''))
      .sort();
    expect(glossaries).toEqual(TAGS);
    expect(TAGS.length).toBe(20);
  });
});

describe.each(TAGS)('the %s glossary', (tag) => {
  const words = glossary(tag);
  const catalogue = catalogues[tag] as Record<string, string>;

  it('should name each action term and "Nothing was sent" once, as one word or phrase', () => {
    for (const term of TERMS) {
      expect(words.get(term), term).toHaveLength(1);
      expect(words.get(term)?.[0], term).toMatch(/^[^,;/、，]+$/u);
    }
  });

  it.each(Object.keys(ACTION_KEYS) as (keyof typeof ACTION_KEYS)[])(
    'should be the word the %s keys show',
    (term) => {
      const word = words.get(term)?.[0] ?? '';
      for (const key of ACTION_KEYS[term].exact) expect(catalogue[key]?.normalize('NFC'), key).toBe(word);
      for (const key of ACTION_KEYS[term].contains) {
        expect(lower(catalogue[key] ?? '', tag), key).toContain(lower(word, tag));
      }
    },
  );

  it('should say "Nothing was sent" in every key whose English says it, in the glossary\'s words', () => {
    const english = { ...builtInEnglish, ...enApp } as Record<string, string>;
    const keys = Object.keys(english).filter((key) => /nothing was sent/i.test(english[key] as string));
    // The outcome lines: expiry, each way a request ends unanswered, Cancel's record, a refused answer.
    expect(keys).toEqual(
      expect.arrayContaining([
        'expired.body',
        'ended.expired',
        'record.expired',
        'record.dismissed',
        'app.invalid',
      ]),
    );
    const phrase = lower(words.get('Nothing was sent')?.[0] ?? '', tag);
    for (const key of keys) expect(lower(catalogue[key] ?? '', tag), key).toContain(phrase);
  });
});
