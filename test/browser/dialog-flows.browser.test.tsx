import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ElicitationDialog, type ElicitationDialogProps } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import {
  animationsDone,
  button,
  dialog,
  expectNoAxeViolations,
  formRequest,
  resultSpy,
  tick,
} from './helpers.js';

const server = { name: 'flow-server', version: '1.0.0' };

const profileProperties = {
  name: { type: 'string', title: 'Name', minLength: 2 },
  age: { type: 'integer', title: 'Age', minimum: 0 },
  subscribe: { type: 'boolean', title: 'Subscribe' },
  hero: {
    type: 'string',
    title: 'Hero',
    oneOf: [
      { const: 'hero-1', title: 'Superman' },
      { const: 'hero-2', title: 'Green Lantern' },
      { const: 'hero-3', title: 'Wonder Woman' },
    ],
  },
  fish: {
    type: 'array',
    title: 'Fish',
    items: {
      anyOf: [
        { const: 'fish-1', title: 'Tuna' },
        { const: 'fish-2', title: 'Salmon' },
        { const: 'fish-3', title: 'Trout' },
      ],
    },
  },
  note: { type: 'string', title: 'Note' },
};

async function renderDialog(
  properties: Record<string, unknown>,
  required: string[] = [],
  extra: Partial<ElicitationDialogProps> = {},
  message = 'Please answer',
) {
  const onResult = resultSpy();
  const utils = render(
    <ElicitationDialog
      request={formRequest(properties, required, message)}
      server={server}
      onResult={onResult}
      {...extra}
    />,
  );
  await animationsDone();
  return { onResult, ...utils };
}

function textbox(name: string): HTMLInputElement {
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

/** The review list as `label → shown value` pairs. */
function reviewPairs(): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const item of dialog().querySelectorAll('dl > div')) {
    pairs[item.querySelector('dt')?.textContent ?? ''] = item.querySelector('dd')?.textContent ?? '';
  }
  return pairs;
}

describe('review, edit, send', () => {
  it('given a filled form, when the user reviews, edits one answer and sends, should send every value with the edit', async () => {
    const { onResult } = await renderDialog(profileProperties, ['name', 'hero']);
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.fill(textbox('Age'), '36');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Subscribe' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Wonder Woman' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Salmon' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tuna' }));
    await userEvent.click(button('Review'));

    await expect.element(screen.getByRole('heading', { name: 'Review your answer' })).toHaveFocus();
    expect(screen.getByText('This is exactly what will be sent to flow-server.')).toBeInTheDocument();
    expect(reviewPairs()).toStrictEqual({
      Name: 'Ada',
      Age: '36',
      Subscribe: 'Yes',
      Hero: 'Wonder Woman',
      Fish: 'Tuna, Salmon',
      Note: 'Not answered: not sent',
    });
    const toggle = button('Show the raw JSON');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(button('Hide the raw JSON')).toHaveAttribute('aria-expanded', 'true');
    const firstContent = {
      name: 'Ada',
      age: 36,
      subscribe: true,
      hero: 'hero-3',
      fish: ['fish-1', 'fish-2'],
    };
    const json = dialog().querySelector('pre');
    expect(json).toBeVisible();
    expect(JSON.parse(json?.textContent ?? '')).toStrictEqual(firstContent);
    expect(json?.textContent).toBe(JSON.stringify(firstContent, null, 2));
    expect(onResult).not.toHaveBeenCalled();

    await userEvent.click(button('Edit'));
    // Back on the form with every answer kept, focus on the first field.
    await expect.element(textbox('Name')).toHaveFocus();
    expect(textbox('Name')).toHaveValue('Ada');
    expect(textbox('Age')).toHaveValue('36');
    expect(screen.getByRole('checkbox', { name: 'Subscribe' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Wonder Woman' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tuna' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Salmon' })).toBeChecked();

    await userEvent.fill(textbox('Age'), '37');
    await userEvent.click(button('Review'));
    expect(reviewPairs()).toMatchObject({ Name: 'Ada', Age: '37', Subscribe: 'Yes', Hero: 'Wonder Woman' });
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([
      [{ action: 'accept', content: { ...firstContent, age: 37 } }],
    ]);
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given an unchecked boolean answered "no", when the user reviews, should say plainly it was left unticked', async () => {
    // With a second field: a single checkbox alone is a confirmation, which has no review.
    const { onResult } = await renderDialog({
      subscribe: { type: 'boolean', title: 'Subscribe', default: false },
      note: { type: 'string', title: 'Note' },
    });
    await userEvent.click(button('Review'));
    // The default was the server's: the review says so (issue 15, review provenance).
    expect(reviewPairs()).toStrictEqual({
      Subscribe: 'No — left unticked Server’s suggestion, unchanged',
      Note: 'Not answered: not sent',
    });
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { subscribe: false } }]]);
  });
});

