import { type BaseSyntheticEvent, useMemo, useRef, useState } from 'react';
import type { LocaleOptions } from '../core/messages/index.js';
import type { FormModel } from '../core/model.js';
import type { ElicitContent } from '../core/protocol.js';
import { validateContent } from '../core/validate.js';
import { type DraftValue, type DraftValues, initialValues, toElicitContent } from '../core/values.js';
import { createFormStore, type FormStore } from './form-store.js';

export type { FormDraft } from './form-store.js';

/** A problem shown in the error summary. */
export interface SummaryItem {
  key: string;
  label: string;
  message: string;
}

export interface ElicitationFormController {
  model: FormModel;
  /** The form's state, field by field: read, change and subscribe to a field by its key. */
  store: FormStore;
  /** The store key of each field (`f0, f1, …`), in `model.fields` order. */
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
  /**
   * A draft to start from instead of the schema defaults, keyed by property name. Read when the
   * form is created (once per model); later changes do not reset what the user typed.
   */
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
  const { model } = options;
  // Validation reads the newest locale without re-creating the store.
  const locale = useRef<LocaleOptions>(options);
  locale.current = { locale: options.locale, messages: options.messages };

  const create = () => ({ model, store: createStoreFor(model, options.initialDraft, locale) });
  const [owned, setOwned] = useState(create);
  let current = owned;
  if (owned.model !== model) {
    // A new model during render: replace the store now rather than show one frame of the old form.
    current = create();
    setOwned(current);
  }
  const { store } = current;

  return useMemo<ElicitationFormController>(() => {
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
        onInvalid?.(toSummary(model, store));
        store.focusFirstError();
      },
    };
  }, [model, store]);
}

function createStoreFor(
  model: FormModel,
  initialDraft: DraftValues | undefined,
  locale: { readonly current: LocaleOptions },
): FormStore {
  const draft = initialDraft ?? initialValues(model);
  const indexOf = new Map(model.fields.map((field, index) => [field.name, index]));
  return createFormStore({
    defaults: model.fields.map((field) => readDraft(draft, field.name)),
    validate: (values) => {
      const errors = validateContent(model, toElicitContent(model, toNamed(model, values)), locale.current);
      const firsts: (string | undefined)[] = model.fields.map(() => undefined);
      // First error per field: the one the user should fix first.
      for (const error of errors) {
        const index = indexOf.get(error.field);
        if (index !== undefined && firsts[index] === undefined) firsts[index] = error.message;
      }
      return firsts;
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

function toSummary(model: FormModel, store: FormStore): SummaryItem[] {
  return model.fields.flatMap((field, index) => {
    const key = store.keys[index] as string;
    const { error } = store.getField(key);
    return error === undefined ? [] : [{ key, label: field.label, message: error }];
  });
}
