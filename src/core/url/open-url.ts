import { checkUrl } from '../../core/url/block.js';

/**
 * Opens the URL of a URL-mode elicitation in a new browsing context that neither this app nor the model can
 * read (spec §5): `noopener` cuts `window.opener`, `noreferrer` keeps the client's address out of the request.
 *
 * Call it only from the click handler of the user's explicit consent. With `noopener` browsers always return
 * `null`, so a blocked popup cannot be detected: the UI therefore always offers **Copy link** afterwards.
 * The URL is checked again here, by the rules that block a URL in `analyzeElicitationUrl`, so that a blocked URL
 * (`javascript:`, `file:`, …) can never be opened through this function, whoever calls it; the warnings and the
 * registrable domain, shown before consent, are not computed again (nor bundled for a host that only opens).
 *
 * @example
 * <button type="button" onClick={() => openElicitationUrl(request.url.href)}>Open</button>
 */
export function openElicitationUrl(href: string): void {
  const { url, blockReason } = checkUrl(href);
  // The page's `window.open`, read off `globalThis`: the core is typed (and runs) without the DOM, in Node and
  // workers, where there is nothing to open.
  const open = (globalThis as { open?: (url: string, target: string, features: string) => unknown }).open;
  if (!url || blockReason || typeof open !== 'function') return;
  try {
    open.call(globalThis, url.href, '_blank', 'noopener,noreferrer');
  } catch {
    // Some sandboxed embeddings throw instead of returning null; the copy fallback covers both the same way.
  }
}