describe('review provenance: who decided each value', () => {
  const withDefaults = {
    city: { type: 'string', title: 'City', default: 'Oslo' },
    guests: { type: 'integer', title: 'Guests', default: 2 },
    units: {
      type: 'string',
      title: 'Units',
      oneOf: [
        { const: 'metric', title: 'Metric' },
        { const: 'imperial', title: 'Imperial' },
      ],
      default: 'metric',
    },
    note: { type: 'string', title: 'Note' },
  };

  function provenanceOf(label: string): HTMLElement | null {
    const item = [...dialog().querySelectorAll('dl > div')].find(
      (entry) => entry.querySelector('dt')?.textContent === label,
    );
    return item?.querySelector<HTMLElement>('.mcp-elicit-review-provenance') ?? null;
  }

  it('given a form with defaults, when the user changes one and leaves the others, should tell the server’s from the user’s', async () => {
    const { onResult } = await renderDialog(withDefaults);
    await userEvent.fill(textbox('Guests'), '3');
    await userEvent.fill(textbox('Note'), 'Window seat');
    await userEvent.click(button('Review'));
    expect(reviewPairs()).toStrictEqual({
      City: 'Oslo Server’s suggestion, unchanged',
      Guests: '3 Changed by you',
      Units: 'Metric Server’s suggestion, unchanged',
      // No default: only the user can have filled it, nothing to tell apart.
      Note: 'Window seat',
    });
    // Told apart in text for screen readers, and not by colour alone on screen.
    const server = provenanceOf('City');
    const user = provenanceOf('Guests');
    expect(server).toBeVisible();
    expect(getComputedStyle(server as HTMLElement).fontStyle).toBe('italic');
    expect(getComputedStyle(user as HTMLElement).fontStyle).toBe('normal');
    await expectNoAxeViolations(dialog());
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([
      [{ action: 'accept', content: { city: 'Oslo', guests: 3, units: 'metric', note: 'Window seat' } }],
    ]);
  });

  it('given a default changed and changed back, should read as the server’s suggestion (by value); a cleared one as changed', async () => {
    await renderDialog(withDefaults);
    await userEvent.fill(textbox('Guests'), '5');
    await userEvent.click(screen.getByRole('radio', { name: 'Imperial' }));
    await userEvent.click(button('Review'));
    expect(reviewPairs()).toMatchObject({ Guests: '5 Changed by you', Units: 'Imperial Changed by you' });

    await userEvent.click(button('Edit'));
    await userEvent.fill(textbox('Guests'), '2');
    await userEvent.click(screen.getByRole('radio', { name: 'Metric' }));
    await userEvent.clear(textbox('City'));
    await userEvent.click(button('Review'));
    expect(reviewPairs()).toStrictEqual({
      City: 'Not answered: not sent Changed by you',
      Guests: '2 Server’s suggestion, unchanged',
      Units: 'Metric Server’s suggestion, unchanged',
      Note: 'Not answered: not sent',
    });
  });

  it('given a host initialDraft, should not present its values as the server’s suggestion', async () => {
    await renderDialog(withDefaults, [], { initialDraft: { city: 'Bergen', guests: '2' } });
    await userEvent.click(button('Review'));
    expect(reviewPairs()).toMatchObject({
      City: 'Bergen Changed by you',
      Guests: '2 Server’s suggestion, unchanged',
    });
  });

  it('given zh-CN, should say it in Chinese', async () => {
    await renderDialog(withDefaults, [], { locale: 'zh-CN' });
    await userEvent.fill(textbox('Guests'), '3');
    await userEvent.click(button('检查'));
    expect(provenanceOf('City')?.textContent).toBe(' 服务器的建议，未更改');
    expect(provenanceOf('Guests')?.textContent).toBe(' 由你更改');
  });
});

