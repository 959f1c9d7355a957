'use client';
import { useEffect, useState } from 'react';
import { useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { messageWithParts } from '../shared/visible-text.js';

/** Below this much time left the person is told once, politely: "Less than a minute left to answer." */
export const LAST_MINUTE_MS = 60_000;

/**
 * The time left to answer a request whose deadline is known (`flow.expiresAt`): a visible countdown, `role="timer"`
 * (never announced by itself), and, once, in a polite live region, when less than a minute is left. Only this
 * component re-renders each second; the flow ends the request when the time is up, which the body says.
 */
export function TimeLeft({ expiresAt }: { expiresAt: number }) {
  const cn = useClassNames();
  const { t, formatNumber } = useI18n();
  const [now, setNow] = useState(Date.now);
  // The live region starts empty, so a request shown with under a minute left is still announced once.
  const [shown, setShown] = useState(false);
  const left = Math.max(0, expiresAt - now);
  useEffect(() => {
    setShown(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Just past each second of the time left, so the digits turn with it; none once it is up.
    const next = () => {
      const rest = expiresAt - Date.now();
      if (rest <= 0) return;
      timer = setTimeout(
        () => {
          setNow(Date.now());
          next();
        },
        (rest % 1000 || 1000) + 1,
      );
    };
    next();
    return () => clearTimeout(timer);
  }, [expiresAt]);
  const urgent = left <= LAST_MINUTE_MS;
  return (
    <div className={cn('time-left')} data-urgent={urgent ? '' : undefined}>
      <span role="timer" aria-live="off">
        {messageWithParts(t, 'deadline.left', {
          time: (
            // Hours, minutes and seconds read left to right in every script.
            <span dir="ltr" className={cn('time-left-clock')} suppressHydrationWarning>
              {clock(left, formatNumber)}
            </span>
          ),
        })}
      </span>
      <span role="status" className={cn('time-left-soon')}>
        {shown && urgent ? t('deadline.lastMinute') : ''}
      </span>
    </div>
  );
}

/** `4:05`, `1:02:03`: the time left, rounded up to the second, in the locale's digits. */
function clock(ms: number, digits: (value: number) => string): string {
  const total = Math.ceil(ms / 1000);
  const two = (value: number) => (value < 10 ? digits(0) : '') + digits(value);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = two(total % 60);
  return hours > 0 ? `${digits(hours)}:${two(minutes)}:${seconds}` : `${digits(minutes)}:${seconds}`;
}
