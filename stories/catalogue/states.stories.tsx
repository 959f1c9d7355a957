import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ElicitationError, parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog } from '../../src/react/index.js';
import { everythingElicitationRequest } from '../../test/fixtures/requests.js';
import { DialogHost } from '../support/dialog-host.js';
import { dialogArgTypes, phoneViewport } from '../support/meta.js';
import { inDialog } from '../support/play.js';
import { asForm, bookingRequest, formRequest, servers } from '../support/requests.js';

/** The states a dialog goes through, and the requests that stretch it. */
const meta = {
  title: 'Catalogue/States',
  component: ElicitationDialog,
  render: (args) => <DialogHost {...args} />,
  args: { request: bookingRequest, server: servers.bookings, onResult: fn() },
  argTypes: dialogArgTypes,
} satisfies Meta<typeof ElicitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Review pressed on an unfinished form: a summary is announced, focus goes to the first invalid field. */
export const ValidationErrors: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ada@');
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));

    const summary = dialog.getByRole('alert');
    await expect(summary).toHaveTextContent('There are 3 problems to fix before sending.');
    await expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Name on the booking: This field is required.',
      'Email: Enter an email address, like name@example.com.',
      'Date: This field is required.',
    ]);
    const name = dialog.getByRole('textbox', { name: 'Name on the booking' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/** The review step: every field as the user will recognise it, and the raw JSON on demand. */
export const ReviewStep: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name on the booking' }), 'Ada Lovelace');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(dialog.getByLabelText(/^Date/), '2026-12-24');
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));

    const review = within(dialog.getByRole('region', { name: 'Review your answer' }));
    await waitFor(() => expect(review.getByRole('heading', { name: 'Review your answer' })).toHaveFocus());
    const rows = review
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    await expect(rows).toEqual([
      ['Name on the booking', 'Ada Lovelace'],
      ['Email', 'ada@example.com'],
      ['Date', 'December 24, 2026'],
      // The server pre-filled these and the user left them: the review says whose values they are.
      ['Guests', '2 Server’s suggestion, unchanged'],
      ['Seating', 'Inside Server’s suggestion, unchanged'],
      ['Send me the monthly menu', 'No — left unticked Server’s suggestion, unchanged'],
    ]);
    await userEvent.click(review.getByRole('button', { name: 'Show the raw JSON' }));
    await expect(JSON.parse(dialog.getByText(/"email"/).textContent ?? '')).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      date: '2026-12-24',
      guests: 2,
      seating: 'inside',
      newsletter: false,
    });
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/** The server stopped waiting before the dialog opened: locked, "nothing was sent", only Close. */
export const Expired: Story = {
  loaders: [() => ({ signal: AbortSignal.abort() })],
  render: (args, { loaded }) => <DialogHost {...args} signal={loaded.signal as AbortSignal} />,
};

/**
 * The request is aborted while the user is typing: inputs and buttons lock, the dialog says nothing
 * was sent, and closing it reports nothing (the server is no longer listening).
 */
export const ExpiresWhileAnswering: Story = {
  loaders: [() => ({ controller: new AbortController() })],
  render: (args, { loaded }) => (
    <DialogHost {...args} signal={(loaded.controller as AbortController).signal} />
  ),
  play: async ({ args, loaded, userEvent }) => {
    const dialog = await inDialog();
    const name = dialog.getByRole('textbox', { name: 'Name on the booking' });
    await userEvent.type(name, 'Ada');
    (loaded.controller as AbortController).abort();

    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'This request has expired The server stopped waiting for an answer. Nothing was sent.',
    );
    await expect(name).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Review' })).not.toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/** A form that seems to ask for secrets, which MCP forbids in form mode: the user is warned. */
export const SensitiveFieldWarning: Story = {
  args: {
    request: formRequest(
      {
        username: { type: 'string', title: 'Username' },
        password: { type: 'string', title: 'Password' },
        apiKey: { type: 'string', title: 'API key', description: 'Found under Settings → Developer.' },
        otp: { type: 'string', title: 'One-time code', minLength: 6, maxLength: 6 },
      },
      ['username', 'password'],
      'Log in to your bank so I can fetch this month’s statements.',
    ),
    server: { name: 'statements', title: 'Statement Fetcher', version: '0.2.0' },
  },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await expect(dialog.getByRole('note')).toHaveTextContent(
      'This form seems to ask for a secret (Password, API key, One-time code). MCP forbids servers to ask ' +
        'for passwords, keys, tokens or payment data in a form. Only answer if you trust this server; you can decline.',
    );
    await expect(
      dialog.getAllByText('Looks like a secret. Servers must not ask for this in a form.'),
    ).toHaveLength(3);
    await expect(dialog.getByRole('textbox', { name: 'Password' })).toHaveAttribute('autocomplete', 'off');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' });
  },
};