describe('refusing', () => {
  it('given an open form, when the user clicks Decline, should report decline and close', async () => {
    const { onResult } = await renderDialog(profileProperties, ['name']);
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.click(button('Decline'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'decline' }]]);
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  const dismissals: [string, () => Promise<void>][] = [
    ['the Escape key', () => userEvent.keyboard('{Escape}')],
    ['the close button', () => userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))],
    [
      'a click outside, on the overlay',
      async () => {
        const overlay = document.querySelector('.mcp-elicit-overlay');
        expect(overlay).not.toBeNull();
        await userEvent.click(overlay as Element, { position: { x: 5, y: 5 } });
      },
    ],
  ];

  it('given an open form with a draft, when the user clicks Cancel, should report cancel once and close, without asking', async () => {
    const { onResult, unmount } = await renderDialog(profileProperties, ['name']);
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.click(button('Cancel'));
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
    unmount();
    await tick();
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  for (const [route, act] of dismissals) {
    // A draft is at stake: the first dismissal asks, and only Discard sends `cancel`.
    it(`given an open form with a draft, when the user dismisses it with ${route} and discards, should report cancel once and close`, async () => {
      const { onResult, unmount } = await renderDialog(profileProperties, ['name']);
      await userEvent.fill(textbox('Name'), 'Ada');
      await act();
      await expect.element(button('Keep editing')).toHaveFocus();
      expect(onResult).not.toHaveBeenCalled();
      await userEvent.click(button('Discard'));
      await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
      unmount();
      await tick();
      expect(onResult).toHaveBeenCalledTimes(1);
    });

    it(`given an untouched form, when the user dismisses it with ${route}, should report cancel once and close at once`, async () => {
      const { onResult, unmount } = await renderDialog(profileProperties, ['name']);
      await act();
      await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
      unmount();
      await tick();
      expect(onResult).toHaveBeenCalledTimes(1);
    });
  }
});

describe('exactly once', () => {
  it('given the review step, when the user double-clicks Send, should report accept once', async () => {
    const { onResult, unmount } = await renderDialog({ name: { type: 'string', title: 'Name' } }, ['name']);
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.click(button('Review'));
    await userEvent.dblClick(button('Send'));
    unmount();
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });

  it('given no review step, when the user double-clicks Send, should report accept once', async () => {
    const { onResult, unmount } = await renderDialog({ name: { type: 'string', title: 'Name' } }, ['name'], {
      review: false,
    });
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.dblClick(button('Send'));
    await tick();
    unmount();
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });

  it('given a slow delivery that keeps the dialog open, when the user double-clicks Send, should report accept once', async () => {
    const onResult = resultSpy();
    onResult.mockReturnValue(new Promise<void>(() => undefined));
    render(
      <ElicitationDialog
        request={formRequest({ name: { type: 'string', title: 'Name' } }, ['name'])}
        server={server}
        onResult={onResult}
      />,
    );
    await animationsDone();
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.click(button('Review'));
    const send = button('Send');
    await userEvent.dblClick(send);
    expect(send).toBeDisabled();
    expect(button('Decline')).toBeDisabled();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });

  it('given the autofocused required field left empty, when the user clicks Decline once, should report decline', async () => {
    // The user never typed: the first click must count, whatever the blur of the first field does to the layout.
    const { onResult } = await renderDialog(profileProperties, ['name']);
    await expect.element(textbox('Name')).toHaveFocus();
    await userEvent.click(button('Decline'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'decline' }]]);
  });

  it('given the autofocused required field left empty, when the user clicks Cancel once, should report cancel', async () => {
    const { onResult } = await renderDialog(profileProperties, ['name']);
    await userEvent.click(button('Cancel'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
  });

  it('given an open form, when the user triple-clicks Decline, should report decline once', async () => {
    const { onResult, unmount } = await renderDialog({ name: { type: 'string', title: 'Name' } });
    await userEvent.tripleClick(button('Decline'));
    unmount();
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'decline' }]]);
  });

  it('given an unanswered dialog, when the host unmounts it, should report cancel exactly once', async () => {
    const { onResult, unmount } = await renderDialog(profileProperties, ['name']);
    await userEvent.fill(textbox('Name'), 'Ada');
    unmount();
    await tick();
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
  });

  it('given an answered dialog, when the host unmounts it, should report nothing more', async () => {
    const { onResult, unmount } = await renderDialog(profileProperties, ['name']);
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.click(button('Decline'));
    unmount();
    await tick();
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'decline' }]]);
  });
});

