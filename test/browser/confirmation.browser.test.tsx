/**
 * A request with no fields, or a single checkbox, is a yes/no question: one step, the message first, Send
 * labelled "Confirm", Decline beside it, no review of an empty table. The button that sends is the only
 * primary one.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { type ElicitationRequest, type FieldModel, parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import {
  animationsDone,
  button,
  describedByTexts,
  dialog,
  expectNoAxeViolations,
  resultSpy,
} from './helpers.js';

const server = { name: 'files', title: 'File Manager' };

async function show(request: unknown) {
  const onResult = resultSpy();
  render(<ElicitationDialog request={request} server={server} onResult={onResult} />);
  await animationsDone();
  return onResult;
}

const ask = (properties: Record<string, unknown>, required: string[] = []) => ({
  message: 'Delete the three drafts in “Reports”?',
  requestedSchema: { type: 'object', properties, required },
});

/** The footer's buttons, as `name → data-variant`. */
function footerVariants(): Record<string, string | null> {
  const footer = dialog().querySelector('.mcp-elicit-footer:not([hidden])') as HTMLElement;
  return Object.fromEntries(
    within(footer)
      .getAllByRole('button')
      .map((element) => [element.textContent ?? '', element.getAttribute('data-variant')]),
  );
}

describe('confirmation forms', () => {
  it('given no fields, should ask in one step with Confirm, Decline beside it, and send an empty accept', async () => {
    const onResult = await show(ask({}));
    expect(screen.getByRole('heading', { name: 'File Manager asks you to confirm' })).toBeVisible();
    expect(screen.queryByText(/is asking for information/)).toBeNull();
    expect(dialog()).toHaveAccessibleDescription('Delete the three drafts in “Reports”?');
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
    expect(footerVariants()).toStrictEqual({ Decline: 'secondary', Cancel: 'secondary', Confirm: 'primary' });
    // The one that sends looks like the call to action; the refusals do not.
    const look = (name: string) => getComputedStyle(button(name)).backgroundColor;
    expect(look('Decline')).not.toBe(look('Confirm'));
    expect(look('Decline')).toBe(look('Cancel'));
    await expectNoAxeViolations(dialog());
    await userEvent.click(button('Confirm'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: {} }]]);
    expect(screen.queryByRole('region', { name: 'Review your answer' })).toBeNull();
  });

  it('given no fields, when the user declines, should report decline', async () => {
    const onResult = await show(ask({}));
    await userEvent.click(button('Decline'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'decline' }]]);
  });

  it('given a single optional checkbox, should focus it, and Confirm should send the tick', async () => {
    const onResult = await show(ask({ alsoTrash: { type: 'boolean', title: 'Also empty the trash' } }));
    const box = screen.getByRole('checkbox', { name: 'Also empty the trash' });
    await expect.element(box).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'File Manager asks you to confirm' })).toBeVisible();
    await userEvent.keyboard(' ');
    await userEvent.click(button('Confirm'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { alsoTrash: true } }]]);
  });

  it('given a single required checkbox left unticked, should send a plain false', async () => {
    const onResult = await show(ask({ keep: { type: 'boolean', title: 'Keep a backup' } }, ['keep']));
    const box = screen.getByRole('checkbox', { name: 'Keep a backup' });
    expect(box).not.toBeChecked();
    expect(box).not.toBeRequired();
    await userEvent.click(button('Confirm'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { keep: false } }]]);
  });

  it('given the messages override, should label Confirm as the host says', async () => {
    render(
      <ElicitationDialog
        request={ask({})}
        server={server}
        onResult={resultSpy()}
        messages={{ 'action.confirm': 'Delete drafts' }}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Delete drafts' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
  });

  // Built by hand until FieldModel.const comes with the schema rules; then send the wire params
  // `{ type: 'boolean', const: true }` and also assert that Confirm on an unticked box shows the `const` error.
  it('given a required checkbox that must be ticked, should mark it required-to-tick and say so', async () => {
    const request = parseElicitRequest(
      ask({ agree: { type: 'boolean', title: 'I accept the terms' } }, ['agree']),
    );
    mustBeTrue(request);
    await show(request);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toBeRequired();
    expect(box).not.toBeChecked();
    expect(describedByTexts(box)).toContain('Must be ticked to send');
    expect(screen.getByText('Must be ticked to send')).toBeVisible();
  });
});

describe('refusals never look like the call to action', () => {
  it.each([
    ['a form', ask({ name: { type: 'string', title: 'Name' } })],
    [
      'a URL request',
      { mode: 'url', message: 'Sign in', url: 'https://example.com/login', elicitationId: 'x' },
    ],
  ])('given %s, should style only the sending button as primary', async (_, request) => {
    await show(request);
    const variants = footerVariants();
    expect(variants.Decline).toBe('secondary');
    expect(variants.Cancel).toBe('secondary');
    expect(Object.values(variants).filter((variant) => variant === 'primary')).toHaveLength(1);
  });
});

/** What the schema rules will compile `const: true` to: the field's only allowed value. */
function mustBeTrue(request: ElicitationRequest): void {
  if (request.mode !== 'form') throw new Error('expected a form');
  const field = request.form.fields[0] as FieldModel & { const?: true };
  field.const = true;
}
