/** Who is asking: the server's `serverInfo`, or the host's own name for it. */
export interface ServerIdentity {
  name: string;
  title?: string;
  version?: string;
  /** Shown as a small icon; only `https:`, `http:` and `data:image/…` URLs are used. */
  iconUrl?: string;
}

/**
 * The name a person should see: the title if the server gave one, else its name.
 *
 * @example
 * serverDisplayName({ name: 'weather', title: 'Weather' }, 'Unknown'); // 'Weather'
 */
export function serverDisplayName(server: ServerIdentity | undefined, fallback: string): string {
  const name = server?.title?.trim() || server?.name?.trim();
  return name || fallback;
}