describe('expiry', () => {
  const fields = { name: { type: 'string', title: 'Name' }, city: { type: 'string', title: 'City' } };

  async function expectLocked(onResult: ReturnType<typeof resultSpy>) {
    await expect.element(await screen.findByText('This request has expired')).toBeVisible();
    expect(screen.getByText(/Nothing was sent/)).toBeVisible();
    expect(textbox('Name')).toBeDisabled();
    expect(textbox('City')).toBeDisabled();
    // The footer's Close is the one button left (the header's × goes, so there are not two "Close").
    const buttons = within(dialog()).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Close');
    for (const gone of ['Decline', 'Cancel', 'Review', 'Send']) {
      expect(within(dialog()).queryByRole('button', { name: gone })).toBeNull();
    }
    // Closing an expired request reports nothing.
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onResult).not.toHaveBeenCalled();
  }

  it('given a draft, when the request is aborted, should lock, say nothing was sent, offer only Close and report nothing', async () => {
    const controller = new AbortController();
    const { onResult, unmount } = await renderDialog(fields, ['name'], { signal: controller.signal });
    await userEvent.fill(textbox('Name'), 'Ada');
    controller.abort();
    await screen.findByText('This request has expired');
    // The draft stays visible, read-only.
    expect(textbox('Name')).toHaveValue('Ada');
    await expectLocked(onResult);
    unmount();
    await tick();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given a signal already aborted at mount, should be locked from the start and report nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const { onResult, unmount } = await renderDialog(fields, ['name'], { signal: controller.signal });
    await expectLocked(onResult);
    unmount();
    await tick();
    expect(onResult).not.toHaveBeenCalled();
  });
});

