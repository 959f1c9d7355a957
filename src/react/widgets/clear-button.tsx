import { markInvisible } from '../../core/invisible.js';
import { useClassNames } from '../class-names.js';
import { useI18n } from '../i18n.js';

/** Takes an optional answer back to "not answered", so it is left out of what is sent. */
export function ClearButton({
  label,
  disabled,
  onClear,
}: {
  label: string;
  disabled: boolean;
  onClear: () => void;
}) {
  const cn = useClassNames();
  const { t } = useI18n();
  return (
    // The field label joins the name so each Clear button says which answer it clears.
    <button
      type="button"
      className={cn('clear')}
      disabled={disabled}
      aria-label={`${t('action.clear')}: ${markInvisible(label)}`}
      onClick={onClear}
    >
      {t('action.clear')}
    </button>
  );
}
