/**
 * What a person does to the flow on screen, as fast-check commands. Each acts on what is visible and does
 * nothing when its button is not there: the model does not replay the flow's steps, it reads them, and predicts
 * what matters — the answer the server must get, and what must not be lost.
 */
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { expect } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ElicitResult } from '../../../src/index.js';
import { checkInvariants } from './invariants.js';
import {
  ACCEPT,
  answer,
  byLabel,
  CANCEL,
  DECLINE,
  type FlowModel,
  isValidName,
  type ModelRequest,
  type SourceIndex,
  unanswered,
} from './model.js';
import {
  type Dismissal,
  dismissDialog,
  nameField,
  press,
  type Step,
  settle,
  shownLabel,
  stepOf,
} from './ui.js';
import type { FlowWorld } from './world.js';

export type FlowCommand = fc.AsyncCommand<FlowModel, FlowWorld>;

interface OnScreen {
  root: HTMLElement;
  request: ModelRequest;
  step: Step;
}

function onScreen(model: FlowModel, world: FlowWorld): OnScreen | undefined {
  if (model.hidden) return undefined;
  const root = world.root();
  const request = byLabel(model, shownLabel(root));
  if (!root || !request) return undefined;
  return { root, request, step: stepOf(root) };
}

function personCommand(
  name: string,
  act: (model: FlowModel, shown: OnScreen, world: FlowWorld) => Promise<void>,
): FlowCommand {
  return {
    check: (model) => !model.hidden && model.requests.length > 0,
    async run(model, world) {
      const shown = onScreen(model, world);
      if (shown) await act(model, shown, world);
      await checkInvariants(model, world);
    },
    toString: () => name,
  };
}

const type = (text: string) =>
  personCommand(`type(${JSON.stringify(text)})`, async (_, { root, request, step }) => {
    const field = nameField(root);
    if (step !== 'form' || !field || field.disabled) return;
    await userEvent.fill(field, text);
    request.draft = text;
    request.typed = true;
  });

const review = personCommand('review', async (_, { root, request, step }) => {
  if (step !== 'form' || request.aborted || !(await press(root, 'Review'))) return;
  await settle();
  expect(stepOf(root), `Review with ${JSON.stringify(request.draft)}`).toBe(
    isValidName(request.draft) ? 'review' : 'form',
  );
});

const edit = personCommand('edit', async (_, { root, step }) => {
  if (step === 'review') await press(root, 'Edit');
});

const send = personCommand('send', async (_, { root, request, step }) => {
  if (step === 'review' && (await press(root, 'Send'))) {
    answer(request, { action: 'accept', content: { name: request.draft } });
  }
});

const refuse = (label: 'Decline' | 'Cancel', result: ElicitResult) =>
  personCommand(label.toLowerCase(), async (_, { root, request, step }) => {
    if (step !== 'form' && step !== 'review' && step !== 'url-consent') return;
    if (await press(root, label)) answer(request, result);
  });

const dismiss = (how: Dismissal) =>
  personCommand(`dismiss(${how})`, async (_, { root, request, step }, world) => {
    if (step.startsWith('question')) {
      // Escape answers an inline question the safe way; the × and the overlay stay out of it.
      if (how !== 'escape') return;
      await userEvent.keyboard('{Escape}');
      await settle();
      expect(stepOf(world.root()), 'Escape on a question').not.toMatch(/^question/);
      return;
    }
    await dismissDialog(root, how);
    await settle();
    const after = stepOf(world.root());
    if (request.expected !== undefined) {
      // Answered (a 2025-11-25 link opened) or expired: closing sends nothing more.
      if (request.kind === 'legacy' && request.waiting) request.gone = true;
      return;
    }
    if (step === 'url-waiting') {
      expect(after, 'dismissing while waiting').toBe('question-stop-waiting');
      return;
    }
    if (request.kind === 'form' && request.typed) {
      // A typed draft is never thrown away by a stray dismissal; one typed and cleared again may be.
      if (request.draft !== '') {
        expect(after, 'dismissing a typed draft').toBe('question-discard');
        return;
      }
      if (after === 'question-discard') return;
    }
    answer(request, CANCEL);
  });

