import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ElicitationForm } from '../src/react/index.js';
import { bookingParams, bookingRequest } from './support/requests.js';

/**
 * The form on its own, for hosts that build their own consent UI: a default widget per field kind,
 * defaults pre-filled, errors after leaving a field or on submit, and typed, validated content on submit.
 * Pass the raw `schema` (compiled here) or the `model` of a parsed request.
 */
const meta = {
  title: 'Components/ElicitationForm',
  component: ElicitationForm,
  tags: ['autodocs'],
  args: { schema: bookingParams.requestedSchema, onSubmit: fn(), onInvalid: fn() },
  argTypes: {
    schema: { control: 'object' },
    model: { control: false },
    controller: { control: false },
    components: { control: false },
    onSubmit: { control: false },
    onInvalid: { control: false },
    children: { control: false },
    locale: { control: 'inline-radio', options: ['en', 'zh-CN'] },
  },
} satisfies Meta<typeof ElicitationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From a raw `requestedSchema`; the Submit button is the default footer. */
export const Default: Story = {};

/** A valid submit calls `onSubmit` with typed content: an integer stays a number, empty optionals are left out. */
export const SubmitValidContent: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on the booking' }), 'Ada Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Date/), '2026-12-24');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Guests' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Guests' }), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear answer: Seating' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      date: '2026-12-24',
      guests: 4,
      newsletter: false,
    });
    await expect(args.onInvalid).not.toHaveBeenCalled();
  },
};

/** An invalid submit calls `onInvalid` with the problems (also announced), and never `onSubmit`. */
export const InvalidSubmit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on the booking' }), 'A');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onInvalid).toHaveBeenCalledWith([
      {
        key: 'f0',
        label: 'Name on the booking',
        index: 0,
        code: 'minLength',
        params: { minLength: 2 },
        message: 'Enter at least 2 characters.',
      },
      { key: 'f1', label: 'Email', index: 1, code: 'required', message: 'This field is required.' },
      { key: 'f2', label: 'Date', index: 2, code: 'required', message: 'This field is required.' },
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('There are 3 problems to fix before sending.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The `model` of a request parsed by `parseElicitRequest`, instead of a raw schema. */
export const FromParsedModel: Story = {
  args: { schema: undefined, model: bookingRequest.form },
};

/** `disabled`: every input locked (the dialog uses it once a request expired). */
export const Disabled: Story = {
  args: { disabled: true },
};

/** `children` replace the default Submit button with the host's own footer. */
export const CustomFooter: Story = {
  args: {
    children: (
      <p>
        <button type="submit">Save answers</button>
      </p>
    ),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save answers' }));
    await expect(args.onInvalid).toHaveBeenCalledTimes(1);
  },
};

/** `locale="zh-CN"`: hints, errors and the button in Simplified Chinese (labels come from the server). */
export const ChineseLocale: Story = {
  args: { locale: 'zh-CN' },
};
