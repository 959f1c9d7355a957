'use client';
import { useEffect, useRef } from 'react';
import { type AttentionOptions, watchAttention } from '../../core/host/attention.js';
import type { ElicitationQueue } from '../../core/host/queue.js';
import type { LocaleOptions } from '../../core/messages/index.js';
import { useIsomorphicLayoutEffect } from '../shared/use-isomorphic-layout-effect.js';

/**
 * Runs `watchAttention` on `queue` while `attention` is on. The language is read when a notification is made, so
 * a new `messages` object on every render neither restarts the watch nor clears the count.
 */
export function useAttention(
  queue: ElicitationQueue,
  attention: boolean | AttentionOptions | undefined,
  language: LocaleOptions,
): void {
  const enabled = attention === true || (typeof attention === 'object' && attention !== null);
  const notification = typeof attention === 'object' && attention?.notification === true;
  const latest = useRef(language);
  useIsomorphicLayoutEffect(() => {
    latest.current = language;
  });
  useEffect(() => {
    if (!enabled) return;
    return watchAttention(queue, {
      notification,
      get locale() {
        return latest.current.locale;
      },
      get messages() {
        return latest.current.messages;
      },
    });
  }, [queue, enabled, notification]);
}
