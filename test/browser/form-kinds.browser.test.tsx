import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog, type ElicitationDialogProps } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { everythingElicitationRequest } from '../fixtures/requests.js';
import { button, formRequest, resultSpy } from './helpers.js';

const server = { name: 'kinds-server', version: '1.0.0' };

/** Renders the dialog without the review step: Send sends at once. */
function renderQuick(
  properties: Record<string, unknown>,
  required: string[] = [],
  extra: Partial<ElicitationDialogProps> = {},
) {
  const onResult = resultSpy();
  const utils = render(
    <ElicitationDialog
      request={formRequest(properties, required)}
      server={server}
      onResult={onResult}
      review={false}
      {...extra}
    />,
  );
  return { onResult, ...utils };
}

function textbox(name: string): HTMLInputElement {
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

/** RFC 3339 offset of the user's zone at a local wall-clock time, as the browser computes it. */
function offsetAt(local: Date): string {
  const east = -local.getTimezoneOffset();
  if (east === 0) return 'Z';
  const abs = Math.abs(east);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${east > 0 ? '+' : '-'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

describe('text-like kinds', () => {
  it('given text, email and url fields, when the user types into each and sends, should send the three strings', async () => {
    const { onResult } = renderQuick(
      {
        nickname: { type: 'string', title: 'Nickname' },
        mail: { type: 'string', format: 'email', title: 'Mail' },
        site: { type: 'string', format: 'uri', title: 'Site' },
      },
      ['nickname'],
    );
    const mail = textbox('Mail');
    const site = textbox('Site');
    expect(mail).toHaveAttribute('type', 'email');
    expect(site).toHaveAttribute('type', 'url');
    await userEvent.fill(textbox('Nickname'), 'Ada L.');
    await userEvent.fill(mail, 'ada@example.com');
    await userEvent.fill(site, 'https://example.com/ada?x=1');
    await userEvent.click(button('Send'));
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult.mock.calls[0]?.[0]).toStrictEqual({
      action: 'accept',
      content: { nickname: 'Ada L.', mail: 'ada@example.com', site: 'https://example.com/ada?x=1' },
    });
  });

  it('given an optional text field, when the user types then clears it, should omit it from the answer', async () => {
    const { onResult } = renderQuick(
      { name: { type: 'string', title: 'Name' }, note: { type: 'string', title: 'Note' } },
      ['name'],
    );
    await userEvent.fill(textbox('Name'), 'Ada');
    const note = textbox('Note');
    await userEvent.type(note, 'temporary');
    await userEvent.clear(note);
    expect(note).toHaveValue('');
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });
});

describe('date and date-time', () => {
  it('given a date field, when the user types month, day and year on the keyboard, should send YYYY-MM-DD', async () => {
    const { onResult } = renderQuick({ birthday: { type: 'string', format: 'date', title: 'Birthday' } });
    const input = document.querySelector<HTMLInputElement>('input[type="date"]');
    expect(input).not.toBeNull();
    // The dialog starts on the first field, i.e. on the date input's first segment (en-US: mm/dd/yyyy).
    expect(input).toHaveFocus();
    await userEvent.keyboard('03042026');
    expect(input).toHaveValue('2026-03-04');
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { birthday: '2026-03-04' } }]]);
  });

  it('given a date field, when the user fills it at once, should send YYYY-MM-DD', async () => {
    const { onResult } = renderQuick({ birthday: { type: 'string', format: 'date', title: 'Birthday' } });
    const input = document.querySelector<HTMLInputElement>('input[type="date"]') as HTMLInputElement;
    await userEvent.fill(input, '1815-12-10');
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { birthday: '1815-12-10' } }]]);
  });

  it("given a date-time field, when the user enters a local time, should send RFC 3339 with the user's offset", async () => {
    const { onResult } = renderQuick({ meeting: { type: 'string', format: 'date-time', title: 'Meeting' } });
    const input = document.querySelector<HTMLInputElement>('input[type="datetime-local"]');
    expect(input).not.toBeNull();
    expect(input).toHaveFocus();
    // en-US segments: mm/dd/yyyy, hh:mm AM/PM. The year segment takes up to 6 digits, so the user moves on
    // with the right arrow key.
    await userEvent.keyboard('07082026{ArrowRight}0205P');
    expect(input).toHaveValue('2026-07-08T14:05');
    await userEvent.click(button('Send'));
    const expected = `2026-07-08T14:05:00${offsetAt(new Date(2026, 6, 8, 14, 5))}`;
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { meeting: expected } }]]);
    const sent = (onResult.mock.calls[0]?.[0].content?.meeting ?? '') as string;
    expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/);
    // Same instant as the wall-clock time the user typed.
    expect(Date.parse(sent)).toBe(new Date(2026, 6, 8, 14, 5).getTime());
  });

  it('given a date-time field, when the user fills a winter time, should use the offset of that date', async () => {
    const { onResult } = renderQuick({ meeting: { type: 'string', format: 'date-time', title: 'Meeting' } });
    const input = document.querySelector<HTMLInputElement>(
      'input[type="datetime-local"]',
    ) as HTMLInputElement;
    await userEvent.fill(input, '2026-01-15T09:30');
    await userEvent.click(button('Send'));
    const expected = `2026-01-15T09:30:00${offsetAt(new Date(2026, 0, 15, 9, 30))}`;
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { meeting: expected } }]]);
  });
});

