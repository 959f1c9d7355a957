import { withoutInvisible } from './invisible-characters.js';
import { foldLookalikes } from './lookalike-letters.js';
import { firstReadable } from './readable-text.js';

/** Who is asking: the server's `serverInfo`, or the host's own name for it. */
export interface ServerIdentity {
  name: string;
  title?: string;
  version?: string;
  /** Shown as a small icon; only `https:`, `http:` and `data:image/…` URLs are used. */
  iconUrl?: string;
}

const TEXT_FIELDS = ['title', 'version', 'iconUrl'] as const;

/**
 * A {@link ServerIdentity} from whatever a host passed, a server's `serverInfo` included: its text fields
 * kept, the first of its `icons` as `iconUrl` when it has no `iconUrl`, anything else dropped, and
 * `{ name: '' }` (shown as the unknown server) when nothing is usable. What a server says about itself
 * reaches the screen, so a number, an object or a throwing getter must not break the dialog.
 *
 * @example
 * toServerIdentity({ name: 'weather', title: 42 }); // { name: 'weather' }
 * toServerIdentity({ name: 'weather', icons: [{ src: 'https://example.com/w.png' }] }); // { name, iconUrl }
 * toServerIdentity(undefined); // { name: '' }
 */
export function toServerIdentity(value: unknown): ServerIdentity {
  if (typeof value !== 'object' || value === null) return { name: '' };
  const field = (from: unknown, key: string): unknown => {
    try {
      return typeof from === 'object' && from !== null ? (from as Record<string, unknown>)[key] : undefined;
    } catch {
      return undefined;
    }
  };
  const text = (from: unknown, key: string): string | undefined => {
    const found = field(from, key);
    return typeof found === 'string' ? found : undefined;
  };
  const identity: ServerIdentity = { name: text(value, 'name') ?? '' };
  for (const key of TEXT_FIELDS) {
    const found = text(value, key);
    if (found !== undefined) identity[key] = found;
  }
  const icons = field(value, 'icons');
  if (identity.iconUrl === undefined && Array.isArray(icons)) {
    const icon = icons.map((entry) => text(entry, 'src')).find((src) => src !== undefined);
    if (icon !== undefined) identity.iconUrl = icon;
  }
  return identity;
}

/**
 * The identity to show for `given`, keeping `kept` when it says the same (every field equal): a host may write
 * `server={{ name: 'weather' }}` on every render, and an equal one keeps the object a view already shows.
 *
 * @example
 * keptServer(shown, { name: 'weather' }) === shown; // when `shown` is `{ name: 'weather' }`
 */
export function keptServer(kept: ServerIdentity | undefined, given: unknown): ServerIdentity {
  const shown = toServerIdentity(given);
  const same =
    kept !== undefined &&
    shown.name === kept.name &&
    shown.title === kept.title &&
    shown.version === kept.version &&
    shown.iconUrl === kept.iconUrl;
  return same ? kept : shown;
}

/**
 * The name a person should see: the title if the server gave a readable one, else its name, else `fallback`. A
 * title or name made only of spaces, fillers (U+3164, U+115F, U+2800, …) or invisible characters counts as none.
 *
 * @example
 * serverDisplayName({ name: 'weather', title: 'Weather' }, 'Unknown'); // 'Weather'
 * serverDisplayName({ name: 'weather', title: '\u3164' }, 'Unknown');  // 'weather'
 */
export function serverDisplayName(server: ServerIdentity | undefined, fallback: string): string {
  const { name, title } = toServerIdentity(server);
  return firstReadable(title?.trim(), name.trim()) ?? fallback;
}

/**
 * Names a server may not pass off as its own: what a host calls itself or its parts (the assistant, the system,
 * the MCP client). A host adds its own product names with `reservedNames`.
 */
const HOST_ROLES = [
  'assistant',
  'ai',
  'ai assistant',
  'agent',
  'system',
  'system message',
  'client',
  'mcp client',
  'mcp host',
  'host',
  'app',
  'application',
  'this app',
  'browser',
  'chat',
  'administrator',
  'admin',
  'security',
  'security check',
  'operating system',
  'os',
  'user',
  'you',
] as const;

/** Words that only make a role sound more official: "your MCP client", "the system (official)". */
const FILLER_WORDS = /\b(?:your|the|this|my|our|official|trusted|verified|built in|builtin|default|local)\b/g;

function roleKey(text: string): string {
  return withoutInvisible(foldLookalikes(text))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(FILLER_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

let roles: Set<string> | undefined;

/**
 * Whether a server's shown name passes it off as the host: a reserved name of the host (also inside a longer
 * name, "Acme Chat Helper"), or a bare role such as "Assistant", "System" or "Your MCP client (system)" (also in
 * parentheses). Compared as a person sees it: case, full-width and lookalike letters, invisible characters and
 * filler words ("your", "official") do not matter.
 *
 * @example
 * imitatesHost('Your MCP client (system)');       // true
 * imitatesHost('Ａｓｓｉｓｔａｎｔ');              // true
 * imitatesHost('Acme Chat', ['Acme Chat']);      // true
 * imitatesHost('Weather');                       // false
 */
export function imitatesHost(name: string, reservedNames: readonly string[] = []): boolean {
  roles ??= new Set(HOST_ROLES.map(roleKey));
  const parts = [name, ...[...name.matchAll(/[(（[]([^)）\]]*)[)）\]]/g)].map((match) => match[1] ?? '')];
  const outside = name.replace(/[(（[][^)）\]]*[)）\]]/g, ' ');
  const known = roles;
  if ([outside, ...parts.slice(1)].some((part) => known.has(roleKey(part)))) return true;
  const whole = ` ${roleKey(name)} `;
  return reservedNames.some((reserved) => {
    const key = roleKey(reserved);
    return key !== '' && whole.includes(` ${key} `);
  });
}
