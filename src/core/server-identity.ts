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
 * A {@link ServerIdentity} from whatever a host passed: its text fields kept, anything else dropped, and
 * `{ name: '' }` (shown as the unknown server) when nothing is usable. What a server says about itself
 * reaches the screen, so a number, an object or a throwing getter must not break the dialog.
 *
 * @example
 * toServerIdentity({ name: 'weather', title: 42 }); // { name: 'weather' }
 * toServerIdentity(undefined); // { name: '' }
 */
export function toServerIdentity(value: unknown): ServerIdentity {
  if (typeof value !== 'object' || value === null) return { name: '' };
  const read = (key: string): string | undefined => {
    try {
      const field: unknown = (value as Record<string, unknown>)[key];
      return typeof field === 'string' ? field : undefined;
    } catch {
      return undefined;
    }
  };
  const identity: ServerIdentity = { name: read('name') ?? '' };
  for (const key of TEXT_FIELDS) {
    const text = read(key);
    if (text !== undefined) identity[key] = text;
  }
  return identity;
}

/**
 * The name a person should see: the title if the server gave one, else its name.
 *
 * @example
 * serverDisplayName({ name: 'weather', title: 'Weather' }, 'Unknown'); // 'Weather'
 */
export function serverDisplayName(server: ServerIdentity | undefined, fallback: string): string {
  const { name, title } = toServerIdentity(server);
  return title?.trim() || name.trim() || fallback;
}
