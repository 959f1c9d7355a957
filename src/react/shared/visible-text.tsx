'use client';
import { Fragment, type ReactNode } from 'react';
import {
  codePointLabel,
  type FindInvisibleOptions,
  findInvisible,
  hasInvisible,
} from '../../core/safety/invisible-characters.js';
import { type ClassNames, useClassNames } from './class-names.js';
import { hasBidiEffect, type I18n } from './i18n-settings.js';
import type { IsolationOptions } from './server-language.js';

/**
 * Server text placed beside other text in our layout (a label before its required marker, an option after its
 * radio): in a `<bdi>` with its invisible and bidi control characters shown as `⟨U+XXXX⟩` when they could reorder
 * or disguise it (`\u202E001\u202C EUR` must not read "100 EUR"), as plain text otherwise, which is nearly always,
 * so a 100-field form is not 260 elements heavier for nothing.
 *
 * Under a right-to-left layout, or when the server named its language (`useIsolation()`), every piece is
 * wrapped, with that `lang` and `dir`.
 *
 * @example
 * <label>{isolated(field.label, useIsolation())}{marker}</label>
 */
export function isolated(text: string, options: IsolationOptions = {}): ReactNode {
  return options.always || hasBidiEffect(text) || hasInvisible(text) ? (
    <ServerText text={text} lang={options.lang} dir={options.dir} />
  ) : (
    text
  );
}

function ServerText({ text, lang, dir }: { text: string; lang?: string; dir?: 'ltr' | 'rtl' | 'auto' }) {
  const cn = useClassNames();
  // <bdi> is dir="auto" by default; a language the server named sets its own direction.
  return (
    <bdi lang={lang} dir={dir === 'auto' ? undefined : dir}>
      {visibleText(text, cn)}
    </bdi>
  );
}

function Marker({ cp, cn }: { cp: number; cn: ClassNames }) {
  return <span className={cn('url-invisible')}>{`⟨${codePointLabel(cp)}⟩`}</span>;
}

export interface VisibleTextOptions extends FindInvisibleOptions {
  /** Visible characters to point out too, kept and followed by their marker (a slash lookalike in a host). */
  markAlso?: (codePoint: number) => boolean;
}

interface Mark {
  index: number;
  length: number;
  codePoint: number;
  /** Keep the original text before the marker: percent-encoded bytes, or a visible lookalike. */
  keep: boolean;
}

/**
 * `text` with every invisible character replaced by a visible `⟨U+XXXX⟩` marker (see `findInvisible` for what
 * counts, in prose and in URLs). Percent-encoded ones (found with `IN_URL`) keep their bytes, followed by the marker of
 * what they decode to: the bytes are part of where the browser goes.
 */
export function visibleText(text: string, cn: ClassNames, options: VisibleTextOptions = {}): ReactNode[] {
  const marks: Mark[] = findInvisible(text, options).map((found) => ({ ...found, keep: found.encoded }));
  const { markAlso } = options;
  if (markAlso) {
    let index = 0;
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0;
      if (markAlso(codePoint)) marks.push({ index, length: char.length, codePoint, keep: true });
      index += char.length;
    }
    marks.sort((a, b) => a.index - b.index);
  }
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const mark of marks) {
    const end = mark.keep ? mark.index + mark.length : mark.index;
    if (end > last) nodes.push(text.slice(last, end));
    nodes.push(<Marker key={nodes.length} cp={mark.codePoint} cn={cn} />);
    last = mark.index + mark.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

const LIST_SEPARATOR = ', ';

function listOf(value: string | readonly string[]): string {
  return typeof value === 'string' ? value : value.join(LIST_SEPARATOR);
}

// Private-use sentinels that stand in for parameters while the catalogue formats a message.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const SENTINEL = /\uE000(\w+)\uE001/g;

export interface QuoteOptions {
  /** `ltr` for URL parts (hosts read left to right whatever their letters); `auto` (default) for names. */
  dir?: 'ltr' | 'auto';
  /** How to find invisible characters: `IN_URL` for URL parts (every one counts, percent-encoded too). */
  find?: FindInvisibleOptions;
  /** Visible characters to point out too (slash and dot lookalikes in a decoded host). */
  markAlso?: (codePoint: number) => boolean;
  /** Build nodes even for plain text (URL mode always does, so its layout never depends on the text). */
  always?: boolean;
}

/**
 * Formats a catalogue message whose parameters are untrusted text (a server's name, a URL's host), putting each
 * in its own `<bdi>` so right-to-left letters or an override in it cannot reorder the sentence around it, and
 * making its invisible characters visible as `⟨U+202E⟩`. Plain parameters give back the plain string.
 *
 * @example
 * quoteInMessage(t, 'dialog.title.form', { server: 'Bank\u202E' }, cn);
 * // ['', <bdi>Bank<span>⟨U+202E⟩</span></bdi>, ' is asking for information']
 */
export function quoteInMessage(
  t: I18n['t'],
  key: Parameters<I18n['t']>[0],
  params: Readonly<Record<string, string | readonly string[]>>,
  cn: ClassNames,
  options: QuoteOptions = {},
): ReactNode {
  const values = Object.values(params).flat();
  if (!options.always && !values.some((value) => hasBidiEffect(value) || hasInvisible(value, options.find))) {
    const joined: Record<string, string> = {};
    for (const [name, value] of Object.entries(params)) joined[name] = listOf(value);
    return t(key, joined);
  }
  const parts: Record<string, ReactNode[]> = {};
  for (const [name, value] of Object.entries(params)) {
    // A list (the secret fields) gets one <bdi> per item, so an override in one cannot reorder the next.
    const nodes: ReactNode[] = [];
    for (const item of typeof value === 'string' ? [value] : value) {
      if (nodes.length > 0) nodes.push(LIST_SEPARATOR);
      nodes.push(
        <bdi key={nodes.length} dir={options.dir ?? 'auto'} translate="no">
          {visibleText(item, cn, { ...options.find, markAlso: options.markAlso })}
        </bdi>,
      );
    }
    parts[name] = nodes;
  }
  return messageWithParts(t, key, parts);
}

/**
 * Formats a catalogue message with ready-made nodes in place of its parameters (a host with its domain
 * emphasised, say). The caller isolates each node as it needs.
 *
 * @example
 * messageWithParts(t, 'url.decodedHost', { host: <bdi dir="ltr">…</bdi> });
 */
export function messageWithParts<Key extends string = Parameters<I18n['t']>[0]>(
  t: I18n<Key>['t'],
  key: Key,
  parts: Readonly<Record<string, ReactNode>>,
): ReactNode[] {
  const placeholders: Record<string, string> = {};
  for (const name of Object.keys(parts)) placeholders[name] = `${OPEN}${name}${CLOSE}`;
  const text = t(key, placeholders);
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SENTINEL)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(<Fragment key={nodes.length}>{parts[match[1] ?? '']}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
