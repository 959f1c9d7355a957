'use client';
import { createContext, type ReactNode, useContext } from 'react';
import type { LocaleOptions } from '../../core/messages/index.js';
import { ClassNamesProvider } from './class-names.js';
import { type DirectionOptions, I18nProvider } from './i18n-settings.js';

/** True under one of our components (the dialog, a form): their theme root is already on the page. */
const NestedContext = createContext(false);

/**
 * Applies `locale`, `messages` and `unstyled` where a component was given them, and otherwise keeps
 * what an enclosing component set, so a form inside a dialog speaks the dialog's language.
 */
export function InheritedSettings({
  locale,
  messages,
  dir,
  unstyled,
  children,
}: LocaleOptions & DirectionOptions & { unstyled?: boolean; children: ReactNode }) {
  let tree = <NestedContext.Provider value={true}>{children}</NestedContext.Provider>;
  if (unstyled !== undefined) tree = <ClassNamesProvider unstyled={unstyled}>{tree}</ClassNamesProvider>;
  if (locale !== undefined || messages !== undefined || dir !== undefined) {
    tree = (
      <I18nProvider locale={locale} messages={messages} dir={dir}>
        {tree}
      </I18nProvider>
    );
  }
  return tree;
}

/**
 * Whether the calling component sits inside another of ours. Read it outside the caller's own
 * `InheritedSettings`: a form on its own renders the theme root, a form in the dialog uses the dialog's.
 */
export function useNested(): boolean {
  return useContext(NestedContext);
}
