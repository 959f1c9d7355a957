/**
 * Two details of a form in use: "Clear answer" leaves focus on the field it cleared, and errors already on
 * screen follow a change of locale.
 */
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ElicitationDialog } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { animationsDone, button, dialog, resultSpy } from './helpers.js';

const server = { name: 'survey', title: 'Survey' };
const properties = {
  note: { type: 'string', title: 'Note' },
  hero: {
    type: 'string',
    title: 'Hero',
    oneOf: [
      { const: 'h1', title: 'Superman' },
      { const: 'h2', title: 'Wonder Woman' },
    ],
  },
  news: { type: 'boolean', title: 'Newsletter' },
  tail: { type: 'string', title: 'Last' },
};

async function show() {
  const onResult = resultSpy();
  render(
    <ElicitationDialog
      request={{ message: 'A few questions', requestedSchema: { type: 'object', properties } }}
      server={server}
      onResult={onResult}
      review={false}
    />,
  );
  await animationsDone();
  return onResult;
}

describe('after Clear answer', () => {
  it('given a chosen radio option, when the user clears it, should focus the first option and keep Shift+Tab working', async () => {
    const onResult = await show();
    await userEvent.click(screen.getByRole('radio', { name: 'Wonder Woman' }));
    await userEvent.click(button('Clear answer: Hero'));
    const first = screen.getByRole('radio', { name: 'Superman' });
    await expect.element(first).toHaveFocus();
    expect(first).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Wonder Woman' })).not.toBeChecked();
    await userEvent.tab({ shift: true });
    await expect.element(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: {} }]]);
  });

  it('given a ticked checkbox, when the user clears it, should focus the checkbox, unanswered again', async () => {
    const onResult = await show();
    const box = screen.getByRole('checkbox', { name: 'Newsletter' });
    await userEvent.click(box);
    await userEvent.click(button('Clear answer: Newsletter'));
    await expect.element(box).toHaveFocus();
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Not answered yet'));
    expect(document.activeElement).not.toBe(dialog());
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: {} }]]);
  });
});

/** A host with a language switch; the switch sits outside the modal dialog, so the test drives it. */
function Switchable({ onResult }: { onResult: ReturnType<typeof resultSpy> }) {
  const [locale, setLocale] = useState<'en' | 'zh-CN'>('en');
  return (
    <>
      <button type="button" hidden onClick={() => setLocale('zh-CN')}>
        中文
      </button>
      <ElicitationDialog
        locale={locale}
        request={{
          message: 'Contact details',
          requestedSchema: {
            type: 'object',
            properties: {
              name: { type: 'string', title: 'Name' },
              age: { type: 'integer', title: 'Age', minimum: 18 },
            },
            required: ['name'],
          },
        }}
        server={server}
        onResult={onResult}
      />
    </>
  );
}

describe('switching the locale', () => {
  it('given errors on screen, when the locale changes, should show them in the new language', async () => {
    const onResult = resultSpy();
    const { container } = render(<Switchable onResult={onResult} />);
    await animationsDone();
    await userEvent.fill(screen.getByRole('textbox', { name: 'Age' }), '12');
    await userEvent.click(button('Review'));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('There are 2 problems to fix before sending.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('textbox', { name: 'Age' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter 18 or more.'),
    );

    (container.querySelector('button') as HTMLButtonElement).click();
    expect(await screen.findByRole('button', { name: '检查' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('此项为必填项。');
    expect(screen.getByRole('textbox', { name: 'Age' })).toHaveAccessibleDescription(
      expect.stringContaining('请输入不小于 18 的数。'),
    );
    expect(summary).toHaveTextContent('发送前还有 2 个问题需要修正。');
    expect(summary).toHaveTextContent('Name: 此项为必填项。');
    expect(summary).not.toHaveTextContent('This field is required.');
    expect(onResult).not.toHaveBeenCalled();
  });
});
