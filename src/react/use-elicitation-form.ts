'use client';
import { type BaseSyntheticEvent, useMemo } from 'react';
import type { FormModel } from '../core/model.js';
import type { ElicitContent } from '../core/protocol.js';
import { checkFieldValue, type FieldIssue } from '../core/validate.js';
import {
  type DraftValue,
  type DraftValues,
  initialValues,
  toElicitContent,
  toElicitValue,
} from '../core/values.js';
import { contentKey } from './content-key.js';
import { createFormStore, type FormStore } from './form-store.js';
import { useKeyedInstance } from './use-keyed-instance.js';

/** A problem shown in the error summary. */
export interface SummaryItem extends FieldIssue {
  key: string;
  label: string;
  /** The problem in words, in the locale of the form that reported it. */
  message: string;
}

/** A field's problem as the store keeps it: no words yet, so it can be worded in any locale. */
export interface FormProblem extends FieldIssue {
  key: string;
  label: string;
  /** Index into `model.fields`. */
  index: number;
}

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
   * first invalid field and calls `onInvalid` with the problems (word them with `formatFieldIssue`).
   */
  submit: (
    onValid: (content: ElicitContent) => void,
    onInvalid?: (problems: FormProblem[]) => void,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
}

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
  const owned = useKeyedInstance(contentKey(options.model), () => {
    const { model } = options;
    return { model, store: createStoreFor(model, options.initialDraft) };
  });

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
        onInvalid?.(problemsOf(model, store));
        store.focusFirstError();
      },
    };
  }, [owned]);
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

function problemsOf(model: FormModel, store: FormStore): FormProblem[] {
  return model.fields.flatMap((field, index) => {
    const key = store.keys[index] as string;
    const { error } = store.getField(key);
    return error === undefined ? [] : [{ key, label: field.label, index, ...error }];
  });
}