describe('numbers', () => {
  it('given a number field, when the user types 3.14, should send the number 3.14', async () => {
    const { onResult } = renderQuick({ ratio: { type: 'number', title: 'Ratio' } });
    await userEvent.type(textbox('Ratio'), '3.14');
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { ratio: 3.14 } }]]);
    expect(typeof onResult.mock.calls[0]?.[0].content?.ratio).toBe('number');
  });

  it('given a number field, when the user types "3." then "5", should keep "3." on the way and send 3.5', async () => {
    const { onResult } = renderQuick({ ratio: { type: 'number', title: 'Ratio' } });
    const input = textbox('Ratio');
    await userEvent.type(input, '3.');
    expect(input).toHaveValue('3.');
    await userEvent.type(input, '5');
    expect(input).toHaveValue('3.5');
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { ratio: 3.5 } }]]);
  });

  it('given locale de-DE, when the user types "3,5", should show "3,5" and send 3.5', async () => {
    const { onResult } = renderQuick({ ratio: { type: 'number', title: 'Ratio' } }, [], { locale: 'de-DE' });
    const input = textbox('Ratio');
    await userEvent.type(input, '3,5');
    expect(input).toHaveValue('3,5');
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { ratio: 3.5 } }]]);
  });

  it('given locale de-DE and a default 2.5, should show "2,5" and send 2.5 untouched', async () => {
    const { onResult } = renderQuick({ ratio: { type: 'number', title: 'Ratio', default: 2.5 } }, [], {
      locale: 'de-DE',
    });
    expect(textbox('Ratio')).toHaveValue('2,5');
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { ratio: 2.5 } }]]);
  });

  it('given an integer field, when the user types "4.5", should refuse the "." (the box shows 45) and send the integer 45', async () => {
    const { onResult } = renderQuick({ count: { type: 'integer', title: 'Count' } });
    const input = textbox('Count');
    await userEvent.type(input, '4.5');
    expect(input).toHaveValue('45');
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { count: 45 } }]]);
    expect(Number.isInteger(onResult.mock.calls[0]?.[0].content?.count)).toBe(true);
  });

  it('given a number field with a value, when the user scrolls the wheel over it, should leave the value unchanged', async () => {
    const { onResult } = renderQuick({ amount: { type: 'number', title: 'Amount', default: 5 } });
    const input = textbox('Amount');
    await userEvent.click(input);
    await userEvent.hover(input);
    await userEvent.wheel(input, { direction: 'up', times: 3 });
    await userEvent.wheel(input, { direction: 'down', times: 2 });
    input.dispatchEvent(new WheelEvent('wheel', { deltaY: -120, bubbles: true, cancelable: true }));
    expect(input).toHaveValue('5');
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { amount: 5 } }]]);
  });
});

