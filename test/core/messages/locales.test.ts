/// <reference types="vite/client" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { enApp } from '../../../src/core/messages/app-en.js';
import { enDenial } from '../../../src/core/messages/denial-en.js';
import { en as builtInEnglish } from '../../../src/core/messages/en.js';
import { enFile } from '../../../src/core/messages/file-en.js';
import { formatIcu, messageArguments } from '../../../src/core/messages/icu.js';
import { ENGLISH_ALLOWED, ENGLISH_ALLOWED_BY_LOCALE } from './english-allowlist.js';

/** The contract's tags: every one an entry `mcp-elicitation-react/locales/{tag}` and its JSON. */
const TAGS = [
  'ar',
  'de',
  'es',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'tr',
  'uk',
  'vi',
  'zh-TW',
  'en',
  'zh-CN',
].sort();

const entries = import.meta.glob<Record<string, string>>('../../../src/locales/*.ts', {
  eager: true,
  import: 'default',
});
const catalogues = Object.fromEntries(
  Object.entries(entries).map(([path, catalogue]) => [path.replace(/^.*\/(.+)\.ts$/, '$1'), catalogue]),
);
/**
 * Every key a locale entry has: the built-in catalogue's, the file draft's words (which come with fileInputs) and
 * the `./apps` entry's own (`app.*`, which that entry ships itself).
 */
const en = { ...builtInEnglish, ...enFile, ...enDenial, ...enApp };
const englishKeys = Object.keys(en).sort();
const root = new URL('../../../', import.meta.url);

/** The pairs a person must never confuse: each locale words them differently. */
const NEVER_CONFUSED = [
  ['action.decline', 'action.cancel'],
  ['action.review', 'action.send'],
  ['action.open', 'action.cancel'],
  ['action.edit', 'action.send'],
  ['action.decline', 'action.cancelRequest'],
  ['queue.declineAllConfirm', 'queue.declineAllKeep'],
  ['dismiss.discard', 'dismiss.keep'],
] as const;

/** `number` and `plural` are both a number argument: a language may need a plural where English does not. */
const kind = (type: string) => (type === 'plural' ? 'number' : type);
const argumentKinds = (template: string) =>
  Object.fromEntries(Object.entries(messageArguments(template)).map(([name, type]) => [name, kind(type)]));

function pluralNodes(elements: MessageFormatElement[]): { value: string; keys: string[] }[] {
  return elements.flatMap((element) => {
    if (element.type !== TYPE.plural && element.type !== TYPE.select) return [];
    const inner = Object.values(element.options).flatMap((option) => pluralNodes(option.value));
    return element.type === TYPE.plural
      ? [{ value: element.value, keys: Object.keys(element.options) }, ...inner]
      : inner;
  });
}

/** Sample values from English's arguments: numbers that hit each plural form, names for the rest. */
function samples(template: string): Record<string, string | number>[] {
  const args = messageArguments(template);
  return [0, 1, 2, 3, 5, 11, 21, 102].map((n) =>
    Object.fromEntries(
      Object.entries(args).map(([name, type]) => [
        name,
        type === 'string' || type === 'select' ? `«${name}»` : n,
      ]),
    ),
  );
}

describe('the locale entries', () => {
  it('given the contract / should have exactly its 21 tags as entries, exports, JSON exports and size budgets', () => {
    expect(Object.keys(catalogues).sort()).toEqual(TAGS);
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
    for (const tag of TAGS) {
      expect(pkg.exports[`./locales/${tag}`]).toEqual({
        types: `./dist/types/locales/${tag}.d.ts`,
        import: `./dist/locales/${tag}.js`,
      });
      expect(pkg.exports[`./locales/${tag}.json`]).toBe(`./dist/locales/${tag}.json`);
    }
    const budgets = JSON.parse(readFileSync(new URL('.size-limit.json', root), 'utf8')) as { path: string }[];
    expect(
      budgets
        .filter((budget) => budget.path.startsWith('dist/locales/'))
        .map((b) => b.path)
        .sort(),
    ).toEqual(TAGS.map((tag) => `dist/locales/${tag}.js`).sort());
    // Beside the glossaries (one per tag) the folder holds the checklist and review logs, named in capitals.
    const glossaries = readdirSync(new URL('docs/locales/', root)).filter(
      (file) => !/^[A-Z0-9-]+\.md$/.test(file),
    );
    expect(glossaries.sort()).toEqual(
      TAGS.filter((tag) => tag !== 'en')
        .map((tag) => `${tag}.md`)
        .sort(),
    );
  });
});

