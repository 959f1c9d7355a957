'use client';
import type { RefObject } from 'react';
import { markInvisible } from '../../../core/safety/invisible-characters.js';
import { useClassNames } from '../../shared/class-names.js';
import { useFormI18n } from '../form-i18n.js';

/**
 * Takes an optional answer back to "not answered", so it is left out of what is sent. The button
 * goes away with the answer, so focus moves to `focusAfter` (the checkbox, or the group's first
 * option) instead of falling to the dialog.
 */
export function ClearButton({
  label,
  disabled,
  onClear,
  focusAfter,
}: {
  label: string;
  disabled: boolean;
  onClear: () => void;
  focusAfter: RefObject<HTMLElement | null>;
}) {
  const cn = useClassNames();
  const { t } = useFormI18n();
  return (
    // The field label joins the name so each Clear button says which answer it clears.
    <button
      type="button"
      className={cn('clear')}
      disabled={disabled}
      aria-label={`${t('action.clear')}: ${markInvisible(label)}`}
      onClick={() => {
        onClear();
        focusAfter.current?.focus();
      }}
    >
      {t('action.clear')}
    </button>
  );
}
