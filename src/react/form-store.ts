import type { DraftValue } from '../core/values.js';

/**
 * The draft keyed `f0, f1, …` by field index. Property names from a server can be `__proto__`,
 * `a.b` or `toString`, so the form never keys anything by them.
 */
export type FormDraft = Record<string, DraftValue>;

/**
 * One field's state. A new object whenever any part of it changes, so a subscriber can compare
 * snapshots by identity.
 */
export interface FieldState {
  /** What the input holds. */
  readonly value: DraftValue;
  /** The field's first validation error, computed whether or not it is shown yet. */
  readonly error: string | undefined;
  /** The value differs from the field's default; going back to the default makes it clean again. */
  readonly dirty: boolean;
  /** The user has left the field at least once. */
  readonly touched: boolean;
}

/**
 * The state of one form, field by field, outside React. Each field has its own subscription, so
 * a change re-renders only the components that read that field.
 */
export interface FormStore {
  /** The key of each field (`f0, f1, …`), in field order. */
  readonly keys: readonly string[];
  /** The field's current state (the same object until it changes). Throws `RangeError` for an unknown key. */
  getField: (key: string) => FieldState;
  /** The field's current value. */
  getValue: (key: string) => DraftValue;
  /** Every value, keyed by field key. */
  getValues: () => FormDraft;
  /**
   * Changes a field as the user would: it becomes dirty unless the value is its default, and it is
   * re-validated once it has been left or the form submitted.
   */
  setValue: (key: string, value: DraftValue) => void;
  /** The user left the field: it becomes touched and, before any submit, is validated. */
  blur: (key: string) => void;
  /** A submit attempt: validates every field and marks the form submitted. Returns whether it is valid. */
  submit: () => boolean;
  /** Whether a submit has been attempted. */
  isSubmitted: () => boolean;
  /** Whether any field currently has an error. */
  hasErrors: () => boolean;
  /** Calls `listener` after the field's state changes. Returns the unsubscribe function. */
  subscribeField: (key: string, listener: () => void) => () => void;
  /** Calls `listener` after `isSubmitted()` or `hasErrors()` changes. Returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Records (or, with `null`, forgets) the element to focus when the field is the first invalid one. */
  setElement: (key: string, element: HTMLElement | null) => void;
  /** Focuses the first field, in field order, that has an error and an element. Returns whether it did. */
  focusFirstError: () => boolean;
}

export interface FormStoreOptions {
  /** Each field's default value, in field order. */
  defaults: readonly DraftValue[];
  /**
   * Validates the whole draft and returns each field's first error message, index for index.
   * Called on every validation, so it may read settings (such as the locale) that change later.
   */
  validate: (values: readonly DraftValue[]) => readonly (string | undefined)[];
}

/**
 * Creates the state of one form. The timing of errors follows "validate once touched": a field is
 * first checked when the user leaves it, then on each change; after a submit attempt, every change
 * is checked.
 *
 * @example
 * const store = createFormStore({ defaults: ['', 'x'], validate: (values) => values.map((v) => (v ? undefined : 'Required')) });
 * store.blur('f0');
 * store.getField('f0').error; // 'Required'
 */
export function createFormStore(options: FormStoreOptions): FormStore {
  const defaults = options.defaults.map(copy);
  const keys = defaults.map((_, index) => `f${index}`);
  const indexes = new Map(keys.map((key, index) => [key, index]));
  const fields: FieldState[] = defaults.map((value) => ({
    value: copy(value),
    error: undefined,
    dirty: false,
    touched: false,
  }));
  const fieldListeners = keys.map(() => new Set<() => void>());
  const formListeners = new Set<() => void>();
  const elements: (HTMLElement | null)[] = keys.map(() => null);
  let submitted = false;
  let invalidCount = 0;

  const indexOf = (key: string): number => {
    const index = indexes.get(key);
    if (index === undefined) throw new RangeError(`No field with the key "${key}"`);
    return index;
  };
  const field = (index: number): FieldState => fields[index] as FieldState;
  const values = (): DraftValue[] => fields.map((state) => state.value);
  const { validate } = options;

  /** Stores a field's new state; returns whether anything changed, without notifying yet. */
  const write = (index: number, next: FieldState): boolean => {
    const current = field(index);
    if (
      Object.is(current.value, next.value) &&
      current.error === next.error &&
      current.dirty === next.dirty &&
      current.touched === next.touched
    ) {
      return false;
    }
    invalidCount += Number(next.error !== undefined) - Number(current.error !== undefined);
    fields[index] = next;
    return true;
  };
  const notify = (listeners: ReadonlySet<() => void>) => {
    for (const listener of [...listeners]) listener();
  };
  // Listeners run after the state is final, so none of them sees half an update.
  const commit = (changed: readonly number[], hadErrors: boolean, wasSubmitted: boolean) => {
    for (const index of changed) notify(fieldListeners[index] as Set<() => void>);
    if (hadErrors !== invalidCount > 0 || wasSubmitted !== submitted) notify(formListeners);
  };

  return {
    keys,
    getField: (key) => field(indexOf(key)),
    getValue: (key) => field(indexOf(key)).value,
    getValues: () => Object.fromEntries(keys.map((key, index) => [key, field(index).value])),
    setValue: (key, value) => {
      const index = indexOf(key);
      const current = field(index);
      const next = copy(value);
      const draft = values();
      draft[index] = next;
      const hadErrors = invalidCount > 0;
      const changed = write(index, {
        value: next,
        error: current.touched || submitted ? validate(draft)[index] : current.error,
        dirty: !sameValue(next, defaults[index]),
        touched: current.touched,
      });
      if (changed) commit([index], hadErrors, submitted);
    },
    blur: (key) => {
      const index = indexOf(key);
      const current = field(index);
      const hadErrors = invalidCount > 0;
      // After a submit, errors follow changes only; leaving a field changes nothing.
      const error = submitted ? current.error : validate(values())[index];
      if (write(index, { ...current, error, touched: true })) commit([index], hadErrors, submitted);
    },
    submit: () => {
      const errors = validate(values());
      const hadErrors = invalidCount > 0;
      const wasSubmitted = submitted;
      const changed: number[] = [];
      keys.forEach((_, index) => {
        if (write(index, { ...field(index), error: errors[index] })) changed.push(index);
      });
      submitted = true;
      commit(changed, hadErrors, wasSubmitted);
      return invalidCount === 0;
    },
    isSubmitted: () => submitted,
    hasErrors: () => invalidCount > 0,
    subscribeField: (key, listener) => {
      const listeners = fieldListeners[indexOf(key)] as Set<() => void>;
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    subscribe: (listener) => {
      formListeners.add(listener);
      return () => {
        formListeners.delete(listener);
      };
    },
    setElement: (key, element) => {
      elements[indexOf(key)] = element;
    },
    focusFirstError: () => {
      const index = fields.findIndex((state, at) => state.error !== undefined && elements[at]);
      elements[index]?.focus();
      return index >= 0;
    },
  };
}

/** A copy of an array value, so a widget that mutates what it was given cannot change the draft. */
function copy(value: DraftValue): DraftValue {
  return Array.isArray(value) ? [...value] : value;
}

/** Equality for draft values: arrays item by item, everything else by identity. */
function sameValue(a: DraftValue, b: DraftValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return Object.is(a, b);
}
