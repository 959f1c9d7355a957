import type { FieldIssue } from '../../core/answer/validate.js';
import type { DraftValue } from '../../core/answer/values.js';

/**
 * One field's state. A new object whenever any part of it changes, so a subscriber can compare
 * snapshots by identity.
 */
export interface FieldState {
  /** What the input holds. */
  readonly value: DraftValue;
  /**
   * The field's first problem, computed whether or not it is shown yet: a code and its params, worded
   * when rendered (`formatFieldIssue`), so a change of locale re-translates it.
   */
  readonly error: FieldIssue | undefined;
  /** The value differs from the field's default; going back to the default makes it clean again. */
  readonly dirty: boolean;
  /** The user has left the field at least once. */
  readonly touched: boolean;
}

/**
 * The state of one form, field by field, outside React. Each field has its own subscription, so
 * a change re-renders only the components that read that field. Fields are keyed `f0, f1, …` by
 * index, never by property name: a server's names can be `__proto__`, `a.b` or `toString`.
 */
export interface FormStore {
  /** The key of each field (`f0, f1, …`), in field order. */
  readonly keys: readonly string[];
  /** The field's current state (the same object until it changes). Throws `RangeError` for an unknown key. */
  getField: (key: string) => FieldState;
  /** The field's current value. */
  getValue: (key: string) => DraftValue;
  /** Every value, keyed by field key (`f0`, …); `getDraft()` of the controller keys them by property name. */
  getValues: () => Record<string, DraftValue>;
  /**
   * Changes a field as the user would: it becomes dirty unless the value is its default, and it (only
   * it) is re-validated once it has been left or the form submitted.
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
  /** Whether any field differs from its default: the user has something to lose. */
  isDirty: () => boolean;
  /** Calls `listener` after the field's state changes. Returns the unsubscribe function. */
  subscribeField: (key: string, listener: () => void) => () => void;
  /** Calls `listener` after `isSubmitted()`, `hasErrors()` or `isDirty()` changes. Returns the unsubscribe function. */
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
   * The first problem of the field at `index` holding `value`, if any. Called for the one field that
   * changed or was left, and for every field on submit.
   */
  validateField: (index: number, value: DraftValue) => FieldIssue | undefined;
}

/**
 * Creates the state of one form. The timing of errors follows "validate once touched": a field is
 * first checked when the user leaves it, then on each change; after a submit attempt, every change
 * is checked.
 *
 * @example
 * const store = createFormStore({ defaults: ['', 'x'], validateField: (_, v) => (v ? undefined : { code: 'required' }) });
 * store.blur('f0');
 * store.getField('f0').error; // { code: 'required' }
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
  let dirtyCount = 0;

  const indexOf = (key: string): number => {
    const index = indexes.get(key);
    if (index === undefined) throw new RangeError(`No field with the key "${key}"`);
    return index;
  };
  const field = (index: number): FieldState => fields[index] as FieldState;
  const { validateField } = options;

  /** Stores a field's new state; returns whether anything changed, without notifying yet. */
  const write = (index: number, next: FieldState): boolean => {
    const current = field(index);
    if (
      Object.is(current.value, next.value) &&
      sameIssue(current.error, next.error) &&
      current.dirty === next.dirty &&
      current.touched === next.touched
    ) {
      return false;
    }
    invalidCount += Number(next.error !== undefined) - Number(current.error !== undefined);
    dirtyCount += Number(next.dirty) - Number(current.dirty);
    // An equal issue keeps its object, so a subscriber comparing errors by identity sees no change.
    fields[index] = sameIssue(current.error, next.error) ? { ...next, error: current.error } : next;
    return true;
  };
  const notify = (listeners: ReadonlySet<() => void>) => {
    for (const listener of [...listeners]) listener();
  };
  /** What the form-wide listeners watch, to notify them only when it flips. */
  const formState = () => Number(invalidCount > 0) | (Number(dirtyCount > 0) << 1) | (Number(submitted) << 2);
  // Listeners run after the state is final, so none of them sees half an update.
  const commit = (changed: readonly number[], before: number) => {
    for (const index of changed) notify(fieldListeners[index] as Set<() => void>);
    if (before !== formState()) notify(formListeners);
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
      const before = formState();
      const changed = write(index, {
        value: next,
        error: current.touched || submitted ? validateField(index, next) : current.error,
        dirty: !sameValue(next, defaults[index]),
        touched: current.touched,
      });
      if (changed) commit([index], before);
    },
    blur: (key) => {
      const index = indexOf(key);
      const current = field(index);
      const before = formState();
      // After a submit, errors follow changes only; leaving a field changes nothing.
      const error = submitted ? current.error : validateField(index, current.value);
      if (write(index, { ...current, error, touched: true })) commit([index], before);
    },
    submit: () => {
      const before = formState();
      const changed: number[] = [];
      keys.forEach((_, index) => {
        const current = field(index);
        if (write(index, { ...current, error: validateField(index, current.value) })) changed.push(index);
      });
      submitted = true;
      commit(changed, before);
      return invalidCount === 0;
    },
    isSubmitted: () => submitted,
    hasErrors: () => invalidCount > 0,
    isDirty: () => dirtyCount > 0,
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

/** Equality for issues: the same code with the same params. */
function sameIssue(a: FieldIssue | undefined, b: FieldIssue | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.code !== b.code) return false;
  const left = a.params ?? {};
  const right = b.params ?? {};
  const names = Object.keys(left);
  return (
    names.length === Object.keys(right).length && names.every((name) => Object.is(left[name], right[name]))
  );
}
