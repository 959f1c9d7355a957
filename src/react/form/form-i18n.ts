'use client';
import { formMessages } from '../../core/messages/form.js';
import type { FormMessageKey } from '../../core/messages/keys.js';
import { type I18n, useI18nFor } from '../shared/i18n-settings.js';

/** The i18n helpers with the form's texts only. */
export type FormI18n = I18n<FormMessageKey>;

/** The i18n helpers of the form's own components: the form's texts only, so the form ships no dialog text. */
export function useFormI18n(): FormI18n {
  return useI18nFor(formMessages);
}
