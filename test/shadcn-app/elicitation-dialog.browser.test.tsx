/**
 * The shadcn/ui registry item (components/elicitation/, where `shadcn add` puts it) in Chromium, with Tailwind v4
 * and the shadcn primitives: the flows our own dialog passes.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ElicitationDialog } from '@/components/elicitation/elicitation-dialog';
import '@/index.css';
import { expectNoAxeViolations, resultSpy, tick } from '../browser/helpers.js';

const server = { name: 'shadcn-server' };

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
