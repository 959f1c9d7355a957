import type { ReactNode } from 'react';
import { codePointLabel, isInvisibleCodePoint } from '../core/invisible.js';
import type { ClassNames } from './class-names.js';
import { hasBidiEffect, type I18n } from './i18n.js';

/**
 * Server text placed beside other text in our layout (a label before its required marker, an option after its
 * radio): in a `<bdi>` when right-to-left letters or bidi controls in it could reorder what follows, as plain
 * text otherwise, which is nearly always, so a 100-field form is not 260 elements heavier for nothing.
 *
 * @example
 * <label>{isolated(field.label)}{marker}</label>
 */
export function isolated(text: string): ReactNode {
  return hasBidiEffect(text) ? <bdi>{text}</bdi> : text;
}

function hasInvisible(text: string): boolean {
  for (const char of text) if (isInvisibleCodePoint(char.codePointAt(0) ?? 0)) return true;
  return false;
}

function Marker({ cp, cn }: { cp: number; cn: ClassNames }) {
  return <span className={cn('url-invisible')}>{`⟨${codePointLabel(cp)}⟩`}</span>;
}

/**
 * `text` with every invisible character replaced by a visible `⟨U+XXXX⟩` marker. With `encoded`, every match
 * (a percent-encoded invisible character in a URL) is kept and followed by the marker of what it decodes to.
 */
export function visibleText(text: string, cn: ClassNames, encoded?: RegExp): ReactNode[] {
  const nodes: ReactNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain !== '') nodes.push(plain);
    plain = '';
  };
  const pushRaw = (segment: string) => {
    for (const char of segment) {
      const cp = char.codePointAt(0) ?? 0;
      if (!isInvisibleCodePoint(cp)) {
        plain += char;
        continue;
      }
      flush();
      nodes.push(<Marker key={nodes.length} cp={cp} cn={cn} />);
    }
  };
  let last = 0;
  for (const match of encoded ? text.matchAll(encoded) : []) {
    pushRaw(text.slice(last, match.index));
    // Keep the encoded bytes: they are part of where the browser goes.
    plain += match[0];
    flush();
    const cp = decodeURIComponent(match[0]).codePointAt(0) ?? 0;
    nodes.push(<Marker key={nodes.length} cp={cp} cn={cn} />);
    last = match.index + match[0].length;
  }
  pushRaw(text.slice(last));
  flush();
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
  /** Percent-encoded invisible characters to mark too (URLs). */
  encoded?: RegExp;
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
  if (!options.always && !values.some((value) => hasBidiEffect(value) || hasInvisible(value))) {
    const joined: Record<string, string> = {};
    for (const [name, value] of Object.entries(params)) joined[name] = listOf(value);
    return t(key, joined);
  }
  const placeholders: Record<string, string> = {};
  for (const name of Object.keys(params)) placeholders[name] = `${OPEN}${name}${CLOSE}`;
  const text = t(key, placeholders);
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SENTINEL)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const value = params[match[1] ?? ''] ?? '';
    // A list (the secret fields) gets one <bdi> per item, so an override in one cannot reorder the next.
    (typeof value === 'string' ? [value] : value).forEach((item, index) => {
      if (index > 0) nodes.push(LIST_SEPARATOR);
      nodes.push(
        <bdi key={nodes.length} dir={options.dir ?? 'auto'} translate="no">
          {visibleText(item, cn, options.encoded)}
        </bdi>,
      );
    });
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
