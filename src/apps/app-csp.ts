import { isJsonObject, own } from '../core/wire/json.js';
import type { DEFAULT_APP_CSP } from './app-document.js';

/**
 * The origins an app's resource declares it needs (MCP Apps: `_meta.ui.csp` on the `resources/read` content),
 * each list holding only well-formed origins (`https://api.example.com`, `wss://live.example.com:8443`,
 * `https://*.example.com`); anything else the server wrote is in `refused`. A declaration is a wish: it reaches
 * the app's policy only through the host (`csp` as a function, e.g. with {@link appCsp}).
 * @inline
 */
export interface AppDeclaredCsp {
  /** `connectDomains`: fetch, XHR, WebSocket (`connect-src`). */
  connectDomains: readonly string[];
  /** `resourceDomains`: scripts, styles, images, fonts, media (`script-src`, `style-src`, `img-src`, `font-src`, `media-src`). */
  resourceDomains: readonly string[];
  /** `frameDomains`: nested frames (`frame-src`). */
  frameDomains: readonly string[];
  /** `baseUriDomains`: the document's `<base>` (`base-uri`). */
  baseUriDomains: readonly string[];
  /** What the server declared that is not a well-formed origin (dropped: `*`, keywords, paths, `;`, spaces, …). */
  refused: readonly string[];
}

/**
 * The origins a host allows an app to use, per kind (the same names as the app's declaration).
 * @inline
 */
export type AppCspAllowList = Partial<Record<AppCspKind, readonly string[]>>;

/**
 * How the host sets an app's policy from its declaration: the policy to run it under (build it with {@link appCsp}
 * to stay within an allow-list). Called once per app instance, before the app runs.
 * @inline
 */
export type AppCspPolicy = (declared: AppDeclaredCsp, app: { resourceUri: string; server: string }) => string;

/** The four kinds of origin an app declares. */
export type AppCspKind = 'connectDomains' | 'resourceDomains' | 'frameDomains' | 'baseUriDomains';

const KINDS: readonly AppCspKind[] = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'];

/** An origin as a CSP source: scheme, host (its first label may be `*`), optional port; nothing else. */
const ORIGIN =
  /^(https|wss|http|ws):\/\/(\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;

/** Whether `value` is an origin a policy may name (lower case, as {@link appDeclaredCsp} keeps them). */
const isOrigin = (value: string) => ORIGIN.test(value);

/**
 * What the app's resource content declares under `_meta.ui.csp`, well-formed origins only (lower-cased); an absent
 * or odd declaration is an empty one.
 *
 * @example
 * appDeclaredCsp({ ui: { csp: { connectDomains: ['https://API.example.com', "* 'unsafe-eval'"] } } });
 * // { connectDomains: ['https://api.example.com'], resourceDomains: [], frameDomains: [], baseUriDomains: [],
 * //   refused: ["* 'unsafe-eval'"] }
 */
export function appDeclaredCsp(meta: unknown): AppDeclaredCsp {
  const ui = isJsonObject(meta) ? own(meta, 'ui') : undefined;
  const csp = isJsonObject(ui) ? own(ui, 'csp') : undefined;
  const refused: string[] = [];
  const read = (kind: AppCspKind): string[] => {
    const list = isJsonObject(csp) ? own(csp, kind) : undefined;
    if (!Array.isArray(list)) return [];
    const kept: string[] = [];
    for (const item of list) {
      const origin = typeof item === 'string' ? item.toLowerCase() : '';
      if (isOrigin(origin)) {
        if (!kept.includes(origin)) kept.push(origin);
      } else refused.push(typeof item === 'string' ? item : JSON.stringify(item));
    }
    return kept;
  };
  const [connectDomains, resourceDomains, frameDomains, baseUriDomains] = KINDS.map(read) as [
    string[],
    string[],
    string[],
    string[],
  ];
  return { connectDomains, resourceDomains, frameDomains, baseUriDomains, refused };
}

/** Whether the host's `allowed` origin covers `declared`: the same origin, or under its `*.` wildcard. */
function covers(allowed: string, declared: string): boolean {
  if (allowed === declared) return true;
  const at = allowed.indexOf('://*.');
  if (at < 0) return false;
  const scheme = allowed.slice(0, at + 3);
  const parent = allowed.slice(at + 4); // `.example.com`, with its port if it names one
  // `https://*.example.com` covers `https://api.example.com` and `https://*.api.example.com`, not the apex.
  return declared.startsWith(scheme) && declared.slice(scheme.length).replace(/^\*\./, 'x.').endsWith(parent);
}

/**
 * The app's Content-Security-Policy from what it declared, within what the host allows: each declared origin that
 * the host's list for its kind covers (the same origin, or under an allowed `https://*.example.com`) is added to
 * {@link DEFAULT_APP_CSP}'s directives; everything else stays refused. The server alone never widens the policy.
 * An allowed entry that is not an origin throws a `TypeError`.
 *
 * @example
 * const queue = createElicitationQueue({
 *   experimental: {
 *     sep3118: appElicitation({
 *       csp: (declared) => appCsp(declared, { connectDomains: ['https://api.accounts.example'] }),
 *     }),
 *   },
 * });
 */
export function appCsp(declared: AppDeclaredCsp, allowed: AppCspAllowList): string {
  const granted = {} as Record<AppCspKind, string[]>;
  for (const kind of KINDS) {
    const hosts = (allowed[kind] ?? []).map((origin) => origin.toLowerCase());
    for (const origin of hosts) {
      if (!isOrigin(origin))
        throw new TypeError(
          `appCsp: allowed.${kind} holds ${JSON.stringify(origin)}, not an origin such as https://api.example.com or https://*.example.com`,
        );
    }
    // Only what the declaration holds, re-checked: a hand-made `declared` cannot smuggle a directive in either.
    granted[kind] = declared[kind].filter(
      (origin) => isOrigin(origin) && hosts.some((host) => covers(host, origin)),
    );
  }
  const sources = (base: string, kind: AppCspKind) =>
    granted[kind].length === 0 ? base : [base === "'none'" ? '' : base, ...granted[kind]].join(' ').trim();
  const resources = (base: string) => sources(base, 'resourceDomains');
  return [
    "default-src 'none'",
    `script-src ${resources("'unsafe-inline'")}`,
    `style-src ${resources("'unsafe-inline'")}`,
    `img-src ${resources('data:')}`,
    `font-src ${resources('data:')}`,
    ...(granted.resourceDomains.length > 0 ? [`media-src ${granted.resourceDomains.join(' ')}`] : []),
    `connect-src ${sources("'none'", 'connectDomains')}`,
    `frame-src ${sources("'none'", 'frameDomains')}`,
    "form-action 'none'",
    `base-uri ${sources("'none'", 'baseUriDomains')}`,
  ].join('; ');
}
