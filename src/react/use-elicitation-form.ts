import { type BaseSyntheticEvent, useMemo, useRef } from 'react';
import { type FieldErrors, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import type { LocaleOptions } from '../core/messages/index.js';
import type { FormModel } from '../core/model.js';
import type { ElicitContent } from '../core/protocol.js';
import { type FieldError, validateContent } from '../core/validate.js';
import { type DraftValue, type DraftValues, initialValues, toElicitContent } from '../core/values.js';

/**
 * react-hook-form's values, keyed `f0, f1, …` by field index. Property names from a server can be
 * `a.b`, `__proto__` or `0`, which react-hook-form would read as paths; indexes are always safe.
 */
export type FormDraft = Record<string, DraftValue>;

/** A problem shown in the error summary. */
export interface SummaryItem {
  key: string;
  label: string;
  message: string;
}

export interface ElicitationFormController {
  model: FormModel;
  form: UseFormReturn<FormDraft, unknown, ElicitContent>;
  /** The react-hook-form key of each field, in `model.fields` order. */
  keys: readonly string[];
  /** The draft, keyed by property name. */
  getDraft: () => DraftValues;
  /**
   * A submit handler: validates, then calls `onValid` with typed content, or focuses the first
   * invalid field and calls `onInvalid` with what to announce.
   */
  submit: (
    onValid: (content: ElicitContent) => void,
    onInvalid?: (items: SummaryItem[]) => void,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
}

export interface UseElicitationFormOptions extends LocaleOptions {
  model: FormModel;
  /** A draft to start from instead of the schema defaults, keyed by property name. */
  initialDraft?: DraftValues;
}

/**
 * The form state of one elicitation: defaults pre-filled, validated by the core on blur and submit.
 * Typing in one field re-renders that field only.
 *
 * @example
 * const controller = useElicitationForm({ model });
 * return <ElicitationForm controller={controller} onSubmit={(content) => send(content)} />;
 */
export function useElicitationForm(options: UseElicitationFormOptions): ElicitationFormController {
  const { model, initialDraft } = options;
  const keys = useMemo(() => model.fields.map((_, index) => `f${index}`), [model]);
  // The resolver reads the newest locale without re-creating the form.
  const locale = useRef<LocaleOptions>(options);
  locale.current = { locale: options.locale, messages: options.messages };

  const defaultValues = useMemo(() => {
    const draft = initialDraft ?? initialValues(model);
    return Object.fromEntries(
      model.fields.map((field, index) => [`f${index}`, readDraft(draft, field.name)]),
    );
  }, [model, initialDraft]);

  const resolver = useMemo<Resolver<FormDraft, unknown, ElicitContent>>(
    () => (values) => {
      const content = toElicitContent(model, toNamed(model, values));
      const errors = validateContent(model, content, locale.current);
      if (errors.length === 0) return { values: content, errors: {} };
      return { values: {}, errors: toFormErrors(model, errors) };
    },
    [model],
  );

  const form = useForm<FormDraft, unknown, ElicitContent>({
    defaultValues,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  return useMemo<ElicitationFormController>(
    () => ({
      model,
      form,
      keys,
      getDraft: () => toNamed(model, form.getValues()),
      submit: (onValid, onInvalid) => async (event) => {
        await form.handleSubmit(onValid, (errors) => onInvalid?.(toSummary(model, errors)))(event);
      },
    }),
    [model, form, keys],
  );
}

function readDraft(draft: DraftValues, name: string): DraftValue {
  const value = Object.hasOwn(draft, name) ? draft[name] : undefined;
  return Array.isArray(value) ? [...value] : value;
}

function toNamed(model: FormModel, values: FormDraft): DraftValues {
  const draft: DraftValues = {};
  model.fields.forEach((field, index) => {
    Object.defineProperty(draft, field.name, {
      value: values[`f${index}`],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  });
  return draft;
}

function toFormErrors(model: FormModel, errors: readonly FieldError[]): FieldErrors<FormDraft> {
  const result: FieldErrors<FormDraft> = {};
  for (const error of errors) {
    const index = model.fields.findIndex((field) => field.name === error.field);
    const key = `f${index}`;
    // First error per field: the one the user should fix first.
    if (index >= 0 && !result[key]) result[key] = { type: error.code, message: error.message };
  }
  return result;
}

function toSummary(model: FormModel, errors: FieldErrors<FormDraft>): SummaryItem[] {
  return model.fields.flatMap((field, index) => {
    const message = errors[`f${index}`]?.message;
    return typeof message === 'string' ? [{ key: `f${index}`, label: field.label, message }] : [];
  });
}
