'use client';
import { createContext, type ReactNode, useContext } from 'react';
import type { ContentLanguage } from '../../core/language/content-language.js';
import { useTextDirection } from './i18n-settings.js';

/** The language of the server's text in this request (SEP-2792's `contentLanguage`), when it named one. */
const ServerLanguageContext = createContext<ContentLanguage | undefined>(undefined);

/**
 * Tells every piece of server text below it (titles, descriptions, option labels) the language the server
 * wrote it in.
 * @internal
 */
export function ServerLanguage({
  language,
  children,
}: {
  language: ContentLanguage | undefined;
  children: ReactNode;
}) {
  return <ServerLanguageContext.Provider value={language}>{children}</ServerLanguageContext.Provider>;
}

/** What an element holding server text carries: `lang` and `dir` of its language, or `dir="auto"` without one. */
export interface ServerTextProps {
  lang?: string;
  dir: 'ltr' | 'rtl' | 'auto';
}

/**
 * The `lang` and `dir` of server text: the language the server named (SEP-2792), so a screen reader
 * pronounces it right and it is laid out its own way; else `dir="auto"`, each text by its first strong letter.
 *
 * @example
 * serverTextProps({ lang: 'ar', dir: 'rtl' }); // { lang: 'ar', dir: 'rtl' }
 * serverTextProps(undefined);                  // { dir: 'auto' }
 */
export function serverTextProps(language: ContentLanguage | undefined): ServerTextProps {
  return language ? { lang: language.lang, dir: language.dir } : { dir: 'auto' };
}

/** {@link serverTextProps} for the request being shown. @internal */
export function useServerTextProps(): ServerTextProps {
  return serverTextProps(useContext(ServerLanguageContext));
}

/**
 * How a piece of server text is wrapped beside ours (a `<bdi>` with its `lang` and `dir`).
 * @inline
 */
export interface IsolationOptions extends Partial<ServerTextProps> {
  /** Wrap even plain text: under a right-to-left layout, Latin text ending in punctuation would otherwise move it. */
  always?: boolean;
}

/**
 * How to isolate server text here: in its language when the server named one, and always under a
 * right-to-left layout ("Email:" in an Arabic form must not read ":Email").
 * @internal
 */
export function useIsolation(): IsolationOptions {
  const text = useServerTextProps();
  const rtl = useTextDirection() === 'rtl';
  return rtl || text.lang !== undefined ? { ...text, always: true } : {};
}
