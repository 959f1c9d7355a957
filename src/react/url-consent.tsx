'use client';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ENCODED_INVISIBLE } from '../core/invisible.js';
import type { UrlElicitationRequest } from '../core/parse-request.js';
import { analyzeElicitationUrl, toUnicodeHost, type UrlAnalysis } from '../core/url.js';
import { type ClassNames, useClassNames } from './class-names.js';
import { type I18n, useI18n } from './i18n.js';
import { quoteInMessage, visibleText } from './visible-text.js';

/**
 * Opens the URL of a URL-mode elicitation in a new browsing context that neither this app nor the model can
 * read (spec §5): `noopener` cuts `window.opener`, `noreferrer` keeps the client's address out of the request.
 *
 * Call it only from the click handler of the user's explicit consent. With `noopener` browsers always return
 * `null`, so a blocked popup cannot be detected: the UI therefore always offers {@link CopyLinkButton} afterwards.
 * The URL is analysed again here so that a blocked URL (`javascript:`, `file:`, …) can never be opened through
 * this function, whoever calls it.
 *
 * @example
 * <button type="button" onClick={() => openElicitationUrl(request.url.href)}>Open</button>
 */
export function openElicitationUrl(href: string): void {
  const analysis = analyzeElicitationUrl(href);
  if (analysis.blocked || typeof window === 'undefined') return;
  try {
    window.open(analysis.href, '_blank', 'noopener,noreferrer');
  } catch {
    // Some sandboxed embeddings throw instead of returning null; the copy fallback covers both the same way.
  }
}

/**
 * Shows the full URL of a URL-mode request as plain text (never a link) so the user sees exactly where the
 * browser would go: the ASCII `href`, with the registrable domain in `<strong>`, userinfo singled out, the decoded
 * Unicode host beside a punycode one, and every invisible or bidi control character replaced by a visible
 * `⟨U+XXXX⟩` marker. Below it, a `<dl>` names the website (the registrable domain, decoded and in ASCII).
 *
 * @example
 * <UrlAddress analysis={analyzeElicitationUrl('https://login.example.com.evil.io/x')} />
 * // https://login.example.com.<strong>evil.io</strong>/x
 */
export function UrlAddress({ analysis }: { analysis: UrlAnalysis }) {
  const { t } = useI18n();
  const cn = useClassNames();
  const parts = splitAddress(analysis);
  const truncated = analysis.blockReason === 'too-long' && parts.rest.length > MAX_BLOCKED_DISPLAY;
  // A blocked over-long input can be megabytes; it can never be opened, so showing its start is enough.
  const rest = truncated ? parts.rest.slice(0, MAX_BLOCKED_DISPLAY) : parts.rest;
  const site = analysis.registrableDomain ?? analysis.host;
  const siteUnicode = toUnicodeHost(site);
  // A lookalike (Cyrillic "аррӏе.com") must not be shown first in its convincing Unicode form.
  const lookalike = analysis.warnings.some((warning) => warning.code === 'mixed-script');
  const [primarySite, secondarySite] = lookalike ? [site, siteUnicode] : [siteUnicode, site];

  return (
    <div className={cn('url-address')}>
      {/* dir="ltr" on a <bdi>: URLs read left to right, and nothing in them may reorder the text around. */}
      <bdi dir="ltr" translate="no" className={cn('url-full')}>
        {parts.scheme !== '' && <span className={cn('url-rest')}>{parts.scheme}</span>}
        {parts.userinfo !== '' && <span className={cn('url-userinfo')}>{visible(parts.userinfo, cn)}</span>}
        {parts.host !== '' && <HostParts host={parts.host} domain={analysis.registrableDomain} cn={cn} />}
        {parts.port !== '' && <span className={cn('url-port')}>{parts.port}</span>}
        {rest !== '' && <span className={cn('url-rest')}>{visible(rest, cn)}</span>}
        {truncated && (
          <span className={cn('url-truncated')} aria-hidden="true">
            …
          </span>
        )}
      </bdi>
      {analysis.displayHost !== analysis.host && (
        <span className={cn('url-decoded')}>
          {isolate(t, 'url.decodedHost', { host: analysis.displayHost }, cn)}
        </span>
      )}
      {site !== '' && (
        <dl className={cn('url-facts')}>
          <dt>{t('url.domain')}</dt>
          <dd className={cn('url-site')}>
            <bdi dir="ltr" translate="no">
              {visible(primarySite, cn)}
            </bdi>
          </dd>
          {/* The ASCII form is what the browser resolves; show both whenever they differ. */}
          {siteUnicode !== site && (
            <dd className={cn('url-site-ascii')}>
              <bdi dir="ltr" translate="no">
                {visible(secondarySite, cn)}
              </bdi>
            </dd>
          )}
        </dl>
      )}
    </div>
  );
}

