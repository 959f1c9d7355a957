'use client';
import { useEffect, useState } from 'react';
import type { UrlConsent } from './url-consent.js';

/** The URL consent view: a chunk of its own, which a page that only gets forms never loads. */
type UrlConsentView = typeof UrlConsent;

let loaded: UrlConsentView | undefined;
let loading: Promise<UrlConsentView> | undefined;

function loadUrlConsent(): Promise<UrlConsentView> {
  loading ??= import('./url-consent.js').then(
    (module) => {
      loaded = module.UrlConsent;
      return loaded;
    },
    (error: unknown) => {
      // A later URL request tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The URL consent view, loaded when the first URL request is shown (at once from then on): `View` once it is in,
 * `failed` when its chunk could not be loaded (the step then offers nothing to open).
 *
 * @example
 * const consent = useUrlConsent();
 * return consent.View ? <consent.View request={request} /> : <UrlPending href={href} failed={consent.failed} />;
 */
export function useUrlConsent(): { View: UrlConsentView | undefined; failed: boolean } {
  const [state, setState] = useState<{ View: UrlConsentView | undefined; failed: boolean }>(() => ({
    View: loaded,
    failed: false,
  }));
  useEffect(() => {
    if (state.View) return;
    let live = true;
    loadUrlConsent().then(
      (View) => live && setState({ View, failed: false }),
      () => live && setState({ View: undefined, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [state.View]);
  return state;
}
