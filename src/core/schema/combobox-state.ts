import type { FieldModel, FieldOption } from './model.js';
import { filterOptions } from './option-match.js';

/**
 * Where a searchable combobox (a select of many options, the ARIA 1.2 combobox with a listbox popup) is: what the
 * person typed since the list last closed (`undefined`: nothing), whether the list is open, and the active option.
 * The library's combobox and the shadcn/ui item both keep this one state and move it with {@link comboboxKey}.
 */
export interface ComboboxState {
  readonly query: string | undefined;
  readonly open: boolean;
  /** Index of the active option in `ComboboxView.shown`. */
  readonly active: number;
}

/** A closed list with nothing typed: where a combobox starts, and where it goes after a pick or Escape. */
export const CLOSED_COMBOBOX: ComboboxState = { query: undefined, open: false, active: 0 };

/**
 * What a combobox shows for a field's value in a state.
 * @inline
 */
export interface ComboboxView {
  /** The chosen values, as the draft holds them (one at most for a single select). */
  readonly chosen: readonly unknown[];
  /** A single select's chosen option. */
  readonly selected: FieldOption | undefined;
  /** A multi-select holding `maxItems` already: the other options cannot be picked. */
  readonly full: boolean;
  /** The options whose title matches the query ({@link filterOptions}), in order. */
  readonly shown: readonly FieldOption[];
  /** The active option's index in `shown`, `-1` when nothing is shown. */
  readonly activeIndex: number;
  /** Whether `option` is chosen (a number option matches its value or its text). */
  isChosen(option: FieldOption): boolean;
}

/**
 * What a combobox reads of its field: single or multi, the options, and `maxItems`.
 * @inline
 */
export type ComboboxField = Pick<FieldModel, 'kind' | 'options' | 'maxItems'>;

/**
 * What a combobox shows: the chosen values, the options that match the query, the active one.
 *
 * @example
 * const view = comboboxView(field, draft, { query: 'zur', open: true, active: 0 }, 'de');
 * view.shown.map((option) => option.label); // ['Zürich']
 */
export function comboboxView(
  field: ComboboxField,
  value: unknown,
  state: ComboboxState,
  locale?: string,
): ComboboxView {
  const multi = field.kind === 'multi-select';
  const options = field.options ?? [];
  const chosen: readonly unknown[] = multi
    ? Array.isArray(value)
      ? value
      : []
    : value === '' || value === undefined || value === null
      ? []
      : [value];
  const isChosen = (option: FieldOption) =>
    chosen.some((entry) => entry === option.value || entry === String(option.value));
  const shown = filterOptions(options, state.query ?? '', locale);
  return {
    chosen,
    selected: multi ? undefined : options.find(isChosen),
    full: multi && field.maxItems !== undefined && chosen.length >= field.maxItems,
    shown,
    activeIndex: Math.min(state.active, shown.length - 1),
    isChosen,
  };
}

/**
 * The list opened with option `index` active (kept within what is shown), the query kept.
 *
 * @example
 * setState(openedAt(state, view, 0));
 */
export function openedAt(state: ComboboxState, view: ComboboxView, index: number): ComboboxState {
  return { ...state, open: true, active: Math.max(0, Math.min(index, view.shown.length - 1)) };
}

/**
 * The field's value once `option` is picked: a single select's option value; for a multi-select the chosen set with
 * `option` added or removed, in the options' order (never past `maxItems`; `undefined`: nothing changes).
 *
 * @example
 * pickedValue(cities, view, zurich); // 'c-01' for a single select
 */
export function pickedValue(
  field: ComboboxField,
  view: ComboboxView,
  option: FieldOption,
): FieldOption['value'] | string[] | undefined {
  if (field.kind !== 'multi-select') return option.value;
  if (view.isChosen(option)) return withoutOption(view, option);
  if (view.full) return undefined;
  return (field.options ?? [])
    .filter((entry) => entry === option || view.isChosen(entry))
    .map((entry) => String(entry.value));
}

/**
 * A multi-select's chosen values without `option` (its chip's remove button, or Backspace).
 *
 * @example
 * withoutOption(view, lisbon); // ['c-01']
 */
export function withoutOption(view: ComboboxView, option: FieldOption): string[] {
  return view.chosen.filter((entry) => entry !== option.value && entry !== String(option.value)).map(String);
}

/**
 * What a key did: the next state, and the option it picks or takes away, if any.
 * @inline
 */
export interface ComboboxStep {
  readonly state: ComboboxState;
  /** Enter on an open list: the active option, to pick with {@link pickedValue}. */
  readonly pick?: FieldOption;
  /** Backspace with nothing typed in a multi-select: the last chosen option, to take away. */
  readonly unpick?: FieldOption;
}

/**
 * What a key does in a combobox, by the ARIA 1.2 pattern: ArrowDown/ArrowUp open the list or move, Home/End go to
 * the first and last option while it is open, Enter picks (and never submits a form), Escape closes the list and
 * forgets the query, Backspace with nothing typed takes the last choice of a multi-select away. `undefined`: not
 * the combobox's key (let it through); otherwise the caller prevents the key's default.
 *
 * @example
 * const step = comboboxKey(event.key, field, view, state);
 * if (step) { event.preventDefault(); setState(step.state); if (step.pick) onPick(step.pick); }
 */
export function comboboxKey(
  key: string,
  field: ComboboxField,
  view: ComboboxView,
  state: ComboboxState,
): ComboboxStep | undefined {
  const { open } = state;
  const last = view.shown.length - 1;
  const moves: Record<string, number | undefined> = {
    ArrowDown: open ? view.activeIndex + 1 : 0,
    ArrowUp: open ? view.activeIndex - 1 : last,
    Home: open ? 0 : undefined,
    End: open ? last : undefined,
  };
  const target = Object.hasOwn(moves, key) ? moves[key] : undefined;
  if (target !== undefined) return { state: openedAt(state, view, target) };
  if (key === 'Enter') {
    const active = view.shown[view.activeIndex];
    if (!open) return { state: openedAt(state, view, 0) };
    return active ? { state, pick: active } : { state };
  }
  if (key === 'Escape' && (open || state.query !== undefined)) return { state: CLOSED_COMBOBOX };
  if (key === 'Backspace' && field.kind === 'multi-select' && (state.query ?? '') === '') {
    const lastChosen = view.chosen[view.chosen.length - 1];
    const option = (field.options ?? []).find((entry) => view.isChosen(entry) && isValue(entry, lastChosen));
    return option ? { state, unpick: option } : undefined;
  }
  return undefined;
}

const isValue = (option: FieldOption, value: unknown) =>
  option.value === value || String(option.value) === value;
