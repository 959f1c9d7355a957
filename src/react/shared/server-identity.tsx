'use client';
import { imitatesHost, type ServerIdentity, serverDisplayName } from '../../core/safety/server-identity.js';
import { useClassNames } from './class-names.js';
import { useI18n } from './i18n.js';
import { visibleText } from './visible-text.js';

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

/** How the dialog names who asks. */
export interface ShownServer {
  /** The server's readable title or name, or "An unnamed server". */
  name: string;
  /** True when that name passes the server off as the host ("Assistant", a reserved name). */
  imitatesHost: boolean;
  /** What our sentences say: the name, or `Server “name”` when it imitates the host. */
  inSentence: string;
}

/**
 * The name to show for a server, and whether it imitates the host (see `imitatesHost`).
 *
 * @example
 * const { inSentence } = useShownServer({ name: 'x', title: 'Assistant' }); // 'Server “Assistant”'
 */
export function useShownServer(
  server: ServerIdentity | undefined,
  reservedNames: readonly string[] = [],
): ShownServer {
  const { t } = useI18n();
  const name = serverDisplayName(server, t('dialog.unknownServer'));
  const imitates =
    server !== undefined && name !== t('dialog.unknownServer') && imitatesHost(name, reservedNames);
  return { name, imitatesHost: imitates, inSentence: imitates ? t('dialog.serverQuoted', { name }) : name };
}

/** Props of {@link ServerBadge}. */
export interface ServerBadgeProps {
  server: ServerIdentity | undefined;
  /** The host's own names (its product, its assistant): a server using one is flagged as imitating the host. */
  reservedNames?: readonly string[];
}

/**
 * The "who asks" line of the dialog: icon, the label "Server", name and version, all as plain text. A name that
 * passes the server off as the host ("Assistant", "Your MCP client (system)", a reserved name) gets a note that a
 * connected server chose it.
 *
 * @example
 * <ServerBadge server={{ name: 'weather', title: 'Weather', version: '1.2.0' }} />
 */
export function ServerBadge({ server, reservedNames }: ServerBadgeProps) {
  const cn = useClassNames();
  const { t } = useI18n();
  const icon = safeIconUrl(server?.iconUrl);
  const shown = useShownServer(server, reservedNames);
  return (
    <div className={cn('server')} data-imitates-host={shown.imitatesHost ? '' : undefined}>
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
      {/* Never a bare name: whatever it says, it is a server's claim. */}
      <span className={cn('server-role')}>{t('dialog.serverRole')}</span>{' '}
      {/* Who asks is the one thing a bidi override or a zero-width character must not disguise. */}
      <bdi className={cn('server-name')}>{visibleText(shown.name, cn)}</bdi>
      {server?.version && (
        <span className={cn('server-version')}>{t('dialog.serverVersion', { version: server.version })}</span>
      )}
      {shown.imitatesHost && <p className={cn('server-imitation')}>{t('dialog.serverImitation')}</p>}
    </div>
  );
}

export type { ServerIdentity };
export { serverDisplayName };
