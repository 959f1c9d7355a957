import { MCP_APP_MIME_TYPE } from '../core/request/app-elicitation.js';

/**
 * The Content-Security-Policy an app runs under unless the host sets its own: its inline scripts and styles,
 * images and fonts from `data:`, and nothing fetched, framed, submitted or based elsewhere.
 */
export const DEFAULT_APP_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; font-src data:; " +
  "connect-src 'none'; frame-src 'none'; form-action 'none'; base-uri 'none'";

/**
 * One item of a `resources/read` result, as the SDKs give it.
 * @inline
 */
export interface AppResourceContent {
  /** The resource's URI; only content of the app's own `ui://` URI is used. */
  uri: string;
  /** Only `text/html;profile=mcp-app` is rendered. */
  mimeType?: string | undefined;
  /** The app's HTML as text. */
  text?: string | undefined;
  /** The app's HTML as base64 (UTF-8). */
  blob?: string | undefined;
  /** MCP Apps metadata: `_meta.ui.csp` holds the origins the app declares it needs (see `appDeclaredCsp`). */
  _meta?: unknown;
}

/**
 * The app from a `resources/read` result: the HTML of the first content of `uri` typed `text/html;profile=mcp-app`,
 * as text or base64 `blob`, with that content's `_meta`; `undefined` when there is none (then our form renders the
 * request).
 * @internal
 */
export function appResourceOf(
  contents: readonly AppResourceContent[],
  uri: string,
): { html: string; meta: unknown } | undefined {
  for (const content of contents) {
    if (content.uri !== uri || content.mimeType !== MCP_APP_MIME_TYPE) continue;
    if (typeof content.text === 'string') return { html: content.text, meta: content._meta };
    if (typeof content.blob === 'string') {
      try {
        const bytes = Uint8Array.from(atob(content.blob), (char) => char.charCodeAt(0));
        return { html: new TextDecoder('utf-8', { fatal: true }).decode(bytes), meta: content._meta };
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The iframe's `srcdoc`: the host's CSP as the document's first element (a `<meta>` policy can only be tightened
 * by what follows it, never loosened), then the app's HTML as the server sent it.
 * @internal
 */
export function appSrcdoc(html: string, csp: string): string {
  const policy = csp.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">${html}`;
}
