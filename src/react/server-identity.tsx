import { useClassNames } from './class-names.js';
import { useI18n } from './i18n.js';

/** Who is asking: the server's `serverInfo`, or the host's own name for it. */
export interface ServerIdentity {
  name: string;
  title?: string;
  version?: string;
  /** Shown as a small icon; only `https:`, `http:` and `data:image/…` URLs are used. */
  iconUrl?: string;
}

/** The name a person should see: the title if the server gave one, else its name. */
export function serverDisplayName(server: ServerIdentity | undefined, fallback: string): string {
  const name = server?.title?.trim() || server?.name?.trim();
  return name || fallback;
}

function safeIconUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (/^data:image\/(?:png|gif|jpeg|webp|avif);/i.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The "who asks" line of the dialog: icon, name and version, all as plain text.
 *
 * @example
 * <ServerBadge server={{ name: 'weather', title: 'Weather', version: '1.2.0' }} />
 */
export function ServerBadge({ server }: { server: ServerIdentity | undefined }) {
  const cn = useClassNames();
  const { t } = useI18n();
  const icon = safeIconUrl(server?.iconUrl);
  return (
    <div className={cn('server')}>
      {icon && (
        <img
          className={cn('server-icon')}
          src={icon}
          alt=""
          width={32}
          height={32}
          referrerPolicy="no-referrer"
        />
      )}
      <span className={cn('server-name')}>{serverDisplayName(server, t('dialog.unknownServer'))}</span>
      {server?.version && (
        <span className={cn('server-version')}>{t('dialog.serverVersion', { version: server.version })}</span>
      )}
    </div>
  );
}
