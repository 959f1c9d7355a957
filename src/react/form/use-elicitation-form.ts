'use client';
import { type BaseSyntheticEvent, useMemo } from 'react';
import { checkFieldValue, type FieldIssue, formatFieldIssue } from '../../core/answer/validate.js';
import {
  type DraftValue,
  type DraftValues,
  initialValues,
  toElicitContent,
  toElicitValue,
} from '../../core/answer/values.js';
import type { FieldModel, FormModel } from '../../core/schema/model.js';
import type { ElicitContent } from '../../core/wire/protocol.js';
import { useInstanceForContent } from '../shared/use-keyed-instance.js';
import { type FormI18n, useFormI18n } from './form-i18n.js';
import { createFormStore, type FormStore } from './form-store.js';

/**
 * A field's problem after a failed submit, as both `onInvalid`s report it: `code` and `params` to log or to word
 * yourself (`formatFieldIssue`), and `message`, the words the user sees. The `FieldIssue` of a
 * {@link FieldError} placed in the form: by the form's `key`, `label` and `index` rather than the property name.
 * @inline
 */
export interface FormProblem extends FieldIssue {
  /** The field's store key (`f0`, `f1`, …). */
  key: string;
  label: string;
  /** Index into `model.fields`. */
  index: number;
  /**
   * The problem in words: in the locale of the form for `ElicitationForm`'s `onInvalid`, in that of the
   * nearest `I18nProvider` for the controller's `submit`.
   */
  message: string;
}

/** What {@link useElicitationForm} returns: the form state of one elicitation, to pass to `ElicitationForm` as `controller` or to drive a form of your own. */
export interface ElicitationFormController {
  /** The model the store was built for: the first of the equal models passed since. */
  model: FormModel;
  /** The form's state, field by field: read, change and subscribe to a field by its key. */
  store: FormStore;
  /** The store key of each field (`f0, f1, …`), in `model.fields` order. */
  keys: readonly string[];
  /** The draft, keyed by property name. */
  getDraft: () => DraftValues;
  /**
   * A submit handler: validates every field, then calls `onValid` with typed content, or focuses the
   * first invalid field and calls `onInvalid` with the problems.
   */
  submit: (
    onValid: (content: ElicitContent) => void,
    onInvalid?: (problems: FormProblem[]) => void,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
}

/** Options of {@link useElicitationForm}. */
export interface UseElicitationFormOptions {
  /**
   * The compiled form. The store is kept as long as the model's content stays the same, so a parent may
   * pass a new but equal model on every render; a model with different content gets a fresh store.
   */
  model: FormModel;
  /**
   * A draft to start from instead of the schema defaults, keyed by property name. Read when the
   * form is created (once per model content); later changes do not reset what the user typed.
   */
  initialDraft?: DraftValues;
}

/**
 * The form state of one elicitation: defaults pre-filled, validated by the core on blur and submit,
 * and on each change once a field was left (that field only). Typing in one field re-renders that field.
 *
 * @example
 * const controller = useElicitationForm({ model });
 * return <ElicitationForm controller={controller} onSubmit={(content) => send(content)} />;
 */
export function useElicitationForm(options: UseElicitationFormOptions): ElicitationFormController {
  const owned = useInstanceForContent(options.model, () => {
    const { model } = options;
    return { model, store: createStoreFor(model, options.initialDraft) };
  });

  const i18n = useFormI18n();
  return useMemo<ElicitationFormController>(() => {
    const { model, store } = owned;
    const getDraft = () => toNamed(model, store.keys.map(store.getValue));
    return {
      model,
      store,
      keys: store.keys,
      getDraft,
      submit: (onValid, onInvalid) => async (event) => {
        event?.preventDefault();
        if (store.submit()) {
          onValid(toElicitContent(model, getDraft()));
          return;
        }
        onInvalid?.(problemsOf(model, store, i18n));
        store.focusFirstError();
      },
    };
  }, [owned, i18n]);
}

function createStoreFor(model: FormModel, initialDraft: DraftValues | undefined): FormStore {
  const draft = initialDraft ?? initialValues(model);
  return createFormStore({
    defaults: model.fields.map((field) => readDraft(draft, field.name)),
    // The first problem only: the one the user should fix first.
    validateField: (index, value) => {
      const field = model.fields[index];
      return field ? checkFieldValue(field, toElicitValue(field, value))[0] : undefined;
    },
  });
}

function readDraft(draft: DraftValues, name: string): DraftValue {
  const value = Object.hasOwn(draft, name) ? draft[name] : undefined;
  return Array.isArray(value) ? [...value] : value;
}

/** The draft keyed by property name; defined, not assigned, so `__proto__` stays an own property. */
function toNamed(model: FormModel, values: readonly DraftValue[]): DraftValues {
  const draft: DraftValues = {};
  model.fields.forEach((field, index) => {
    Object.defineProperty(draft, field.name, {
      value: values[index],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  });
  return draft;
}

function problemsOf(model: FormModel, store: FormStore, i18n: FormI18n): FormProblem[] {
  return model.fields.flatMap((field, index) => {
    const key = store.keys[index] as string;
    const { error } = store.getField(key);
    if (error === undefined) return [];
    return [{ key, label: field.label, index, ...error, message: wordIssue(error, field, i18n) }];
  });
}

/**
 * The words of a field's problem in the locale of `i18n`, with the host's overrides.
 * @internal
 */
export function wordIssue(issue: FieldIssue, field: FieldModel | undefined, i18n: FormI18n): string {
  return formatFieldIssue(issue, field, { locale: i18n.locale, messages: i18n.overrides });
}
