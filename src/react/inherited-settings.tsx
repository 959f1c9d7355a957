'use client';
import type { ReactNode } from 'react';
import type { LocaleOptions } from '../core/messages/index.js';
import { ClassNamesProvider } from './class-names.js';
import { I18nProvider } from './i18n.js';

/**
 * Applies `locale`, `messages` and `unstyled` where a component was given them, and otherwise keeps
 * what an enclosing component set, so a form inside a dialog speaks the dialog's language.
 */
export function InheritedSettings({
  locale,
  messages,
  unstyled,
  children,
}: LocaleOptions & { unstyled?: boolean; children: ReactNode }) {
  let tree = children;
  if (unstyled !== undefined) tree = <ClassNamesProvider unstyled={unstyled}>{tree}</ClassNamesProvider>;
  if (locale !== undefined || messages !== undefined) {
    tree = (
      <I18nProvider locale={locale} messages={messages}>
        {tree}
      </I18nProvider>
    );
  }
  return <>{tree}</>;
}