/** Every kind and enum shape, cycled; every tenth field required. */
const templates: Record<string, unknown>[] = [
  { type: 'string' },
  { type: 'string', format: 'email' },
  { type: 'string', format: 'uri' },
  { type: 'string', format: 'date' },
  { type: 'string', format: 'date-time' },
  { type: 'number', minimum: 0 },
  { type: 'integer', maximum: 1000 },
  { type: 'boolean' },
  { type: 'string', enum: ['Alpha', 'Beta', 'Gamma'] },
  {
    type: 'string',
    oneOf: [
      { const: 'a', title: 'Option A' },
      { const: 'b', title: 'Option B' },
    ],
  },
  { type: 'string', enum: ['x', 'y'], enumNames: ['Legacy X', 'Legacy Y'] },
  { type: 'array', items: { type: 'string', enum: ['One', 'Two', 'Three'] } },
  {
    type: 'array',
    items: {
      anyOf: [
        { const: 'p', title: 'Pick P' },
        { const: 'q', title: 'Pick Q' },
      ],
    },
  },
];
const hundred = Array.from({ length: 100 }, (_, index) => {
  const template = templates[index % templates.length] as Record<string, unknown>;
  const kind = template.format ?? (template.type === 'array' ? 'multi' : template.type);
  return [
    `q${String(index + 1).padStart(3, '0')}`,
    { ...template, title: `Question ${index + 1} (${String(kind)})` },
  ] as const;
});

/** The limit: 100 fields, built from every kind and enum shape. The body scrolls under the header. */
export const HundredFields: Story = {
  args: {
    request: formRequest(
      Object.fromEntries(hundred),
      hundred.filter((_, index) => index % 10 === 0).map(([name]) => name),
      'A long survey: 100 questions, every field kind.',
    ),
  },
  play: async ({ userEvent }) => {
    const dialog = await inDialog();
    await expect(screen.getByRole('dialog').querySelectorAll('[data-kind]')).toHaveLength(100);
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    // Ten fields are required; two of them are multi-selects, where choosing nothing is an answer (`[]`),
    // and one a checkbox, where leaving it unticked is (`false`).
    await expect(dialog.getByRole('alert')).toHaveTextContent('There are 7 problems to fix before sending.');
  },
};

const longWord = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(3);

/** Very long labels, descriptions, options and message, with unbroken words: everything wraps. */
export const LongText: Story = {
  args: {
    request: formRequest(
      {
        reason: {
          type: 'string',
          title: `Please describe, in as much detail as you find useful, why you need access to the shared quarterly planning spreadsheet of the research department (${longWord})`,
          description: `Your answer goes to the department’s data steward, who reviews every request by hand. ${'Mention the project, the data you need and for how long. '.repeat(6)}`,
        },
        duration: {
          type: 'string',
          title: 'Duration',
          oneOf: [
            { const: 'week', title: 'One week, for a single analysis that will be deleted afterwards' },
            { const: 'quarter', title: `Until the end of the quarter (${longWord})` },
          ],
        },
      },
      ['reason'],
      `${'The research department keeps its planning data in a spreadsheet that only a few people may open. '.repeat(12)}\n\n${longWord}`,
    ),
    server: {
      name: 'access-requests',
      title: 'Research Department Access Requests and Data Stewardship Assistant (internal, EU region)',
      version: '12.4.0-beta.3+build.20261130',
    },
  },
};

