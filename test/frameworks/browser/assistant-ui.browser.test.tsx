// assistant-ui (examples/assistant-ui) in Chromium, end to end: the example's page (assistant-ui's thread on the AI
// SDK runtime, `useChatRuntime` + `AssistantChatTransport`) against the app's server (examples/next-ai-sdk's chat and
// bridge routes, the AI SDK's test model, a real MCP server per revision). The person asks for a table; the model
// calls the MCP tool; the server's question appears inline at that tool call; the person answers in the panel; the
// tool's result and the model's reply come back in the thread, and the panel's record stays at the tool call.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import ChatPage from '../../../examples/assistant-ui/app/page.js';
import { expectNoAxeViolations, whenEnabled } from '../../browser/helpers.js';

const app = inject('frameworksApp');
let users = 0;

describe.each(['2025-11-25', '2026-07-28'])(
  'assistant-ui on the AI SDK runtime, against a %s server',
  (revision) => {
    it('given the model calls a tool whose server asks, when the person answers at the tool call, should resume the run and keep the record there', async () => {
      const headers = { 'x-test-user': `aui-${revision}-${++users}` };
      render(
        <ChatPage
          api={`${app}/${revision}/api/chat`}
          elicitation={`${app}/${revision}/api/elicitation`}
          headers={headers}
        />,
      );
      const before = ((await (await fetch(`${app}/${revision}/received`)).json()) as unknown[]).length;
      await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'A table tonight, please');
      await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

      // The question, inside the tool call's part of the thread.
      const toolCall = (await screen.findByText(/book_table:/, {}, { timeout: 60_000 })).closest(
        '[data-tool-call]',
      );
      if (!(toolCall instanceof HTMLElement)) throw new Error('no tool call in the thread');
      const panel = await within(toolCall).findByRole('region', {}, { timeout: 60_000 });
      expect(within(panel).getByText('How many guests, and under which name?')).toBeVisible();
      await expectNoAxeViolations(toolCall);

      await userEvent.type(within(panel).getByLabelText(/Guests/), '4');
      await userEvent.type(within(panel).getByLabelText(/Name on the booking/), 'Ada');
      await userEvent.click(within(panel).getByRole('button', { name: 'Review' }));
      await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));

      // The run resumed: the model's reply with the tool's result, and the record still at the tool call.
      await screen.findByText(/Done:/, {}, { timeout: 60_000 });
      expect(within(toolCall).getByText(/book_table: complete/)).toBeVisible();
      expect(within(toolCall).getByRole('region')).toHaveTextContent('Ada');
      const received = (await (await fetch(`${app}/${revision}/received`)).json()) as unknown[];
      expect(received.slice(before)).toEqual([{ action: 'accept', content: { guests: 4, name: 'Ada' } }]);
      await expectNoAxeViolations(toolCall);
    });

    it('given a question on screen at the tool call, when the person stops the run, should end the question there and send the server no answer but cancel', async () => {
      const headers = { 'x-test-user': `aui-stop-${revision}-${++users}` };
      render(
        <ChatPage
          api={`${app}/${revision}/api/chat`}
          elicitation={`${app}/${revision}/api/elicitation`}
          headers={headers}
        />,
      );
      const before = ((await (await fetch(`${app}/${revision}/received`)).json()) as unknown[]).length;
      await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'A table tonight, please');
      await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
      const toolCall = (await screen.findByText(/book_table:/, {}, { timeout: 60_000 })).closest(
        '[data-tool-call]',
      );
      if (!(toolCall instanceof HTMLElement)) throw new Error('no tool call in the thread');
      const panel = await within(toolCall).findByRole('region', {}, { timeout: 60_000 });
      await userEvent.type(within(panel).getByLabelText(/Guests/), '4');

      // Stop, once the composer offers it enabled (while the run goes).
      const stop = await whenEnabled(() => screen.getByRole('button', { name: 'Stop' }));
      await userEvent.click(stop);
      // The run's request ended, and with it the question: the panel stays as its record, the form gone.
      await within(toolCall).findByText(/nothing was sent/, {}, { timeout: 60_000 });
      expect(within(toolCall).queryByLabelText(/Guests/)).toBeNull();
      const received = (await (await fetch(`${app}/${revision}/received`)).json()) as unknown[];
      // The server heard its question cancelled, or its tool call first (then nothing at all): never an answer.
      expect([[], [{ action: 'cancel' }]]).toContainEqual(received.slice(before));
      await expectNoAxeViolations(toolCall);
    });
  },
);
