/**
 * The shadcn/ui registry item (components/elicitation/, where `shadcn add` puts it) in Chromium, with Tailwind v4
 * and the shadcn primitives: the flows our own dialog passes.
 */
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'mcp-elicitation-react';
import { fileInputs } from 'mcp-elicitation-react/drafts/sep2631';
import ar from 'mcp-elicitation-react/locales/ar';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ElicitationDialog } from '@/components/elicitation/elicitation-dialog';
import '@/index.css';
import { describedByTexts, expectNoAxeViolations, resultSpy, tick } from '../browser/helpers.js';

const server = { name: 'shadcn-server' };
/** The first bytes of a PNG and of a PDF: what the file checks read. */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');

const params = {
  mode: 'form',
  message: 'Tell us about you',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2, description: 'As on your badge' },
      age: { type: 'integer', title: 'Age', minimum: 0 },
      subscribe: { type: 'boolean', title: 'Subscribe' },
      hero: {
        type: 'string',
        title: 'Hero',
        oneOf: [
          { const: 'hero-1', title: 'Superman' },
          { const: 'hero-2', title: 'Wonder Woman' },
        ],
      },
      fish: {
        type: 'array',
        title: 'Fish',
        items: {
          anyOf: [
            { const: 'fish-1', title: 'Tuna' },
            { const: 'fish-2', title: 'Salmon' },
          ],
        },
      },
    },
    required: ['name', 'hero'],
  },
};

const dialog = () => screen.getByRole('dialog');
const button = (name: string | RegExp) => within(dialog()).getByRole('button', { name });

async function open(request: unknown = params, extra: { signal?: AbortSignal } = {}) {
  const onResult = resultSpy();
  const utils = render(
    <ElicitationDialog request={request} server={server} onResult={onResult} {...extra} />,
  );
  await expect.poll(() => screen.queryByRole('dialog')).not.toBeNull();
  return { onResult, ...utils };
}