/**
 * Arabic and Hebrew text in labels, descriptions, options and message, inside an English interface. The
 * test answers in Arabic and Hebrew and stops on the review.
 */
export const RtlLabels: Story = {
  args: {
    request: formRequest(
      {
        fullName: { type: 'string', title: 'الاسم الكامل', description: 'كما يظهر في جواز السفر' },
        city: { type: 'string', title: 'עיר מגורים', description: 'למשל: תל אביב-יפו' },
        language: {
          type: 'string',
          title: 'اللغة المفضلة',
          oneOf: [
            { const: 'ar', title: 'العربية' },
            { const: 'he', title: 'עברית' },
            { const: 'en', title: 'English' },
          ],
        },
        email: { type: 'string', format: 'email', title: 'Email / البريد الإلكتروني' },
      },
      ['fullName'],
      'مرحبًا! نحتاج بعض المعلومات لإكمال الحجز. שלום! Thank you.',
    ),
    server: { name: 'travel', title: 'رحلات · טיולים', version: '3.1.0' },
  },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'الاسم الكامل' }), 'سارة');
    await userEvent.type(dialog.getByRole('textbox', { name: 'עיר מגורים' }), 'חיפה');
    await userEvent.click(dialog.getByRole('radio', { name: 'עברית' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    // Ends on the review (the right-to-left answers as the user sees them), with the raw JSON open.
    const review = within(dialog.getByRole('region', { name: 'Review your answer' }));
    await expect(review.getByText('עברית')).toBeVisible();
    await userEvent.click(review.getByRole('button', { name: 'Show the raw JSON' }));
    await expect(JSON.parse(review.getByText(/"fullName"/).textContent ?? '')).toEqual({
      fullName: 'سارة',
      city: 'חיפה',
      language: 'he',
    });
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/** The same request on a right-to-left page: the dialog is portalled into a `dir="rtl"` container. */
export const RtlPage: Story = {
  args: RtlLabels.args,
  render: function Render(args) {
    const [container, setContainer] = useState<HTMLDivElement | null>(null);
    return (
      <div dir="rtl" lang="ar" ref={setContainer}>
        {container && <DialogHost {...args} container={container} />}
      </div>
    );
  },
};

/** Params a server might send that are outside the spec's subset: nested object, `$ref`, numbers in an enum. */
const invalidParams = {
  message: 'Tell me about your project.',
  requestedSchema: {
    type: 'object',
    properties: {
      owner: { type: 'object', properties: { name: { type: 'string' } } },
      plan: { $ref: '#/$defs/plan' },
      size: { type: 'string', enum: [1, 2, 3] },
      tags: { type: 'array', items: { type: 'object' } },
    },
  },
};

/**
 * Raw params the core refuses, passed straight to the dialog: it says the request cannot be shown and
 * lists every issue with its JSON pointer, `onError` receives the `ElicitationError` (the host logs it, or
 * answers the server `-32602`), and closing it reports `cancel`, once.
 */
export const RejectedRequest: Story = {
  args: { request: invalidParams, onError: fn() },
  play: async ({ args, userEvent }) => {
    let expected: readonly { path: string }[] = [];
    try {
      parseElicitRequest(invalidParams);
    } catch (error) {
      if (error instanceof ElicitationError) expected = error.issues;
    }
    await expect(expected.length).toBeGreaterThanOrEqual(4);
    const dialog = await inDialog();
    await expect(
      dialog.getByRole('heading', { name: 'Table Bookings sent a request this app cannot show' }),
    ).toBeVisible();
    const items = within(dialog.getByRole('list', { name: 'What is wrong with the request:' })).getAllByRole(
      'listitem',
    );
    await expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual(
      expected.map((issue) => issue.path || '/'),
    );
    for (const path of ['/requestedSchema/properties/owner', '/requestedSchema/properties/plan']) {
      await expect(items.some((item) => item.textContent?.startsWith(path))).toBe(true);
    }
    await expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(args.onError).toHaveBeenCalledWith(expect.any(ElicitationError));
    await expect(args.onResult).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'cancel' });
  },
};

/**
 * Escape (or ×, or a click outside) on a form with answers in it: the dialog asks before throwing them
 * away. Focus is on "Keep editing"; only Discard sends `cancel`.
 */
export const DiscardQuestion: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name on the booking' }), 'Ada Lovelace');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await expect(dialog.getByText('Discard your answers?')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Discard' })).toBeVisible();
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

