import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createElicitationQueue, type ElicitResult, requestWithInput } from '../../src/core/index.js';
import { ElicitationDialog, ElicitationPanel, ElicitationProvider } from '../../src/react/index.js';
import { dialog, expectNoAxeViolations, resultSpy } from './helpers.js';
import '../../src/styles/elicitation.css';

const ask = {
  message: 'Which city?',
  requestedSchema: { type: 'object', properties: { city: { type: 'string', title: 'City' } } },
};
const weather = { name: 'weather', title: 'Weather' };
const connection = {};

describe('Why am I asked (SEP-2260)', () => {
  it('given requestWithInput on a tool call, should say which tool asks and show its arguments on demand', async () => {
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} review={false} />);
    let round = 0;
    const call = requestWithInput(
      async () =>
        round++ === 0
          ? {
              resultType: 'input_required',
              inputRequests: { city: { method: 'elicitation/create', params: ask } },
            }
          : { content: [] },
      { name: 'forecast', arguments: { days: 3, units: 'metric' } },
      (params, _key, { signal, origin }) =>
        queue.present(params, { server: weather, source: connection, signal, origin }),
    );
    await expect.element(await screen.findByText('Which city?')).toBeVisible();
    const why = dialog().querySelector('.mcp-elicit-why-asked');
    expect(why?.querySelector('p')?.textContent).toBe('Weather asks while running forecast');
    expect(why?.querySelector('strong')?.textContent).toBe('forecast');

    const toggle = screen.getByRole('button', { name: 'Show the arguments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const json = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(json).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide the arguments');
    expect(json).toBeVisible();
    expect(json?.textContent).toBe('{\n  "days": 3,\n  "units": "metric"\n}');
    await expectNoAxeViolations();

    // Opening the arguments did not move focus out of the form, nor answer anything.
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Oslo');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(call).resolves.toEqual({ content: [] });
  });

  it('given hostile arguments, should show them as bounded text, never markup, with invisible characters marked', async () => {
    const onResult = resultSpy();
    const long = 'x'.repeat(5000);
    render(
      <ElicitationDialog
        request={ask}
        server={weather}
        onResult={onResult}
        origin={{
          method: 'tools/call',
          name: 'send\u202Email',
          arguments: {
            html: '<img src=x onerror="window.pwned=1">',
            long,
            list: Array.from({ length: 80 }, (_, i) => i),
          },
        }}
      />,
    );
    await expect.element(screen.getByText('Which city?')).toBeVisible();
    const why = dialog().querySelector('.mcp-elicit-why-asked');
    // The override is shown, not obeyed: the name cannot read backwards or reorder the sentence.
    expect(why?.querySelector('strong')?.textContent).toBe('send⟨U+202E⟩mail');
    await userEvent.click(screen.getByRole('button', { name: 'Show the arguments' }));
    const pre = why?.querySelector('pre');
    expect(pre?.querySelector('img')).toBeNull();
    expect(pre?.textContent).toContain('"html": "<img src=x onerror=\\"window.pwned=1\\">"');
    expect(pre?.textContent).toContain(`"long": "${'x'.repeat(200)}…"`);
    expect(pre?.textContent).not.toContain('x'.repeat(201));
    expect(pre?.textContent).toContain('49,\n    "…"\n  ]');
    expect(why?.textContent).toContain('Long values are shortened, marked …');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('given a prompt, a resource, another method, or no origin, should word it for each and say nothing without one', async () => {
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} review={false} />);
    const sentence = () => dialog().querySelector('.mcp-elicit-why-asked p')?.textContent ?? null;
    const cases = [
      [{ method: 'prompts/get', name: 'summarise' }, 'Weather asks while getting the prompt summarise'],
      [{ method: 'resources/read', name: 'file:///notes.md' }, 'Weather asks while reading file:///notes.md'],
      [{ method: 'completion/complete' }, 'Weather asks while handling completion/complete'],
      [undefined, null],
    ] as const;
    for (const [origin, expected] of cases) {
      let answered: Promise<ElicitResult> | undefined;
      act(() => {
        answered = queue.present(ask, { server: weather, source: connection, ...(origin ? { origin } : {}) });
      });
      await expect.element(screen.getByText('Which city?')).toBeVisible();
      expect(sentence()).toBe(expected);
      // Nothing to disclose without arguments.
      expect(screen.queryByRole('button', { name: 'Show the arguments' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
      await expect(answered).resolves.toEqual({ action: 'decline' });
    }
  });

  it('given the host re-renders with a new but equal origin while the user types, should keep the arguments open and the draft', async () => {
    const onResult = resultSpy();
    const view = (n: number) => (
      <ElicitationDialog
        request={ask}
        server={weather}
        onResult={onResult}
        status={<span>render {n}</span>}
        origin={{ method: 'tools/call', name: 'forecast', arguments: { days: 3 } }}
      />
    );
    const { rerender } = render(view(0));
    await userEvent.click(await screen.findByRole('button', { name: 'Show the arguments' }));
    const city = screen.getByRole('textbox', { name: 'City' });
    await userEvent.type(city, 'Os');
    rerender(view(1));
    await userEvent.type(city, 'lo');
    rerender(view(2));
    expect(screen.getByRole('button', { name: 'Hide the arguments' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(city).toHaveValue('Oslo');
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given zh-CN, should say it in Chinese', async () => {
    render(
      <ElicitationDialog
        request={ask}
        server={weather}
        onResult={resultSpy()}
        locale="zh-CN"
        origin={{ method: 'tools/call', name: 'forecast', arguments: { days: 3 } }}
      />,
    );
    await expect.element(screen.getByText('Which city?')).toBeVisible();
    expect(dialog().querySelector('.mcp-elicit-why-asked p')?.textContent).toBe(
      'Weather 在运行 forecast 时提出此请求',
    );
    expect(screen.getByRole('button', { name: '显示参数' })).toBeVisible();
  });

  it('given an ACP scope (a tool call, a session, a request outside any session), should word each, now and in a record, in en and zh-CN', async () => {
    const cases = [
      [
        { method: 'acp/tool_call', name: 'Running the tests', arguments: { command: 'npm test' } },
        'Weather asks during the tool call Running the tests',
        'Weather asked during the tool call Running the tests',
        'Weather 在工具调用 Running the tests 期间提出此请求',
      ],
      [
        { method: 'acp/session', name: 'sess_1' },
        'Weather asks for this session',
        'Weather asked for this session',
        'Weather 为本次会话提出此请求',
      ],
      [
        { method: 'acp/request', name: '4' },
        'Weather asks outside any session',
        'Weather asked outside any session',
        'Weather 在任何会话之外提出此请求',
      ],
    ] as const;
    const text = () => document.querySelector('.mcp-elicit-why-asked-text')?.textContent;
    for (const [origin, now, past, chinese] of cases) {
      const live = render(
        <ElicitationDialog request={ask} server={weather} onResult={resultSpy()} origin={origin} />,
      );
      await expect.element(screen.getByText('Which city?')).toBeVisible();
      expect(text()).toBe(now);
      // A session's or a request's id means nothing to a person: the sentence leaves it out.
      expect(dialog().textContent).not.toMatch(/sess_1|\b4\b/);
      live.unmount();
      const chineseView = render(
        <ElicitationDialog
          request={ask}
          server={weather}
          onResult={resultSpy()}
          origin={origin}
          locale="zh-CN"
        />,
      );
      expect(text()).toBe(chinese);
      chineseView.unmount();
      const stored = render(
        <ElicitationPanel
          record={{
            version: 1,
            outcome: 'declined',
            server: weather,
            mode: 'form',
            message: 'Which city?',
            at: 1,
            origin,
          }}
        />,
      );
      await userEvent.click(screen.getByText('Details'));
      expect(text()).toBe(past);
      stored.unmount();
    }
  });
});