describe('the library without its locales', () => {
  it('given every source module outside src/locales / should import no locale entry, so no path ships one', () => {
    const src = new URL('src/', root).pathname;
    const files = (readdirSync(src, { recursive: true }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && !file.startsWith('locales'),
    );
    expect(files.length).toBeGreaterThan(50);
    const importers = files.filter((file) =>
      /^(import|export)[^;]*from '\.{1,2}\/[^']*locales\//m.test(readFileSync(join(src, file), 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});

describe.each(TAGS)('the %s catalogue', (tag) => {
  const catalogue = catalogues[tag] as Record<string, string>;
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories as string[];

  it('should have every English key, no other, none empty', () => {
    expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
    for (const key of englishKeys) expect(catalogue[key]?.trim(), key).not.toBe('');
  });

  it('should be valid ICU MessageFormat (the formatjs parser as oracle) with the same arguments as English', () => {
    for (const key of englishKeys) {
      const text = catalogue[key] as string;
      expect(() => parse(text), `${tag} ${key}`).not.toThrow();
      expect(argumentKinds(text), `${tag} ${key}`).toEqual(argumentKinds(en[key as keyof typeof en]));
    }
  });

  it('should have every plural form Intl.PluralRules knows for the locale, and no other', () => {
    for (const key of englishKeys) {
      for (const node of pluralNodes(parse(catalogue[key] as string))) {
        const forms = node.keys.filter((form) => !form.startsWith('='));
        expect(forms.sort(), `${tag} ${key} {${node.value}}`).toEqual([...categories].sort());
      }
    }
  });

  it('should format as intl-messageformat does, for numbers that reach each plural form', () => {
    for (const key of englishKeys) {
      const text = catalogue[key] as string;
      for (const values of samples(en[key as keyof typeof en])) {
        expect(formatIcu(text, values, tag), `${tag} ${key}`).toBe(
          new IntlMessageFormat(text, tag).format(values),
        );
      }
    }
  });

  it('should word the actions a person must never confuse differently', () => {
    for (const [a, b] of NEVER_CONFUSED) {
      expect(catalogue[a]?.trim().toLocaleLowerCase(tag), `${a} / ${b}`).not.toBe(
        catalogue[b]?.trim().toLocaleLowerCase(tag),
      );
    }
  });

  it.skipIf(tag === 'en')('should leave no English but names and protocol terms', () => {
    const englishWords = new Set(
      Object.values(en).flatMap((text) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? []),
    );
    const allowed = new Set(
      [...ENGLISH_ALLOWED, ...(ENGLISH_ALLOWED_BY_LOCALE[tag] ?? [])].map((w) => w.toLowerCase()),
    );
    const left: string[] = [];
    for (const key of englishKeys) {
      const words =
        stripSyntax(catalogue[key] as string)
          .toLowerCase()
          .match(/\p{L}{3,}/gu) ?? [];
      for (const word of words)
        if (englishWords.has(word) && !allowed.has(word)) left.push(`${key}: ${word}`);
    }
    expect(left).toEqual([]);
  });
});

/** The words of a message without its ICU syntax: argument names, types and plural/select keys. */
function stripSyntax(text: string): string {
  const parts: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) parts.push(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(text));
  return parts.join(' ');
}
