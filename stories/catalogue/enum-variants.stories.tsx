import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { ElicitValue } from '../../src/core/index.js';
import { ElicitationForm } from '../../src/react/index.js';
import { groupName, type Kind, matrixArgs, matrixContent, matrixSchema } from '../support/matrix.js';

/**
 * The five enum shapes of the spec (untitled, titled `oneOf`, legacy `enumNames`, multi untitled, multi
 * titled `anyOf`), each required or optional, with and without a `default`. Titles are shown, values are
 * sent: each test picks options by their title and checks the values that were sent.
 */
const meta = {
  title: 'Catalogue/Enum variants',
  component: ElicitationForm,
  args: { onSubmit: fn() },
  argTypes: { onSubmit: { control: false }, model: { control: false }, controller: { control: false } },
} satisfies Meta<typeof ElicitationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const colours = [
  { const: '#d32f2f', title: 'Red' },
  { const: '#388e3c', title: 'Green' },
  { const: '#1976d2', title: 'Blue' },
];

/** The test: picks options by title in the "Required" field, submits, and checks the values sent. */
function pickRequired({ sample }: Kind, titles: string[], sent: ElicitValue): Story['play'] {
  return async ({ args, canvas, userEvent }) => {
    const group = within(canvas.getByRole('group', { name: groupName('Required') }));
    for (const title of titles) await userEvent.click(group.getByLabelText(title));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(matrixContent(sample, sent));
  };
}

const untitled: Kind = { schema: { type: 'string', enum: ['Red', 'Green', 'Blue'] }, sample: 'Red' };
/** `enum`: the values are shown as they are. Up to five options show as radios. */
export const UntitledSingleSelect: Story = {
  ...matrixArgs(untitled),
  play: pickRequired(untitled, ['Green'], 'Green'),
};

const titled: Kind = { schema: { type: 'string', oneOf: colours }, sample: '#d32f2f' };
/** `oneOf: [{const, title}]`: the title is shown, the `const` is sent. */
export const TitledSingleSelect: Story = {
  ...matrixArgs(titled),
  play: pickRequired(titled, ['Green'], '#388e3c'),
};

const legacy: Kind = {
  schema: { type: 'string', enum: ['r', 'g', 'b'], enumNames: ['Red', 'Green', 'Blue'] },
  sample: 'r',
};
/** Deprecated but still sent by servers: `enumNames[i]` labels `enum[i]`. */
export const LegacyEnumNames: Story = {
  ...matrixArgs(legacy),
  play: pickRequired(legacy, ['Green'], 'g'),
};

const multi: Kind = {
  schema: { type: 'array', items: { type: 'string', enum: ['Red', 'Green', 'Blue'] } },
  sample: ['Red'],
};
/** `type: "array"` with `items.enum`: a checkbox group, values sent in the schema's order. */
export const UntitledMultiSelect: Story = {
  ...matrixArgs(multi),
  play: pickRequired(multi, ['Blue', 'Green'], ['Green', 'Blue']),
};

const multiTitled: Kind = { schema: { type: 'array', items: { anyOf: colours } }, sample: ['#d32f2f'] };
/** `items.anyOf: [{const, title}]`. */
export const TitledMultiSelect: Story = {
  ...matrixArgs(multiTitled),
  play: pickRequired(multiTitled, ['Green', 'Blue'], ['#388e3c', '#1976d2']),
};

const multiOneOf: Kind = { schema: { type: 'array', items: { oneOf: colours } }, sample: ['#d32f2f'] };
/** One SEP draft wrote `items.oneOf` for the titled multi-select; it is accepted like `anyOf`. */
export const TitledMultiSelectItemsOneOf: Story = {
  ...matrixArgs(multiOneOf),
  play: pickRequired(multiOneOf, ['Blue'], ['#1976d2']),
};

const countries = ['France', 'Germany', 'Italy', 'Japan', 'Kenya', 'Mexico', 'Norway', 'Peru'];

/** More than five options become a select box; an optional one offers "No answer". */
export const ManyOptions: Story = {
  args: { schema: matrixSchema({ type: 'string', enum: countries }, 'Japan') },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Required' }), 'Kenya');
    await expect(canvas.getByRole('combobox', { name: 'Optional' })).toHaveDisplayValue('No answer');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(matrixContent('Japan', 'Kenya'));
  },
};

/** `minItems` / `maxItems`: once the maximum is chosen, the other boxes are disabled. */
export const MultiSelectLimits: Story = {
  args: {
    schema: {
      type: 'object',
      properties: {
        toppings: {
          type: 'array',
          title: 'Toppings',
          minItems: 1,
          maxItems: 2,
          items: { type: 'string', enum: ['Cheese', 'Mushrooms', 'Olives', 'Peppers'] },
        },
      },
      required: ['toppings'],
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Choose at least 1 option.', { selector: 'p' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cheese' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Olives' }));
    await expect(canvas.getByRole('checkbox', { name: 'Mushrooms' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ toppings: ['Cheese', 'Olives'] });
  },
};
