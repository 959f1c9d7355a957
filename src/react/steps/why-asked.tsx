'use client';
import { Fragment, useId, useMemo, useState } from 'react';
import {
  ACP_ORIGIN_METHODS,
  type ElicitationOrigin,
  readElicitationOrigin,
} from '../../core/request/origin.js';
import { setOwn } from '../../core/wire/json.js';
import { type ClassNames, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { messageWithParts, visibleText } from '../shared/visible-text.js';

/**
 * Props of {@link WhyAsked}.
 * @inline
 */
export interface WhyAskedProps {
  /** The client request the server asks during; read defensively (a host may pass anything). */
  origin: ElicitationOrigin;
  /** The server as the dialog names it in sentences. */
  serverName: string;
  /** In a record: "weather asked while running …", the request being over. */
  past?: boolean;
}

/**
 * "weather asks while running **forecast**" (SEP-2260: every elicitation belongs to a client request), with the
 * call's arguments as JSON text behind a disclosure. Everything in it is server- or model-controlled text: shown
 * as text, never markup, each name isolated (`<bdi>`) with its invisible characters made visible, and long values
 * shortened with a visible "…" so a hostile argument cannot bury the form. `ElicitationDialog` and
 * `ElicitationPanel` show it under the message; a host's own presentation renders it the same way, from the queue
 * entry's `origin`.
 *
 * @example
 * {entry.origin && <WhyAsked origin={entry.origin} serverName={flow.serverName} />}
 */
export function WhyAsked({ origin, serverName, past = false }: WhyAskedProps) {
  const cn = useClassNames();
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  const argumentsId = useId();
  const checked = useMemo(() => readElicitationOrigin(origin), [origin]);
  const args = useMemo(() => {
    const values = checked?.arguments;
    return values && Object.keys(values).length > 0 ? argumentsText(values) : undefined;
  }, [checked]);
  if (!checked) return null;
  const { kind, param, subject } = sentenceOf(checked);
  return (
    <div className={cn('why-asked')} data-method={checked.method}>
      <p className={cn('why-asked-text')}>
        {messageWithParts(t, past ? `record.origin.${kind}` : `origin.${kind}`, {
          server: quoted(serverName, cn),
          ...(param ? { [param]: <strong>{quoted(subject, cn)}</strong> } : {}),
        })}
      </p>
      {args && (
        <>
          <button
            type="button"
            className={cn('raw-json-toggle')}
            aria-expanded={shown}
            aria-controls={argumentsId}
            onClick={() => setShown((open) => !open)}
          >
            {shown ? t('origin.hideArguments') : t('origin.showArguments')}
          </button>
          <div id={argumentsId} hidden={!shown}>
            <pre className={cn('raw-json')} dir="ltr" translate="no">
              {args.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed text, never reordered.
                <Fragment key={index}>
                  {index > 0 && '\n'}
                  {visibleText(line, cn)}
                </Fragment>
              ))}
            </pre>
            {args.shortened && <p className={cn('why-asked-note')}>{t('origin.shortened')}</p>}
          </div>
        </>
      )}
    </div>
  );
}

type OriginKind = 'tool' | 'prompt' | 'resource' | 'other' | 'toolCall' | 'session' | 'outsideSession';

/**
 * The methods that always carry a name: each one's sentence, and the argument its name is shown in. ACP's session
 * and request scopes show none: their ids mean nothing to a person (the origin keeps them, for records and receipts).
 * Any other method is "asks while handling {method}".
 */
const NAMED: Readonly<Record<string, readonly [OriginKind, string?]>> = {
  'tools/call': ['tool', 'tool'],
  'prompts/get': ['prompt', 'prompt'],
  'resources/read': ['resource', 'resource'],
  [ACP_ORIGIN_METHODS.toolCall]: ['toolCall', 'toolCall'],
  [ACP_ORIGIN_METHODS.session]: ['session'],
  [ACP_ORIGIN_METHODS.request]: ['outsideSession'],
};

function sentenceOf({ method, name }: ElicitationOrigin): {
  kind: OriginKind;
  param: string | undefined;
  subject: string;
} {
  // `readElicitationOrigin` keeps the named methods only with a name.
  const named = Object.hasOwn(NAMED, method) ? NAMED[method] : undefined;
  return named && name
    ? { kind: named[0], param: named[1], subject: name }
    : { kind: 'other', param: 'method', subject: method };
}

function quoted(text: string, cn: ClassNames) {
  return (
    <bdi dir="auto" translate="no">
      {visibleText(text, cn)}
    </bdi>
  );
}

/** Longest string (value or key) shown whole; longer ones end in "…". */
const MAX_STRING = 200;
/** Items shown of an array, entries of an object. */
const MAX_ITEMS = 50;
/** Nesting shown; deeper values become "…". */
const MAX_DEPTH = 8;
/** Longest JSON text shown, whatever its shape. */
const MAX_TEXT = 4000;
const MORE = '…';

/**
 * The arguments as indented JSON, bounded in every direction, in lines (JSON escapes every line break inside a
 * value, so the only ones left are the indentation's; each line's invisible characters are then marked).
 * `shortened` when anything was cut.
 */
function argumentsText(args: Readonly<Record<string, unknown>>): { lines: string[]; shortened: boolean } {
  let shortened = false;
  const cut = (text: string) => {
    if (text.length <= MAX_STRING) return text;
    shortened = true;
    // Never split a surrogate pair: the half left would show as a replacement character.
    const end = /[\uD800-\uDBFF]/.test(text.charAt(MAX_STRING - 1)) ? MAX_STRING - 1 : MAX_STRING;
    return text.slice(0, end) + MORE;
  };
  const bound = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return cut(value);
    if (typeof value !== 'object' || value === null) return value;
    if (depth >= MAX_DEPTH) {
      shortened = true;
      return MORE;
    }
    if (Array.isArray(value)) {
      const items = value.slice(0, MAX_ITEMS).map((item) => bound(item, depth + 1));
      if (value.length > MAX_ITEMS) {
        shortened = true;
        items.push(MORE);
      }
      return items;
    }
    const entries = Object.entries(value);
    const out: Record<string, unknown> = {};
    for (const [key, item] of entries.slice(0, MAX_ITEMS)) {
      let shownKey = cut(key);
      while (Object.hasOwn(out, shownKey)) shownKey += MORE;
      setOwn(out, shownKey, bound(item, depth + 1));
    }
    if (entries.length > MAX_ITEMS) {
      shortened = true;
      setOwn(out, MORE, MORE);
    }
    return out;
  };
  let text = JSON.stringify(bound(args, 0), null, 2);
  if (text.length > MAX_TEXT) {
    shortened = true;
    text = `${text.slice(0, MAX_TEXT)}\n${MORE}`;
  }
  return { lines: text.split('\n'), shortened };
}