describe('keyboard and focus', () => {
  it('given a three-field form, when the user completes it with the keyboard only, should send the answers', async () => {
    const { onResult } = await renderDialog(
      {
        name: { type: 'string', title: 'Name' },
        agree: { type: 'boolean', title: 'Agree' },
        color: { type: 'string', title: 'Color', enum: ['red', 'green', 'blue'] },
      },
      ['name', 'agree', 'color'],
    );
    await expect.element(textbox('Name')).toHaveFocus();
    await userEvent.keyboard('Ada');
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Agree' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Agree' })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'red' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'green' })).toBeChecked();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(textbox('Name')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('heading', { name: 'Review your answer' })).toHaveFocus();
    for (let step = 0; step < 10 && document.activeElement?.textContent !== 'Send'; step++) {
      await userEvent.tab();
    }
    expect(button('Send')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onResult.mock.calls).toStrictEqual([
      [{ action: 'accept', content: { name: 'Ada', agree: true, color: 'green' } }],
    ]);
  });

  it('given a focused button that opens the dialog, when the user answers, should return focus to that button', async () => {
    const onResult = resultSpy();
    const request = formRequest({ name: { type: 'string', title: 'Name' } });
    const tree = (open: boolean) => (
      <>
        <button type="button">Launch</button>
        {open && <ElicitationDialog request={request} server={server} onResult={onResult} />}
      </>
    );
    const { rerender } = render(tree(false));
    const launch = screen.getByRole('button', { name: 'Launch' });
    launch.focus();
    rerender(tree(true));
    await expect.element(textbox('Name')).toHaveFocus();
    await animationsDone();
    await userEvent.click(button('Decline'));
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect.element(launch, { timeout: 1000 }).toHaveFocus();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'decline' }]]);
  });

  it('given two invalid fields, when the user submits, should focus the first invalid one and announce 2 problems', async () => {
    const { onResult } = await renderDialog(
      {
        note: { type: 'string', title: 'Note' },
        name: { type: 'string', title: 'Name' },
        email: { type: 'string', format: 'email', title: 'Email' },
      },
      ['name', 'email'],
    );
    await userEvent.fill(textbox('Email'), 'not-an-email');
    await userEvent.click(button('Review'));
    await expect.element(textbox('Name')).toHaveFocus();
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('There are 2 problems to fix before sending.');
    expect(summary).toHaveTextContent('Name: This field is required.');
    expect(summary).toHaveTextContent('Email: Enter an email address, like name@example.com.');
    expect(textbox('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Review your answer' })).toBeNull();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given an email field, should show its error only after the user leaves it and clear it as the user fixes it', async () => {
    await renderDialog(
      { email: { type: 'string', format: 'email', title: 'Email' }, name: { type: 'string', title: 'Name' } },
      ['email'],
    );
    const email = textbox('Email');
    const message = 'Enter an email address, like name@example.com.';
    await userEvent.type(email, 'ada');
    expect(screen.queryByText(message)).toBeNull();
    expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect.element(screen.getByText(message)).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, '@example.com');
    await expect.element(screen.queryByText(message)).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('given locale zh-CN, when a submit fails, should announce the problems in Chinese', async () => {
    await renderDialog(
      { name: { type: 'string', title: 'Name' }, email: { type: 'string', title: 'Email' } },
      ['name', 'email'],
      { locale: 'zh-CN' },
    );
    screen.getByRole('button', { name: '检查' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(textbox('Name')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('发送前还有 2 个问题需要修正。');
  });
});

describe('what the server shows', () => {
  it('given a field that asks for an API key, should warn with a banner and still let the user decline', async () => {
    const { onResult } = await renderDialog({ apiKey: { type: 'string', title: 'API key' } }, ['apiKey']);
    const banner = screen.getByRole('note');
    expect(banner).toHaveTextContent('This form seems to ask for a secret (API key).');
    expect(banner).toHaveTextContent('you can decline');
    await userEvent.click(button('Decline'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'decline' }]]);
  });

  it('given HTML in the message and in titles, should render it as text and run nothing', async () => {
    const message = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
    await renderDialog(
      {
        name: { type: 'string', title: '<b>Name</b>', description: '<img src=y onerror="window.__pwned=2">' },
        pick: { type: 'string', title: 'Pick', oneOf: [{ const: 'a', title: '<i>A</i>' }] },
      },
      [],
      {},
      message,
    );
    await tick();
    const root = dialog();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByRole('textbox', { name: '<b>Name</b>' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '<i>A</i>' })).toBeInTheDocument();
    expect(root.querySelector('img, b, i')).toBeNull();
    expect(document.querySelector('img[src="x"], img[src="y"]')).toBeNull();
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('given markdown links in the message, titles and options, should render no link at all', async () => {
    const message = 'Please [click](https://evil.example) and see <https://evil.example/2>';
    await renderDialog(
      {
        site: {
          type: 'string',
          title: '[Site](https://evil.example)',
          description: 'See https://evil.example/docs',
        },
        pick: {
          type: 'string',
          title: 'Pick',
          oneOf: [{ const: 'a', title: '[A](https://evil.example/a)' }],
        },
      },
      [],
      {},
      message,
    );
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(dialog().querySelector('a')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: '[A](https://evil.example/a)' }));
    await userEvent.click(button('Review'));
    expect(dialog().querySelector('a')).toBeNull();
  });

  it('given a server with title, version and a PNG data icon, should show all three', async () => {
    const icon =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const onResult = resultSpy();
    render(
      <ElicitationDialog
        request={formRequest({ name: { type: 'string', title: 'Name' } })}
        server={{ name: 'weather', title: 'Weather Pro', version: '2.1.0', iconUrl: icon }}
        onResult={onResult}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Weather Pro is asking for information' })).toBeInTheDocument();
    expect(screen.getByText('version 2.1.0')).toBeInTheDocument();
    const img = dialog().querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('src')).toBe(icon);
  });

  it('given a javascript: icon URL, should render no icon', async () => {
    render(
      <ElicitationDialog
        request={formRequest({ name: { type: 'string', title: 'Name' } })}
        server={{ name: 'weather', version: '2.1.0', iconUrl: 'javascript:window.__pwned=3' }}
        onResult={resultSpy()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'weather is asking for information' })).toBeInTheDocument();
    expect(dialog().querySelector('img')).toBeNull();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
  });
});