/**
 * The body of the URL-mode dialog (the dialog itself renders the header, the server's message and the buttons):
 * the intro, the full address, an explained warning for each trick found in it, why a blocked URL is refused, and,
 * once the URL was opened, a status with a copy fallback in case the browser blocked the new tab.
 *
 * @example
 * const request = parseElicitRequest(params);
 * if (request.mode === 'url') return <UrlConsent request={request} opened={opened} />;
 */
export function UrlConsent({ request, opened }: { request: UrlElicitationRequest; opened: boolean }) {
  const { t } = useI18n();
  const cn = useClassNames();
  const warningsId = useId();
  const analysis = request.url;
  const site = analysis.registrableDomain ?? analysis.host;

  return (
    <div className={cn('url-consent')}>
      {analysis.blocked ? (
        <div role="alert" className={cn('url-blocked')}>
          {analysis.blockReason === 'scheme' && analysis.scheme !== ''
            ? isolate(t, 'url.blocked.scheme', { scheme: analysis.scheme }, cn)
            : t('url.blocked.other')}
        </div>
      ) : (
        // Inviting the user to "open only if you trust it" makes no sense for a URL that cannot be opened.
        <p className={cn('url-intro')}>{t('url.intro')}</p>
      )}
      <p className={cn('url-label')}>{t('url.fullAddress')}</p>
      <UrlAddress analysis={analysis} />
      {analysis.warnings.length > 0 && (
        <>
          <h3 id={warningsId} className={cn('url-warnings-heading')}>
            {t('url.warnings')}
          </h3>
          <ul className={cn('url-warning-list')} aria-labelledby={warningsId}>
            {analysis.warnings.map((warning) => (
              <li key={warning.code} data-warning={warning.code}>
                {isolate(
                  t,
                  `url.warning.${warning.code}`,
                  { detail: warning.detail ?? '', domain: site },
                  cn,
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {/* The live region exists before `opened` flips, so screen readers announce its new content. */}
      <div role="status" className={cn('url-status')}>
        {opened && (
          <div className={cn('url-opened')}>
            <p>{t('url.opened')}</p>
            <p>{t('url.popupHint')}</p>
          </div>
        )}
      </div>
      {/* Outside the status box: its own live region would otherwise be nested in another one. */}
      {opened && <CopyLinkButton href={analysis.href} />}
    </div>
  );
}

type CopyState = 'idle' | 'copied' | 'manual';

/**
 * A "Copy link" button for when the browser blocked the new tab. It writes `href` with the async Clipboard API
 * and announces "Link copied" politely; when that API is missing (insecure context, old browser) or refuses, it
 * shows the URL in a selected read-only field so the user can copy it by hand. It never throws.
 *
 * @example
 * <CopyLinkButton href={request.url.href} />
 */
export function CopyLinkButton({ href }: { href: string }) {
  const { t } = useI18n();
  const cn = useClassNames();
  const [state, setState] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (state !== 'manual') return;
    // Focused and selected, a single Ctrl/Cmd+C copies it, and screen readers land on it.
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [state]);

  const copy = async () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard || typeof clipboard.writeText !== 'function') {
      setState('manual');
      return;
    }
    try {
      await clipboard.writeText(href);
      setState('copied');
    } catch {
      // Permission denied, document not focused, …: the manual field always works.
      setState('manual');
    }
  };

  return (
    <div className={cn('copy')}>
      <button type="button" className={cn('copy-link')} onClick={() => void copy()}>
        {t('action.copy')}
      </button>
      <span aria-live="polite" className={cn('copy-status')}>
        {state === 'copied' ? t('action.copied') : ''}
      </span>
      {state === 'manual' && (
        <span className={cn('copy-manual')}>
          <label htmlFor={inputId}>{t('url.fullAddress')}</label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            readOnly
            dir="ltr"
            value={href}
            className={cn('copy-fallback')}
            onFocus={(event) => event.currentTarget.select()}
          />
        </span>
      )}
    </div>
  );
}

/** Longest prefix of a blocked `too-long` input that is shown. */
const MAX_BLOCKED_DISPLAY = 2048;

interface AddressParts {
  /** `https://`, or `javascript:` for a URL without an authority. */
  scheme: string;
  /** `user:pass@`, percent-encoded as in `href`. */
  userinfo: string;
  host: string;
  /** `:8443` */
  port: string;
  /** Path, query and fragment; the whole `href` when it could not be split. */
  rest: string;
}

/**
 * Splits the normalised `href` along the WHATWG serialisation. Every step is checked against the analysis; when
 * one does not fit (a raw unparseable input, say), what is left is shown unsplit, so the text is always the
 * complete `href`, only less highlighted.
 */
function splitAddress(analysis: UrlAnalysis): AddressParts {
  const { href, scheme, host } = analysis;
  const parts: AddressParts = { scheme: '', userinfo: '', host: '', port: '', rest: href };
  if (scheme === '' || !href.startsWith(`${scheme}:`)) return parts;
  let pos = scheme.length + 1;
  if (!href.startsWith('//', pos)) return { ...parts, scheme: href.slice(0, pos), rest: href.slice(pos) };
  pos += 2;
  parts.scheme = href.slice(0, pos);
  parts.rest = href.slice(pos);
  // In a serialised URL '/', '?' and '#' are percent-encoded inside the userinfo, so the first one ends the
  // authority, and the last '@' in it ends the userinfo.
  const match = /[/?#]/.exec(href.slice(pos));
  const end = match ? pos + match.index : href.length;
  const authority = href.slice(pos, end);
  const at = authority.lastIndexOf('@');
  const hostAndPort = authority.slice(at + 1);
  if (host === '' || !hostAndPort.startsWith(host)) return parts;
  const port = hostAndPort.slice(host.length);
  if (port !== '' && !/^:\d+$/.test(port)) return parts;
  return { scheme: parts.scheme, userinfo: authority.slice(0, at + 1), host, port, rest: href.slice(end) };
}

/** The host with its registrable domain emphasised, or all of it when there is none (IP, localhost). */
function HostParts({ host, domain, cn }: { host: string; domain: string | undefined; cn: ClassNames }) {
  // A fully qualified `example.com.` keeps its trailing dot outside the emphasis.
  const bare = host.endsWith('.') ? host.slice(0, -1) : host;
  const trail = host.slice(bare.length);
  const split =
    domain !== undefined &&
    domain !== '' &&
    bare.endsWith(domain) &&
    (bare.length === domain.length || bare[bare.length - domain.length - 1] === '.');
  if (!split) {
    return <strong className={cn('url-domain')}>{visible(host, cn)}</strong>;
  }
  const prefix = bare.slice(0, bare.length - domain.length);
  return (
    <>
      {prefix !== '' && <span className={cn('url-rest')}>{visible(prefix, cn)}</span>}
      <strong className={cn('url-domain')}>{visible(domain, cn)}</strong>
      {trail !== '' && <span className={cn('url-rest')}>{trail}</span>}
    </>
  );
}

/**
 * Part of a URL with every invisible character, raw or percent-encoded, marked: the encoded forms are visible
 * already, but the marker says what a browser or a careless copy would turn them into.
 */
function visible(text: string, cn: ClassNames): ReactNode[] {
  return visibleText(text, cn, ENCODED_INVISIBLE);
}

/** A message quoting parts of the URL: each in a left-to-right `<bdi>`, whatever its letters. */
function isolate(
  t: I18n['t'],
  key: Parameters<I18n['t']>[0],
  params: Readonly<Record<string, string>>,
  cn: ClassNames,
): ReactNode {
  return quoteInMessage(t, key, params, cn, { dir: 'ltr', always: true, encoded: ENCODED_INVISIBLE });
}