describe('booleans', () => {
  const props = { agree: { type: 'boolean', title: 'Agree' }, name: { type: 'string', title: 'Name' } };

  it('given an optional checkbox, when the user ticks it, should send true', async () => {
    const { onResult } = renderQuick(props);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Agree' }));
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { agree: true } }]]);
  });

  it('given an optional checkbox, when the user ticks then unticks it, should send false', async () => {
    const { onResult } = renderQuick(props);
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    await userEvent.click(box);
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { agree: false } }]]);
  });

  it('given an optional checkbox never touched, should show it unanswered and omit it', async () => {
    const { onResult } = renderQuick(props);
    const box = screen.getByRole('checkbox', { name: 'Agree' }) as HTMLInputElement;
    // Not the indeterminate box, which Chromium fills like a ticked one: empty, and said in words.
    expect(box.indeterminate).toBe(false);
    expect(box).not.toBeChecked();
    await expect.element(screen.getByText('Not answered yet')).toBeVisible();
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Not answered yet'));
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });

  it("given the reference server's form, when the user ticks its `check` box, should send check: true", async () => {
    const onResult = resultSpy();
    render(
      <ElicitationDialog
        request={parseElicitRequest(everythingElicitationRequest)}
        server={server}
        onResult={onResult}
        review={false}
      />,
    );
    await userEvent.fill(textbox('String'), 'Ada');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Boolean' }));
    await userEvent.click(button('Send'));
    const content = onResult.mock.calls[0]?.[0].content;
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(content?.check).toBe(true);
    expect(content).toStrictEqual({
      name: 'Ada',
      check: true,
      firstLine: 'It was a dark and stormy night.',
      integer: 42,
      number: 3.14,
      untitledSingleSelectEnum: 'Monica',
      untitledMultipleSelectEnum: ['Guitar'],
      titledSingleSelectEnum: 'hero-1',
      titledMultipleSelectEnum: ['fish-1'],
      legacyTitledEnum: 'pet-1',
    });
  });
});

describe('selects', () => {
  it('given a titled single select with 3 options, should show radios by title and send the chosen const', async () => {
    const { onResult } = renderQuick(
      {
        hero: {
          type: 'string',
          title: 'Hero',
          oneOf: [
            { const: 'hero-1', title: 'Superman' },
            { const: 'hero-2', title: 'Green Lantern' },
            { const: 'hero-3', title: 'Wonder Woman' },
          ],
        },
      },
      ['hero'],
    );
    const group = screen.getByRole('group', { name: /Hero/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.click(within(group).getByRole('radio', { name: 'Green Lantern' }));
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { hero: 'hero-2' } }]]);
  });

  it('given a titled single select with 6 options, should show a <select> and send the const, not the title', async () => {
    const { onResult } = renderQuick(
      {
        planet: {
          type: 'string',
          title: 'Planet',
          oneOf: ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn'].map((title, index) => ({
            const: `p${index + 1}`,
            title,
          })),
        },
      },
      ['planet'],
    );
    const select = screen.getByRole('combobox', { name: 'Planet' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    await userEvent.selectOptions(select, 'Mars');
    expect(select).toHaveValue('p4');
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { planet: 'p4' } }]]);
  });

  it('given a titled multi select with maxItems 2, should offer a checkbox group, disable the rest once full, and send the consts', async () => {
    const { onResult } = renderQuick(
      {
        fish: {
          type: 'array',
          title: 'Fish',
          maxItems: 2,
          items: {
            anyOf: [
              { const: 'fish-1', title: 'Tuna' },
              { const: 'fish-2', title: 'Salmon' },
              { const: 'fish-3', title: 'Trout' },
            ],
          },
        },
      },
      ['fish'],
    );
    const group = screen.getByRole('group', { name: /Fish/ });
    const [tuna, salmon, trout] = ['Tuna', 'Salmon', 'Trout'].map((name) =>
      within(group).getByRole('checkbox', { name }),
    ) as [HTMLElement, HTMLElement, HTMLElement];
    await userEvent.click(trout);
    await userEvent.click(tuna);
    expect(salmon).toBeDisabled();
    expect(tuna).toBeEnabled();
    expect(trout).toBeEnabled();
    await userEvent.click(trout);
    expect(salmon).toBeEnabled();
    await userEvent.click(salmon);
    expect(trout).toBeDisabled();
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([
      [{ action: 'accept', content: { fish: ['fish-1', 'fish-2'] } }],
    ]);
  });
});

describe('defaults', () => {
  it('given the reference server form, when the user fills only the name and sends, should send exactly the defaults plus the name', async () => {
    const onResult = resultSpy();
    render(
      <ElicitationDialog
        request={parseElicitRequest(everythingElicitationRequest)}
        server={server}
        onResult={onResult}
      />,
    );
    await userEvent.fill(textbox('String'), 'Ada Lovelace');
    await userEvent.click(button('Review'));
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([
      [
        {
          action: 'accept',
          content: {
            name: 'Ada Lovelace',
            firstLine: 'It was a dark and stormy night.',
            integer: 42,
            number: 3.14,
            untitledSingleSelectEnum: 'Monica',
            untitledMultipleSelectEnum: ['Guitar'],
            titledSingleSelectEnum: 'hero-1',
            titledMultipleSelectEnum: ['fish-1'],
            legacyTitledEnum: 'pet-1',
          },
        },
      ],
    ]);
  });
});
