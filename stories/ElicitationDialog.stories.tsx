import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ElicitationDialog } from '../src/react/index.js';
import { DialogHost } from './support/dialog-host.js';
import { dialogArgTypes, dialogStoryInDocs } from './support/meta.js';
import { inDialog } from './support/play.js';
import { bookingRequest, servers, urlRequest } from './support/requests.js';

/**
 * The consent dialog for one elicitation: who asks, the server's message as plain text, the form (or
 * the URL), a review of exactly what will be sent, and **Decline** / **Cancel** / **Send** with the
 * spec's meaning. Each story renders it inside a small pretend host that shows what `onResult` received.
 */
const meta = {
  title: 'Components/ElicitationDialog',
  component: ElicitationDialog,
  tags: ['autodocs'],
  render: (args) => <DialogHost {...args} />,
  args: { request: bookingRequest, server: servers.bookings, onResult: fn() },
  argTypes: dialogArgTypes,
  parameters: { docs: { story: dialogStoryInDocs } },
} satisfies Meta<typeof ElicitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const filledBooking = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  date: '2026-12-24',
  guests: 2,
  seating: 'terrace',
  newsletter: false,
};

/** A form-mode request as it opens: focus on the first field, defaults pre-filled. */
export const Default: Story = {
  play: async () => {
    const dialog = await inDialog();
    await expect(
      dialog.getByRole('heading', { name: 'Table Bookings is asking for information' }),
    ).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Name on the booking' })).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: 'Guests' })).toHaveValue('2');
  },
};

/** The whole happy path: fill in, **Review** exactly what will be sent, **Send**. */
export const FillReviewAndSend: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name on the booking' }), 'Ada Lovelace');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(dialog.getByLabelText(/^Date/), '2026-12-24');
    await userEvent.click(dialog.getByRole('radio', { name: 'Terrace' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));

    const review = within(dialog.getByRole('region', { name: 'Review your answer' }));
    await expect(review.getByText('This is exactly what will be sent to Table Bookings.')).toBeVisible();
    await expect(review.getByText('Terrace')).toBeVisible();
    await expect(review.getByText('Ada Lovelace')).toBeVisible();
    await expect(args.onResult).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: filledBooking });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(JSON.parse(screen.getByTestId('host-result').textContent ?? '')).toEqual({
      action: 'accept',
      content: filledBooking,
    });
  },
};

/**
 * The context a person needs to consent: which tool call the server asks during (SEP-2260), with its arguments
 * on demand, and, in the review, who decided each pre-filled value.
 */
export const WhyAskedAndWhoDecided: Story = {
  args: {
    origin: {
      method: 'tools/call',
      name: 'book_table',
      arguments: { restaurant: 'Luigi’s', city: 'Turin', evening: 'Friday' },
    },
  },
  play: async ({ userEvent }) => {
    const dialog = await inDialog();
    await expect(dialog.getByText('book_table')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Show the arguments' }));
    await expect(dialog.getByText(/"restaurant": "Luigi’s"/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name on the booking' }), 'Ada Lovelace');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(dialog.getByLabelText(/^Date/), '2026-12-24');
    await userEvent.click(dialog.getByRole('radio', { name: 'Terrace' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    const review = within(dialog.getByRole('region', { name: 'Review your answer' }));
    await expect(review.getAllByText('Server’s suggestion, unchanged')).toHaveLength(2);
    await expect(review.getByText('Changed by you')).toBeVisible();
  },
};

/** **Decline** is an explicit "no": `decline`, with no content, whatever was typed. */
export const Decline: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name on the booking' }), 'Ada');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await screen.findByRole('button', { name: 'Show the request again' })).toBeVisible();
  },
};

/** Escape (like the close button or a click outside) dismisses without choosing: `cancel`. */
export const CancelWithEscape: Story = {
  play: async ({ args, userEvent }) => {
    await inDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'cancel' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** `review={false}`: the primary button sends at once (the host takes over the review duty). */
export const WithoutReview: Story = {
  args: { review: false },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name on the booking' }), 'Ada Lovelace');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(dialog.getByLabelText(/^Date/), '2026-12-24');
    await userEvent.click(dialog.getByRole('radio', { name: 'Terrace' }));
    await expect(dialog.queryByRole('button', { name: 'Review' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: filledBooking });
  },
};

/**
 * `onResult` may return a promise: the dialog waits for it, and says so when delivery fails (here the
 * host's transport rejects). The answer was still given exactly once.
 */
export const DeliveryFails: Story = {
  args: { onResult: fn(async () => Promise.reject(new Error('The connection to the server was lost.'))) },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your answer could not be delivered to the server.',
    );
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    // Only Close is left: one button, the footer's (the × in the corner goes).
    await expect(dialog.getAllByRole('button')).toHaveLength(1);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  },
};

/** URL mode: the full address, the website emphasised, and **Open** only on the user's click. */
export const UrlMode: Story = {
  args: {
    request: urlRequest(
      'https://accounts.example.com/oauth/authorize?client_id=mcp-demo',
      'Connect your calendar.',
    ),
    server: { name: 'calendar', title: 'Calendar', version: '1.4.2' },
  },
};
