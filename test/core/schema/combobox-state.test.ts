import { describe, expect, it } from 'vitest';
import {
  CLOSED_COMBOBOX,
  type ComboboxState,
  comboboxKey,
  comboboxView,
  type FieldModel,
  openedAt,
  pickedValue,
  withoutOption,
} from '../../../src/core/index.js';

const options = [
  { value: 'c-01', label: 'Zürich' },
  { value: 'c-02', label: 'São Paulo' },
  { value: 'c-03', label: 'Lisbon' },
];
const single: Pick<FieldModel, 'kind' | 'options' | 'maxItems'> = { kind: 'single-select', options };
const multi: Pick<FieldModel, 'kind' | 'options' | 'maxItems'> = {
  kind: 'multi-select',
  options,
  maxItems: 2,
};
const numbers: Pick<FieldModel, 'kind' | 'options' | 'maxItems'> = {
  kind: 'single-select',
  options: [
    { value: 1, label: 'One' },
    { value: 2, label: 'Two' },
  ],
};

/** The state after each key, from `state`, as a person types them. */
function press(field: typeof single, value: unknown, keys: string[], state: ComboboxState = CLOSED_COMBOBOX) {
  let now = state;
  const picked: unknown[] = [];
  for (const key of keys) {
    const step = comboboxKey(key, field, comboboxView(field, value, now), now);
    if (!step) continue;
    now = step.state;
    if (step.pick) picked.push(step.pick.value);
    if (step.unpick) picked.push(`-${step.unpick.value}`);
  }
  return { state: now, picked };
}

describe('the combobox state (one machine for the library and the shadcn item)', () => {
  it('given a query, should show the options whose title matches, never by the hidden value', () => {
    const view = (query: string) => comboboxView(single, '', { query, open: true, active: 0 }, 'de');
    expect(view('zur').shown.map((option) => option.label)).toEqual(['Zürich']);
    expect(view('c-0').shown).toEqual([]);
    expect(view('c-0').activeIndex).toBe(-1);
  });

  it('given a closed list, ArrowDown opens at the first, ArrowUp at the last; Home/End only move an open list', () => {
    expect(press(single, '', ['ArrowDown']).state).toEqual({ query: undefined, open: true, active: 0 });
    expect(press(single, '', ['ArrowUp']).state).toMatchObject({ open: true, active: 2 });
    expect(
      comboboxKey('Home', single, comboboxView(single, '', CLOSED_COMBOBOX), CLOSED_COMBOBOX),
    ).toBeUndefined();
    expect(press(single, '', ['ArrowDown', 'End']).state.active).toBe(2);
    expect(press(single, '', ['ArrowUp', 'Home']).state.active).toBe(0);
    // Moves stop at the ends.
    expect(press(single, '', ['ArrowDown', 'ArrowUp', 'ArrowUp']).state.active).toBe(0);
    expect(press(single, '', ['ArrowUp', 'ArrowDown']).state.active).toBe(2);
  });

  it('given Enter, should open a closed list, pick the active option of an open one, and never be let through', () => {
    expect(press(single, '', ['Enter'])).toEqual({
      state: openedAt(CLOSED_COMBOBOX, comboboxView(single, '', CLOSED_COMBOBOX), 0),
      picked: [],
    });
    expect(press(single, '', ['ArrowDown', 'ArrowDown', 'Enter']).picked).toEqual(['c-02']);
    // Nothing shown: Enter is still the combobox's (it must not submit the form), and picks nothing.
    const none = { query: 'xyz', open: true, active: 0 };
    expect(comboboxKey('Enter', single, comboboxView(single, '', none), none)).toEqual({ state: none });
  });

  it('given Escape, should close the list and forget the query; on a closed list with nothing typed, let it through (the dialog cancels)', () => {
    const typed = { query: 'zu', open: true, active: 0 };
    expect(press(single, '', ['Escape'], typed).state).toEqual(CLOSED_COMBOBOX);
    expect(
      comboboxKey('Escape', single, comboboxView(single, '', CLOSED_COMBOBOX), CLOSED_COMBOBOX),
    ).toBeUndefined();
    expect(
      comboboxKey('a', single, comboboxView(single, '', CLOSED_COMBOBOX), CLOSED_COMBOBOX),
    ).toBeUndefined();
    expect(comboboxKey('Tab', single, comboboxView(single, '', typed), typed)).toBeUndefined();
  });

  it('given Backspace with nothing typed in a multi-select, should take the last choice away; with text typed, let it through', () => {
    expect(press(multi, ['c-01', 'c-03'], ['Backspace']).picked).toEqual(['-c-03']);
    const typed = { query: 'li', open: true, active: 0 };
    expect(comboboxKey('Backspace', multi, comboboxView(multi, ['c-01'], typed), typed)).toBeUndefined();
    expect(
      comboboxKey('Backspace', single, comboboxView(single, 'c-01', CLOSED_COMBOBOX), CLOSED_COMBOBOX),
    ).toBeUndefined();
  });

  it('given a pick, should give a single select the option value as typed and toggle a multi-select in option order, never past maxItems', () => {
    const one = comboboxView(numbers, 2, CLOSED_COMBOBOX);
    expect(one.selected?.label).toBe('Two');
    expect(pickedValue(numbers, one, { value: 1, label: 'One' })).toBe(1);
    const two = comboboxView(multi, ['c-03'], CLOSED_COMBOBOX);
    expect(pickedValue(multi, two, options[0]!)).toEqual(['c-01', 'c-03']);
    expect(pickedValue(multi, two, options[2]!)).toEqual([]);
    const full = comboboxView(multi, ['c-01', 'c-03'], CLOSED_COMBOBOX);
    expect(full.full).toBe(true);
    expect(pickedValue(multi, full, options[1]!)).toBeUndefined();
    expect(withoutOption(full, options[0]!)).toEqual(['c-03']);
  });
});