describe('the shadcn elicitation dialog', () => {
  it('given a filled form / when the user reviews and sends twice / should show what is sent and send the typed content once', async () => {
    const { onResult } = await open();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
    await expectNoAxeViolations();
    await userEvent.fill(screen.getByLabelText(/^Name/), 'Ada');
    await userEvent.fill(screen.getByLabelText(/^Age/), '36');
    await userEvent.click(screen.getByRole('radio', { name: 'Wonder Woman' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tuna' }));
    await userEvent.click(button('Review'));
    const review = screen.getByRole('region', { name: 'Review your answer' });
    expect(within(review).getByText('Wonder Woman')).toBeTruthy();
    expect(within(review).getByText('Tuna')).toBeTruthy();
    await expectNoAxeViolations();
    await userEvent.dblClick(button('Send'));
    await tick();
    expect(onResult.mock.calls).toEqual([
      [{ action: 'accept', content: { name: 'Ada', age: 36, hero: 'hero-2', fish: ['fish-1'] } }],
    ]);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('given a name too short and no hero / when the user reviews / should stay, with our words under each field', async () => {
    const { onResult } = await open();
    await userEvent.fill(screen.getByLabelText(/^Name/), 'A');
    await userEvent.click(button('Review'));
    await expect.poll(() => within(dialog()).queryAllByRole('alert').length).toBe(2);
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).getByText('Enter at least 2 characters.')).toBeTruthy();
    await expectNoAxeViolations();
    expect(onResult).not.toHaveBeenCalled();
  });

  it.each([
    ['clicks Decline', () => userEvent.click(button('Decline')), 'decline'],
    ['clicks Cancel', () => userEvent.click(button('Cancel')), 'cancel'],
    ['presses Escape', () => userEvent.keyboard('{Escape}'), 'cancel'],
    ['clicks the close button', () => userEvent.click(button('Close')), 'cancel'],
  ] as const)(
    'given an untouched form / when the user %s / should report its one answer and close',
    async (_, act, action) => {
      const { onResult } = await open();
      await act();
      await tick();
      expect(onResult.mock.calls).toEqual([[{ action }]]);
      await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('given the user typed / when Escape is pressed / should ask before discarding, keep the typing, and cancel only once confirmed', async () => {
    const { onResult } = await open();
    await userEvent.fill(screen.getByLabelText(/^Name/), 'Ada');
    await userEvent.keyboard('{Escape}');
    expect(within(dialog()).getByRole('alertdialog').textContent).toMatch('Discard your answers?');
    await userEvent.click(button('Keep editing'));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ada');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(button('Discard'));
    await tick();
    expect(onResult.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });

  it('given a request the core refuses / when shown / should say so, offer only Close, and report cancel', async () => {
    const { onResult } = await open({
      mode: 'form',
      message: 'Bad',
      requestedSchema: { type: 'object', properties: { x: { type: 'object' } } },
    });
    expect(within(dialog()).getByText('Nothing from you will be sent to the server.')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Decline' })).toBeNull();
    await expectNoAxeViolations();
    await userEvent.click(within(dialog()).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await tick();
    expect(onResult.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });

  it('given the request expires / when the form shows / should lock the fields and send nothing', async () => {
    const lifetime = new AbortController();
    const { onResult } = await open(params, { signal: lifetime.signal });
    lifetime.abort();
    await expect.poll(() => within(dialog()).queryByRole('status')?.textContent).toMatch(/Nothing was sent/);
    await userEvent.keyboard('{Escape}');
    await tick();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given a URL-mode request / when the user opens the link / should show the address first and open it only on that click', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const url = 'https://login.example.com/authorize?step=1';
    const { onResult } = await open({
      mode: 'url',
      message: 'Sign in to continue',
      url,
      elicitationId: 'e-1',
    });
    expect(within(dialog()).getAllByText(/example\.com/).length).toBeGreaterThan(0);
    expect(opened).not.toHaveBeenCalled();
    await expectNoAxeViolations();
    await userEvent.click(button('Open'));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.mock.calls[0]?.[0]).toBe(url);
    const continueButton = within(dialog()).queryByRole('button', { name: 'Continue' });
    if (continueButton) await userEvent.click(continueButton);
    await tick();
    expect(onResult.mock.calls).toEqual([[{ action: 'accept' }]]);
    opened.mockRestore();
  });

  it('given a choice of six / when the user picks one from the Select / should send that option’s value', async () => {
    const cities = ['Oslo', 'Lima', 'Pune', 'Cork', 'Kobe', 'Reno'];
    const { onResult } = await open({
      mode: 'form',
      message: 'Pick a city',
      requestedSchema: {
        type: 'object',
        properties: {
          city: {
            type: 'string',
            title: 'City',
            oneOf: cities.map((city, i) => ({ const: `c${i}`, title: city })),
          },
        },
        required: ['city'],
      },
    });
    await userEvent.click(screen.getByRole('combobox', { name: /City/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kobe' }));
    await userEvent.click(button('Review'));
    await userEvent.click(button('Send'));
    await tick();
    expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: { city: 'c4' } }]]);
  });
});

describe('the shadcn elicitation dialog: multiline text and right to left', () => {
  it('given a multiline field / when the user presses Enter in it / should add a new line, not review, and send the line breaks', async () => {
    const { onResult } = await open({
      mode: 'form',
      message: 'Describe the bug',
      requestedSchema: {
        type: 'object',
        properties: { steps: { type: 'string', title: 'Steps', format: 'multiline', maxLength: 200 } },
        required: ['steps'],
      },
    });
    const steps = screen.getByLabelText(/^Steps/);
    expect(steps.tagName).toBe('TEXTAREA');
    expect(document.activeElement).toBe(steps);
    await userEvent.keyboard('Open the app{Enter}Press send');
    expect(screen.queryByRole('region', { name: 'Review your answer' })).toBeNull();
    await expectNoAxeViolations();
    await userEvent.click(button('Review'));
    await userEvent.click(button('Send'));
    await tick();
    expect(onResult.mock.calls).toEqual([
      [{ action: 'accept', content: { steps: 'Open the app\nPress send' } }],
    ]);
  });

  it('given the Arabic locale / when the user moves through a radio group with the arrow keys / should follow the reading direction', async () => {
    const onResult = resultSpy();
    const colours = {
      mode: 'form',
      message: 'Pick a colour',
      requestedSchema: {
        type: 'object',
        properties: {
          colour: {
            type: 'string',
            title: 'Colour',
            oneOf: [
              { const: 'r', title: 'Red' },
              { const: 'g', title: 'Green' },
              { const: 'b', title: 'Blue' },
            ],
          },
        },
        required: ['colour'],
      },
    };
    render(
      <I18nProvider locale="ar" messages={ar}>
        <ElicitationDialog request={colours} server={server} onResult={onResult} />
      </I18nProvider>,
    );
    await expect.poll(() => screen.queryByRole('dialog')).not.toBeNull();
    expect(screen.getByRole('radiogroup').getAttribute('dir')).toBe('rtl');
    // The dialog's own first focus lands before the person's click, never after it.
    await expect.poll(() => screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    const red = screen.getByRole('radio', { name: 'Red' });
    await userEvent.click(red);
    await expect.poll(() => document.activeElement).toBe(red);
    // Right to left the left arrow goes forward, Red → Green; left to right it would wrap back to Blue. (Radix moves
    // focus a task after the keydown and checks the radio only if the key is still down then, so a synthetic press
    // may move focus without checking: the direction is what focus shows.)
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('radio', { name: 'Green' }));
    // And the right arrow goes back, Green → Red (left to right it would go on to Blue).
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => document.activeElement).toBe(red);
    await expectNoAxeViolations();
  });
});

describe('the shadcn elicitation dialog: what our own dialog also guarantees', () => {
  const secrets = {
    mode: 'form',
    message: 'Connect your account',
    requestedSchema: {
      type: 'object',
      properties: {
        user: { type: 'string', title: 'User name' },
        password: { type: 'string', title: 'Password' },
        key: { type: 'string', title: 'API key' },
      },
      required: ['user'],
    },
  };

  it('given fields that look like secrets / when shown / should warn above the form and at each field, and pass axe', async () => {
    await open(secrets);
    const note = within(dialog()).getByRole('note');
    expect(note.textContent).toMatch(/seems to ask for a secret/);
    expect(note.textContent).toContain('Password');
    expect(note.textContent).toContain('API key');
    expect(note.textContent).not.toContain('User name');
    for (const label of [/^Password/, /^API key/]) {
      const input = screen.getByLabelText(label);
      const described = (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain('Looks like a secret. Servers must not ask for this in a form.');
    }
    expect(screen.getByLabelText(/^User name/).getAttribute('aria-describedby')).toBeNull();
    await expectNoAxeViolations();
  });

  it('given the tool call it was asked during / when shown / should say why the person is asked, with the arguments behind a button', async () => {
    const onResult = resultSpy();
    render(
      <ElicitationDialog
        request={params}
        server={server}
        onResult={onResult}
        origin={{ method: 'tools/call', name: 'forecast', arguments: { city: 'Oslo' } }}
      />,
    );
    await expect.poll(() => screen.queryByRole('dialog')).not.toBeNull();
    expect(within(dialog()).getByText(/asks while running/).textContent).toMatch(
      /shadcn-server.*asks while running.*forecast/,
    );
    const toggle = button('Show the arguments');
    expectLooksLikeButton(toggle);
    await userEvent.click(toggle);
    expect(within(dialog()).getByText(/"city": "Oslo"/)).toBeVisible();
    await expectNoAxeViolations();
  });

  const optionalChoices = (count: number) => ({
    mode: 'form',
    message: 'Pick one if you like',
    requestedSchema: {
      type: 'object',
      properties: {
        note: { type: 'string', title: 'Note' },
        pick: {
          type: 'string',
          title: 'Pick',
          oneOf: Array.from({ length: count }, (_, i) => ({ const: `p${i}`, title: `Option ${i}` })),
        },
      },
    },
  });

  it('given an optional radio group / when the user picks, then clears the answer / should send nothing for it and put focus on the group', async () => {
    const { onResult } = await open(optionalChoices(3));
    expect(within(dialog()).queryByRole('button', { name: /^Clear answer/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Option 1' }));
    await userEvent.click(button('Clear answer: Pick'));
    expect(screen.getByRole('radio', { name: 'Option 1' }).getAttribute('aria-checked')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Option 0' }));
    expect(within(dialog()).queryByRole('button', { name: /^Clear answer/ })).toBeNull();
    await userEvent.click(button('Review'));
    await userEvent.click(button('Send'));
    await tick();
    expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: {} }]]);
  });

  it('given an optional Select / when the user picks, then clears the answer / should send nothing for it and put focus on the Select', async () => {
    const { onResult } = await open(optionalChoices(6));
    await userEvent.click(screen.getByRole('combobox', { name: /Pick/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Option 4' }));
    await expect.poll(() => screen.getByRole('combobox', { name: /Pick/ }).textContent).toContain('Option 4');
    await userEvent.click(button('Clear answer: Pick'));
    expect(screen.getByRole('combobox', { name: /Pick/ }).textContent).not.toContain('Option 4');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Pick/ }));
    await expectNoAxeViolations();
    await userEvent.click(button('Review'));
    await userEvent.click(button('Send'));
    await tick();
    expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: {} }]]);
  });

  it('given a filled form / when the user reviews by keyboard / should move focus to the review heading, with a raw-JSON toggle that looks like a button', async () => {
    const { onResult } = await open();
    await userEvent.keyboard('Ada');
    await userEvent.click(screen.getByRole('radio', { name: 'Superman' }));
    (screen.getByLabelText(/^Name/) as HTMLInputElement).focus();
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Review your answer' });
    await expect.poll(() => document.activeElement).toBe(heading);
    const toggle = button('Show the raw JSON');
    expectLooksLikeButton(toggle);
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(toggle);
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given a file field (SEP-2631, opted in) / when the person picks a PDF named .png, then a PNG / should say why the first is refused and send the PNG as a data: URI', async () => {
    const fileParams = {
      mode: 'form',
      message: 'Your photo',
      requestedSchema: {
        type: 'object',
        properties: {
          photo: {
            type: 'string',
            format: 'uri',
            title: 'Photo',
            description: 'A PNG of your face',
            'x-mcp-file': { accept: ['image/png'], maxSize: 4096 },
          },
        },
        required: ['photo'],
      },
    };
    const onResult = resultSpy();
    render(
      <ElicitationDialog
        request={fileParams}
        server={server}
        onResult={onResult}
        experimental={{ sep2631: fileInputs }}
      />,
    );
    const input = (await screen.findByLabelText(/^Photo/)) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/png');
    expect(input.disabled).toBe(false);
    await userEvent.click(button('Review'));
    const required = await screen.findByRole('alert');
    expect(describedByTexts(input)).toEqual(['A PNG of your face', required.textContent]);
    await userEvent.upload(input, new File([PDF], 'cat.png', { type: 'image/png' }));
    // The refusal takes the required problem's place, said once.
    await expect
      .poll(() => screen.queryAllByRole('alert').map((alert) => alert.textContent))
      .toEqual(['The content of this file does not match its type: choose another file.']);
    const refusal = screen.getByRole('alert');
    // The refusal describes the field beside its description, once: the ids given, not edited out of a string.
    expect(describedByTexts(input)).toEqual(['A PNG of your face', refusal.textContent]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();
    await userEvent.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
    await expect.poll(() => screen.queryByRole('alert')).toBeNull();
    expect(describedByTexts(input)).toEqual(['A PNG of your face']);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(button('Review'));
    await screen.findByRole('heading', { name: 'Review your answer' });
    await userEvent.click(button('Send'));
    await tick();
    expect(onResult.mock.calls).toEqual([
      [
        {
          action: 'accept',
          content: { photo: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}` },
        },
      ],
    ]);
  });
});

/** A button a sighted person recognises as one: a visible edge or fill, and room around its text. */
function expectLooksLikeButton(element: HTMLElement): void {
  const style = getComputedStyle(element);
  const edged = Number.parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none';
  const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent';
  expect(edged || filled, `${element.textContent}: border or background`).toBe(true);
  expect(Number.parseFloat(style.paddingLeft), `${element.textContent}: padding`).toBeGreaterThanOrEqual(8);
  expect(element.getBoundingClientRect().height, `${element.textContent}: height`).toBeGreaterThanOrEqual(24);
}
