'use client';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { IN_URL } from '../../core/url/encoded-invisible.js';
import { findUrlSecrets } from '../../core/url/secret-parameters.js';
import { separatorLookalike } from '../../core/url/separator-lookalike.js';
import { toUnicodeHost } from '../../core/url/unicode-host.js';
import type { UrlAnalysis } from '../../core/url/url-analysis.js';
import type { UrlWarningCode } from '../../core/url/url-warning.js';
import { type ClassNames, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import type { I18n } from '../shared/i18n-settings.js';
import { clampStyle, useLineOverflow } from '../shared/use-line-overflow.js';
import { messageWithParts, quoteInMessage, visibleText } from '../shared/visible-text.js';
import { MaskedText } from './masked-text.js';

/**
 * Props of {@link UrlAddress}.
 * @inline
 */
export interface UrlAddressProps {
  /** The analysis of the address, e.g. a URL-mode request's `url`. */
  analysis: UrlAnalysis;
}

/** Lines of address shown before it is cut: enough to read where it goes, short enough to keep the rest in view. */
const ADDRESS_LINES = 3;

/**
 * Shows where the URL of a URL-mode request goes, as plain text (never a link). First a `<dl>` names the website
 * (the registrable domain, decoded and in ASCII; the ASCII form first when the host is a lookalike), so the summary
 * stays in view however long the address. Then, under "Full address", the ASCII `href` exactly as the browser
 * would go, with the registrable domain in `<strong>`, userinfo singled out, the decoded Unicode host beside a
 * punycode one (its registrable domain emphasised too, its slash and dot lookalikes marked), and every invisible or
 * bidi control character replaced by a visible `⟨U+XXXX⟩` marker.
 *
 * An address longer than three lines is cut with a visible "…" and a "Show the whole address" button; the value of
 * a parameter that carries a credential or personal data (`access_token`, `password`, an email address) is masked
 * behind "Show hidden values". Neither changes what Open opens or Copy copies: the real, whole `href`.
 *
 * @example
 * <UrlAddress analysis={analyzeElicitationUrl('https://login.example.com.evil.io/x')} />
 * // Website evil.io · Full address https://login.example.com.<strong>evil.io</strong>/x
 */
export function UrlAddress({ analysis }: UrlAddressProps) {
  const { t } = useI18n();
  const cn = useClassNames();
  const addressId = useId();
  const addressRef = useRef<HTMLElement>(null);
  const [whole, setWhole] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const long = useLineOverflow(addressRef, ADDRESS_LINES);
  const parts = splitAddress(analysis);
  const truncated = analysis.blockReason === 'too-long' && parts.rest.length > MAX_BLOCKED_DISPLAY;
  // A blocked over-long input can be megabytes; it can never be opened, so showing its start is enough.
  const rest = truncated ? parts.rest.slice(0, MAX_BLOCKED_DISPLAY) : parts.rest;
  // A blocked URL is never opened and carries no warnings: nothing in it is masked either.
  const secrets = useMemo(
    () => (analysis.blocked ? [] : findUrlSecrets(analysis.href)),
    [analysis.blocked, analysis.href],
  );
  const restStart = analysis.href.length - parts.rest.length;
  const masked = revealed ? [] : secrets;
  const site = analysis.registrableDomain ?? analysis.host;
  const siteUnicode = toUnicodeHost(site);
  const primarySite = shownSite(analysis);
  const secondarySite = primarySite === site ? siteUnicode : site;

  return (
    <div className={cn('url-view')}>
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
      <p className={cn('url-label')}>{t('url.fullAddress')}</p>
      <div className={cn('url-address')}>
        {/* dir="ltr" on a <bdi>: URLs read left to right, and nothing in them may reorder the text around. */}
        <bdi
          ref={addressRef}
          id={addressId}
          dir="ltr"
          translate="no"
          className={cn('url-full')}
          data-cut={long && !whole ? '' : undefined}
          style={long && !whole ? clampStyle(ADDRESS_LINES) : undefined}
        >
          {parts.scheme !== '' && <span className={cn('url-rest')}>{parts.scheme}</span>}
          {parts.userinfo !== '' && <span className={cn('url-userinfo')}>{visible(parts.userinfo, cn)}</span>}
          {parts.host !== '' && <HostParts host={parts.host} domain={analysis.registrableDomain} cn={cn} />}
          {parts.port !== '' && <span className={cn('url-port')}>{parts.port}</span>}
          {rest !== '' && (
            <span className={cn('url-rest')}>
              <MaskedText text={rest} offset={restStart} masked={masked} cn={cn} />
            </span>
          )}
          {truncated && (
            <span className={cn('url-truncated')} aria-hidden="true">
              …
            </span>
          )}
        </bdi>
        {/* A paragraph of its own, not a styled span: without our stylesheet (any host's own design system) the
            address and "Reads as …" must still be two things, on screen and in the accessibility tree. */}
        {analysis.displayHost !== analysis.host && (
          <p className={cn('url-decoded')}>
            {messageWithParts(t, 'url.decodedHost', {
              // The decoded host too shows where the registrable domain starts, and marks a slash or dot lookalike.
              host: (
                <bdi dir="ltr" translate="no">
                  <HostParts
                    host={analysis.displayHost}
                    domain={siteUnicode}
                    cn={cn}
                    markAlso={isSeparator}
                  />
                </bdi>
              ),
            })}
          </p>
        )}
      </div>
      {(long || secrets.length > 0) && (
        <div className={cn('url-address-controls')}>
          {long && (
            <button
              type="button"
              className={cn('url-toggle')}
              aria-expanded={whole}
              aria-controls={addressId}
              onClick={() => setWhole((shown) => !shown)}
            >
              {whole ? t('url.showLessAddress') : t('url.showWholeAddress')}
            </button>
          )}
          {secrets.length > 0 && (
            <button
              type="button"
              className={cn('url-toggle')}
              aria-controls={addressId}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? t('url.hideValues') : t('url.showValues')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The website a URL goes to, as the user should read it: the registrable domain (the host when there is none),
 * decoded, except for a lookalike ("ɡıthub.com", Cyrillic "аррӏе.com"), which must not be shown in its
 * convincing Unicode form: its ASCII form leads.
 *
 * @example
 * shownSite(analyzeElicitationUrl('https://login.example.com/x')); // 'example.com'
 */
export function shownSite(analysis: UrlAnalysis): string {
  const site = analysis.registrableDomain ?? analysis.host;
  const lookalike = analysis.warnings.some((warning) => LOOKALIKE_WARNINGS.has(warning.code));
  return lookalike ? site : toUnicodeHost(site);
}

/** The site in a sentence ("Finish on example.com"): emphasised, left to right, invisible characters marked. */
export function SiteName({ analysis }: { analysis: UrlAnalysis }) {
  const cn = useClassNames();
  return (
    <strong className={cn('url-site-name')}>
      <bdi dir="ltr" translate="no">
        {visible(shownSite(analysis), cn, isSeparator)}
      </bdi>
    </strong>
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
function HostParts({
  host,
  domain,
  cn,
  markAlso,
}: {
  host: string;
  domain: string | undefined;
  cn: ClassNames;
  markAlso?: (codePoint: number) => boolean;
}) {
  // A fully qualified `example.com.` keeps its trailing dot outside the emphasis.
  const bare = host.endsWith('.') ? host.slice(0, -1) : host;
  const trail = host.slice(bare.length);
  const split =
    domain !== undefined &&
    domain !== '' &&
    bare.endsWith(domain) &&
    (bare.length === domain.length || bare[bare.length - domain.length - 1] === '.');
  if (!split) {
    return <strong className={cn('url-domain')}>{visible(host, cn, markAlso)}</strong>;
  }
  const prefix = bare.slice(0, bare.length - domain.length);
  return (
    <>
      {prefix !== '' && <span className={cn('url-rest')}>{visible(prefix, cn, markAlso)}</span>}
      <strong className={cn('url-domain')}>{visible(domain, cn, markAlso)}</strong>
      {trail !== '' && <span className={cn('url-rest')}>{trail}</span>}
    </>
  );
}

/**
 * Part of a URL with every invisible character, raw or percent-encoded, marked: the encoded forms are visible
 * already, but the marker says what a browser or a careless copy would turn them into.
 */
function visible(text: string, cn: ClassNames, markAlso?: (codePoint: number) => boolean): ReactNode[] {
  return visibleText(text, cn, markAlso ? { ...IN_URL, markAlso } : IN_URL);
}

/** Warnings after which the ASCII form of the site leads: its Unicode form is the disguise. */
const LOOKALIKE_WARNINGS: ReadonlySet<UrlWarningCode> = new Set([
  'mixed-script',
  'lookalike',
  'lookalike-separator',
]);

const isSeparator = (codePoint: number) => separatorLookalike(codePoint) !== undefined;

/** A message quoting parts of the URL: each in a left-to-right `<bdi>`, whatever its letters, lookalikes marked. */
export function isolate(
  t: I18n['t'],
  key: Parameters<I18n['t']>[0],
  params: Readonly<Record<string, string>>,
  cn: ClassNames,
): ReactNode {
  // A decoded host quoted in a warning marks its slash and dot lookalikes too.
  return quoteInMessage(t, key, params, cn, {
    dir: 'ltr',
    always: true,
    find: IN_URL,
    markAlso: isSeparator,
  });
}
