/**
 * Enter pressed the moment a dialog opens must send nothing: focus starts on the first field, else on the
 * heading, never on a button (Decline, Cancel, Open, × or "Decline all").
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createElicitationQueue, type ElicitResult } from '../../src/core/index.js';
import { ElicitationDialog, ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { animationsDone, resultSpy, tick } from './helpers.js';

const server = { name: 'focus', title: 'Focus Server' };
const noFields = { message: 'Delete the three drafts?', requestedSchema: { type: 'object', properties: {} } };
const url = {
  mode: 'url',
  message: 'Sign in to continue',
  url: 'https://login.example.com/start',
  elicitationId: 'e1',
};

describe('first focus', () => {
  it.each([
    ['a no-field dialog', noFields, 'Focus Server asks you to confirm'],
    ['a URL dialog', url, 'Focus Server wants to send you to a website'],
  ])(
    'given %s, when Enter is pressed as it opens, should send nothing and focus the heading',
    async (_, request, title) => {
      const onResult = resultSpy();
      render(<ElicitationDialog request={request} server={server} onResult={onResult} />);
      await expect.element(screen.getByRole('heading', { name: title })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('{Enter}');
      await tick();
      expect(onResult).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog')).toBeVisible();
    },
  );

  it('given a form with fields, should focus the first field', async () => {
    render(
      <ElicitationDialog
        request={{
          message: 'Name?',
          requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
        }}
        server={server}
        onResult={resultSpy()}
      />,
    );
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('given the provider showing a second request from the same connection, when Enter is pressed as it opens, should decline nothing', async () => {
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} />);
    const source = {};
    const results: Promise<ElicitResult>[] = [];
    act(() => {
      results.push(queue.present(noFields, { server, source }));
      results.push(queue.present(url, { server, source }));
    });
    await animationsDone();
    // "Decline all from …" is offered here (two requests wait), but never focused.
    expect(screen.getByRole('button', { name: 'Decline all from Focus Server…' })).toBeVisible();
    await expect
      .element(screen.getByRole('heading', { name: 'Focus Server asks you to confirm' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await tick();
    expect(queue.size).toBe(2);
    expect(queue.isDeclined(source)).toBe(false);
  });
});
