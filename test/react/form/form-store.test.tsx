import { describe, expect, it, vi } from 'vitest';
import { createFormStore } from '../../../src/react/form/form-store.js';

const required = { code: 'required' } as const;

/** Two fields: `f0` is required text, `f1` a multi-select defaulting to ['a']. */
function twoFields() {
  const validate = vi.fn((index: number, value: unknown) => (index === 0 && !value ? required : undefined));
  return { validate, store: createFormStore({ defaults: ['', ['a']], validateField: validate }) };
}

describe('createFormStore', () => {
  it('given an untouched field, when it changes, should not validate until the user leaves it', () => {
    const { store, validate } = twoFields();
    store.setValue('f0', 'x');
    store.setValue('f0', '');
    expect(validate).not.toHaveBeenCalled();
    expect(store.getField('f0')).toEqual({ value: '', error: undefined, dirty: false, touched: false });
    store.blur('f0');
    expect(store.getField('f0')).toEqual({ value: '', error: required, dirty: false, touched: true });
  });

  it('given a touched field, when it changes, should re-validate it on every change', () => {
    const { store } = twoFields();
    store.blur('f0');
    store.setValue('f0', 'x');
    expect(store.getField('f0').error).toBeUndefined();
    store.setValue('f0', '');
    expect(store.getField('f0').error).toEqual(required);
  });

  it('given a touched field, when it changes, should validate that field only', () => {
    const { store, validate } = twoFields();
    store.blur('f0');
    validate.mockClear();
    store.setValue('f0', 'x');
    store.setValue('f0', 'xy');
    expect(validate.mock.calls).toEqual([
      [0, 'x'],
      [0, 'xy'],
    ]);
  });

  it('given a submit attempt, should validate every field, then re-validate on change but not on blur', () => {
    const { store, validate } = twoFields();
    expect(store.submit()).toBe(false);
    expect(store.isSubmitted()).toBe(true);
    expect(store.getField('f0').error).toEqual(required);
    store.setValue('f0', 'x');
    expect(store.getField('f0').error).toBeUndefined();
    const calls = validate.mock.calls.length;
    store.blur('f1');
    expect(validate).toHaveBeenCalledTimes(calls);
    expect(store.getField('f1').touched).toBe(true);
    expect(store.submit()).toBe(true);
  });

  it('given an array value, should be dirty only while it differs item by item from the default', () => {
    const { store } = twoFields();
    store.setValue('f1', ['a', 'b']);
    expect(store.getField('f1').dirty).toBe(true);
    store.setValue('f1', ['a']);
    expect(store.getField('f1').dirty).toBe(false);
  });

  it('given subscribers, should notify only the changed field, and the form only when "any error", "any change" or "submitted" flips', () => {
    const { store } = twoFields();
    const first = vi.fn();
    const second = vi.fn();
    const form = vi.fn();
    store.subscribeField('f0', first);
    const stop = store.subscribeField('f1', second);
    store.subscribe(form);
    const before = store.getField('f0');
    store.setValue('f0', 'x');
    expect(first).toHaveBeenCalledTimes(1);
    expect(store.getField('f0')).not.toBe(before);
    expect(second).not.toHaveBeenCalled();
    // The form now has a change the user could lose.
    expect(store.isDirty()).toBe(true);
    expect(form).toHaveBeenCalledTimes(1);
    store.setValue('f0', 'x');
    expect(first).toHaveBeenCalledTimes(1);
    store.setValue('f0', 'xy');
    expect(form).toHaveBeenCalledTimes(1);
    store.setValue('f0', '');
    expect(store.isDirty()).toBe(false);
    expect(form).toHaveBeenCalledTimes(2);
    store.blur('f0');
    expect(store.hasErrors()).toBe(true);
    expect(form).toHaveBeenCalledTimes(3);
    store.blur('f0');
    expect(form).toHaveBeenCalledTimes(3);
    stop();
    store.setValue('f1', []);
    expect(second).not.toHaveBeenCalled();
  });

  it('given a failed submit, should focus the first invalid field that has an element', () => {
    const store = createFormStore({ defaults: ['', '', ''], validateField: () => ({ code: 'type' }) });
    const second = document.createElement('input');
    const third = document.createElement('input');
    document.body.append(second, third);
    store.setElement('f1', second);
    store.setElement('f2', third);
    store.submit();
    expect(store.focusFirstError()).toBe(true);
    expect(second).toHaveFocus();
    store.setElement('f1', null);
    expect(store.focusFirstError()).toBe(true);
    expect(third).toHaveFocus();
    second.remove();
    third.remove();
  });

  it('given an unknown key, should throw', () => {
    expect(() => twoFields().store.getValue('name')).toThrow(RangeError);
  });
});