const confirmParams = (properties: Record<string, unknown>) => ({
  message: 'Delete the 3 drafts in “Q4 planning”? This cannot be undone.',
  requestedSchema: { type: 'object', properties },
});

/**
 * A request with no fields is a yes/no question: the message first, Confirm (the one primary button) with
 * Decline beside it, no review of an empty table.
 */
export const Confirmation: Story = {
  args: { request: confirmParams({}), server: { name: 'files', title: 'File Manager', version: '3.2.0' } },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await expect(dialog.getByRole('heading', { name: 'File Manager asks you to confirm' })).toHaveFocus();
    await expect(dialog.queryByRole('button', { name: 'Review' })).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveAttribute('data-variant', 'primary');
    await expect(dialog.getByRole('button', { name: 'Decline' })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: {} });
  },
};

/** A single checkbox is a confirmation too: one step, the box and Confirm; left unticked it answers "no". */
export const ConfirmationWithACheckbox: Story = {
  args: {
    request: confirmParams({ trash: { type: 'boolean', title: 'Also empty the trash', default: false } }),
    server: { name: 'files', title: 'File Manager', version: '3.2.0' },
  },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await expect(dialog.getByRole('checkbox', { name: 'Also empty the trash' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { trash: false } });
  },
};

/**
 * Regression guard: when the form is taller than the dialog, the server's message (the "why") must
 * stay readable. It must not shrink below its own height while the form below it scrolls.
 */
export const MessageStaysReadableInALongForm: Story = {
  args: { request: asForm(parseElicitRequest(everythingElicitationRequest)), server: servers.everything },
  play: async () => {
    const dialog = await inDialog();
    const message = dialog.getByText('Please provide inputs for the following fields:');
    await expect(message.scrollHeight).toBeLessThanOrEqual(message.clientHeight + 1);
  },
};

/**
 * The 13-field reference form on a 360 × 640 phone: the header stays small, the body scrolls, and Decline,
 * Cancel and Review stay pinned in view at the bottom, with the form passing under the footer's line.
 */
export const LongFormOnAPhone: Story = {
  args: { request: asForm(parseElicitRequest(everythingElicitationRequest)), server: servers.everything },
  parameters: { viewport: phoneViewport },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async () => {
    const dialog = await inDialog();
    await expect(window.innerWidth).toBe(360);
    const footer = dialog.getByRole('button', { name: 'Review' }).parentElement as HTMLElement;
    for (const name of ['Decline', 'Cancel', 'Review']) {
      const box = dialog.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
    const header = dialog.getByRole('heading', { level: 2 }).parentElement as HTMLElement;
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(0.2 * window.innerHeight);
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/**
 * Regression guard: a message too long for its box scrolls on its own, so a keyboard user must be able
 * to reach it (axe `scrollable-region-focusable`), unless the box does not scroll separately.
 */
export const LongMessageIsKeyboardScrollable: Story = {
  args: LongText.args,
  play: async () => {
    const dialog = await inDialog();
    const message = dialog.getByText(/^The research department keeps/);
    const scrollsOnItsOwn = message.scrollHeight > message.clientHeight + 1;
    await expect({ scrollsOnItsOwn, tabIndex: message.tabIndex }).toEqual(
      scrollsOnItsOwn ? { scrollsOnItsOwn, tabIndex: 0 } : { scrollsOnItsOwn, tabIndex: message.tabIndex },
    );
  },
};
