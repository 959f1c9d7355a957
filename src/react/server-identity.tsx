'use client';
import { type ServerIdentity, serverDisplayName } from '../core/server-identity.js';
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
      {/* Who asks is the one thing a bidi override or a zero-width character must not disguise. */}
      <bdi className={cn('server-name')}>
        {visibleText(serverDisplayName(server, t('dialog.unknownServer')), cn)}
      </bdi>
      {server?.version && (
        <span className={cn('server-version')}>{t('dialog.serverVersion', { version: server.version })}</span>
      )}
    </div>
  );
}

export type { ServerIdentity };
export { serverDisplayName };
