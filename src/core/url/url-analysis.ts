import type { UrlBlockReason } from './block.js';
import type { UrlWarning } from './url-warning.js';

/** What the client needs to show a URL-mode request honestly (spec §5: full URL, domain highlighted). */
export interface UrlAnalysis {
  /** Normalised by WHATWG URL; the raw input when the URL could not be parsed. */
  href: string;
  /** `https`, `http`, `javascript`, … without the colon; `''` when unparseable. */
  scheme: string;
  /** ASCII host as WHATWG URL gives it (punycode kept, IPv6 in brackets); `''` if none. */
  host: string;
  /** `host` with every `xn--` label decoded to Unicode. */
  displayHost: string;
  /** The registrable domain (ICANN + private public-suffix rules) of the ASCII host; undefined for IPs, localhost
   * and single-label hosts. */
  registrableDomain?: string;
  /** Only when explicit and different from the scheme's default port. */
  port?: string;
  /** For non-blocked URLs only, in a stable order. */
  warnings: UrlWarning[];
  blocked: boolean;
  blockReason?: UrlBlockReason;
}

/**
 * What is known of a URL before its analysis (loaded on demand) is in: the checks that block, and nothing shown as
 * safe. It is `blocked` (`unchecked`, or the reason the checks gave) until the analysis replaces it, so a view or a
 * host that reads it too early offers nothing to open; if the analysis cannot be loaded it stays so.
 * @internal
 */
export function uncheckedAnalysis(url: URL, blockReason: UrlBlockReason | undefined): UrlAnalysis {
  const host = url.hostname;
  return {
    href: url.href,
    scheme: url.protocol.slice(0, -1),
    host,
    displayHost: host,
    warnings: [],
    blocked: true,
    blockReason: blockReason ?? 'unchecked',
  };
}