const discard = personCommand('discard', async (_, { root, request, step }) => {
  if (step === 'question-discard' && (await press(root, 'Discard'))) answer(request, CANCEL);
  if (step === 'question-stop-waiting' && (await press(root, 'Cancel request'))) answer(request, CANCEL);
});

const KEEP: Partial<Record<Step, string>> = {
  'question-discard': 'Keep editing',
  'question-stop-waiting': 'Keep waiting',
  'question-decline-all': 'Go back',
};

const keep = personCommand('keep', async (_, { root, step }, world) => {
  const label = KEEP[step];
  if (!label || !(await press(root, label))) return;
  await settle();
  expect(stepOf(world.root()), `after ${label}`).not.toMatch(/^question/);
});

const declineAll = (confirm: boolean) =>
  personCommand(`declineAll(${confirm ? 'confirm' : 'go back'})`, async (model, { root, request }) => {
    if (!(await press(root, /^Decline all from /))) return;
    await settle();
    expect(stepOf(root), 'Decline all asks first').toBe('question-decline-all');
    if (!confirm) {
      await press(root, 'Go back');
      return;
    }
    await press(root, 'Decline all');
    model.declined.add(request.source);
    for (const other of unanswered(model)) if (other.source === request.source) answer(other, DECLINE);
  });

/** Undo is on the page when no dialog is open, and in the dialog's header when one is. */
const undo: FlowCommand = {
  check: (model) => !model.hidden && model.declined.size > 0,
  async run(model, world) {
    const target = screen.queryAllByRole('button', { name: /^Undo: Declining requests from / })[0];
    if (target && !model.hidden) {
      const name = target.getAttribute('aria-label')?.match(/from (\w+)$/)?.[1];
      await userEvent.click(target);
      model.declined.delete((name === 'Alpha' ? 0 : 1) as SourceIndex);
    }
    await checkInvariants(model, world);
  },
  toString: () => 'undo',
};

const openLink = personCommand('open link', async (_, { root, request, step }) => {
  if (step !== 'url-consent' || !(await press(root, 'Open'))) return;
  request.waiting = true;
  if (request.kind === 'legacy') answer(request, ACCEPT);
});

const continueAfter = personCommand('continue', async (model, { root, request, step }) => {
  if (step !== 'url-waiting' || !(await press(root, 'Continue'))) return;
  if (request.expected === undefined) model.continued.add(request.source);
  answer(request, ACCEPT);
});

const cancelRequest = personCommand('cancel request', async (_, { root, request, step }) => {
  if (step === 'url-waiting' && (await press(root, 'Cancel request'))) answer(request, CANCEL);
});

/** A person's commands; dismissals only where there is a dialog, "Decline all" only where a queue offers it. */
export function personCommands(options: { dialog: boolean; queue: boolean }): fc.Arbitrary<FlowCommand>[] {
  const commands: fc.Arbitrary<FlowCommand>[] = [
    fc.constantFrom('', 'A', 'Ada', 'Grace Hopper').map(type),
    fc.constant(review),
    fc.constant(edit),
    fc.constant(send),
    fc.constant(refuse('Decline', DECLINE)),
    fc.constant(refuse('Cancel', CANCEL)),
    fc.constant(discard),
    fc.constant(keep),
    fc.constant(openLink),
    fc.constant(continueAfter),
    fc.constant(cancelRequest),
  ];
  if (options.dialog) commands.push(fc.constantFrom<Dismissal>('escape', 'close', 'outside').map(dismiss));
  if (options.queue) commands.push(fc.boolean().map(declineAll), fc.constant(undo));
  return commands;
}
