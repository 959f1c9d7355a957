import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { ElicitValue } from '../../src/core/index.js';
import { ElicitationForm } from '../../src/react/index.js';
import { type Kind, labelPattern, matrixArgs, matrixContent, matrixSchema } from '../support/matrix.js';
import { pickDateTime, withLocalOffset } from '../support/play.js';

/**
 * One story per field kind. Each shows the kind four times — required or optional, with and without a
 * `default` — and its test answers the required field that has no default, submits, and checks the
 * typed content: defaults sent with their JSON type, the empty optional field left out.
 */
const meta = {
  title: 'Catalogue/Field kinds',
  component: ElicitationForm,
  args: { onSubmit: fn() },
  argTypes: { onSubmit: { control: false }, model: { control: false }, controller: { control: false } },
} satisfies Meta<typeof ElicitationForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** How the play function answers the "Required" field, and what the form then sends for it. */
interface Answer {
  value: ElicitValue;
  fill: (input: HTMLElement, context: PlayContext) => Promise<void>;
}

const typeText =
  (text: string): Answer['fill'] =>
  (input, { userEvent }) =>
    userEvent.type(input, text);

/** The test: answers the "Required" field, submits, and checks exactly what was sent. */
function answerRequired({ sample }: Kind, answer: Answer): Story['play'] {
  return async (context) => {
    const { args, canvas, userEvent } = context;
    await answer.fill(canvas.getByLabelText(labelPattern('Required')), context);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(matrixContent(sample, answer.value));
  };
}

const text: Kind = { schema: { type: 'string', minLength: 2, maxLength: 40 }, sample: 'Ada Lovelace' };
export const Text: Story = {
  ...matrixArgs(text),
  play: answerRequired(text, { value: 'Grace Hopper', fill: typeText('Grace Hopper') }),
};

const email: Kind = { schema: { type: 'string', format: 'email' }, sample: 'ada@example.com' };
export const Email: Story = {
  ...matrixArgs(email),
  play: answerRequired(email, { value: 'grace@example.com', fill: typeText('grace@example.com') }),
};

const url: Kind = { schema: { type: 'string', format: 'uri' }, sample: 'https://example.com/' };
export const Url: Story = {
  ...matrixArgs(url),
  play: answerRequired(url, {
    value: 'https://example.org/grace',
    fill: typeText('https://example.org/grace'),
  }),
};

const date: Kind = { schema: { type: 'string', format: 'date' }, sample: '2026-11-30' };
export const CalendarDate: Story = {
  name: 'Date',
  ...matrixArgs(date),
  play: answerRequired(date, { value: '2026-12-24', fill: typeText('2026-12-24') }),
};

const dateTime: Kind = {
  schema: { type: 'string', format: 'date-time' },
  sample: '2026-11-30T14:05:00+08:00',
};
/** Shown in the user's own time zone; sent as RFC 3339 with that zone's offset. */
export const DateTime: Story = {
  ...matrixArgs(dateTime),
  play: answerRequired(dateTime, {
    value: withLocalOffset('2026-12-24T18:30'),
    fill: async (input) => pickDateTime(input, '2026-12-24T18:30'),
  }),
};

const number: Kind = { schema: { type: 'number', minimum: 0, maximum: 10 }, sample: 3.14 };
export const NumberKind: Story = {
  name: 'Number',
  ...matrixArgs(number),
  play: answerRequired(number, { value: 2.5, fill: typeText('2.5') }),
};

const integer: Kind = { schema: { type: 'integer', minimum: 1, maximum: 100 }, sample: 42 };
export const Integer: Story = {
  ...matrixArgs(integer),
  play: answerRequired(integer, { value: 7, fill: typeText('7') }),
};

/**
 * A checkbox that tells "not answered" from "no": an optional one starts unanswered (an empty box, "Not
 * answered yet"); a required one is answered either way, unticked being `false`. The optional default
 * here is a falsy `false`.
 */
const booleanSchema = matrixSchema({ type: 'boolean' }, true);
booleanSchema.properties.optionalWithDefault = {
  type: 'boolean',
  title: 'Optional, with default',
  description: 'A falsy default is pre-filled and sent too.',
  default: false,
};

export const BooleanKind: Story = {
  name: 'Boolean',
  args: { schema: booleanSchema },
  play: async ({ args, canvas, userEvent }) => {
    const required = canvas.getByLabelText(labelPattern('Required'));
    await expect(required).not.toBeChecked();
    await expect(canvas.getByLabelText(labelPattern('Optional'))).toHaveAccessibleDescription(
      expect.stringContaining('Not answered yet'),
    );
    await userEvent.click(required);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      requiredWithDefault: true,
      required: true,
      optionalWithDefault: false,
    });
  },
};

/** A `pattern` (shown in a 2025-11-25 example, not in the schema type) is accepted and enforced. */
export const TextWithPattern: Story = {
  args: {
    schema: {
      type: 'object',
      properties: {
        slug: {
          type: 'string',
          title: 'Project slug',
          pattern: '^[a-z0-9-]+$',
          description: 'Lower-case letters, digits and dashes.',
        },
      },
      required: ['slug'],
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const slug = canvas.getByRole('textbox', { name: 'Project slug' });
    await userEvent.type(slug, 'Not a slug!');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      canvas.getByText('This does not match the format the server expects.', { selector: 'p' }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(slug);
    await userEvent.type(slug, 'my-project-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ slug: 'my-project-2' });
  },
};
