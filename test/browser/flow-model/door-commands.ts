/**
 * The doors a host's own code answers by (issue 29: one door for every answer), as commands beside the person's:
 * the queue entry's `respond` in the queue world, the flow's `finish` and `accept` in the world of a host's own
 * presentation. An `accept` whose content fails the request's schema must throw `AnswerNotDeliveredError` and change
 * nothing (the invariants after each command say nothing was sent, and the request is still answerable); `decline`
 * and `cancel` go through without the content they were given; a valid `accept` goes through.
 */
import { act } from '@testing-library/react';
import fc from 'fast-check';
import { expect } from 'vitest';
import { AnswerNotDeliveredError, type ElicitContent, type ElicitResult } from '../../../src/index.js';
import { checkInvariants } from './invariants.js';
import { answer, byLabel, type FlowModel } from './model.js';
import type { QueueWorld } from './queue-world.js';
import type { StandaloneWorld } from './standalone-world.js';

/** Content the one-field form (`name`, required, at least 2 characters) refuses, each for another reason. */
const INVALID: readonly ElicitContent[] = [
  {},
  { name: 'A' },
  { name: 42 as unknown as string },
  { name: 'Ada', extra: 'x' },
];

function expectRefused(act: () => void, what: string): void {
  let thrown: unknown;
  try {
    act();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, what).toBeInstanceOf(AnswerNotDeliveredError);
  expect((thrown as AnswerNotDeliveredError).kind, what).toBe('invalid-content');
}

const labelOf = (message: string) => Number(message.match(/Q(\d+):/)?.[1]);

type QueueDoor = fc.AsyncCommand<FlowModel, QueueWorld>;

function queueDoor(name: string, run: (model: FlowModel, world: QueueWorld) => void): QueueDoor {
  return {
    check: (model) => model.requests.length > 0,
    async run(model, world) {
      run(model, world);
      await checkInvariants(model, world);
    },
    toString: () => name,
  };
}

/** `entry.respond(accept)` with content the schema refuses, on a waiting form request. */
const respondInvalid = (pick: number, variant: number) =>
  queueDoor(`respond(#${pick}, invalid ${JSON.stringify(INVALID[variant])})`, (_, world) => {
    const forms = world.queue.snapshot().pending.filter((entry) => entry.request.mode === 'form');
    const entry = forms[pick % Math.max(forms.length, 1)];
    if (!entry) return;
    const content = INVALID[variant] as ElicitContent;
    act(() =>
      expectRefused(
        () => void entry.respond({ action: 'accept', content }),
        `Q${labelOf(entry.request.message)}`,
      ),
    );
  });

/** `entry.respond(decline | cancel)` carrying content, which must not travel; or a valid accept. */
const respondWith = (pick: number, action: ElicitResult['action']) =>
  queueDoor(`respond(#${pick}, ${action} with content)`, (model, world) => {
    const pending = world.queue.snapshot().pending;
    const entry = pending[pick % Math.max(pending.length, 1)];
    const request = entry && byLabel(model, labelOf(entry.request.message));
    if (!entry || !request) return;
    const content = { name: 'Grace' };
    if (action !== 'accept') answer(request, { action });
    else if (request.kind === 'form') answer(request, { action, content });
    else {
      // URL mode: accept is consent only. A 2026-07-28 accept is a Continue: the same address next is "not finished".
      answer(request, { action });
      if (request.kind === 'url') model.continued.add(request.source);
    }
    act(() => void entry.respond({ action, content }));
  });

/** The queue world's doors, beside the person's and the host's commands. */
export function queueDoorCommands(): fc.Arbitrary<QueueDoor>[] {
  return [
    fc.tuple(fc.nat(5), fc.nat(INVALID.length - 1)).map(([pick, variant]) => respondInvalid(pick, variant)),
    fc
      .tuple(fc.nat(5), fc.constantFrom<ElicitResult['action']>('accept', 'decline', 'cancel'))
      .map(([pick, action]) => respondWith(pick, action)),
  ];
}

type FlowDoor = fc.AsyncCommand<FlowModel, StandaloneWorld>;

function flowDoor(name: string, run: (model: FlowModel, world: StandaloneWorld) => void): FlowDoor {
  return {
    check: (model) => model.requests.length > 0,
    async run(model, world) {
      run(model, world);
      await checkInvariants(model, world);
    },
    toString: () => name,
  };
}

/** The request the host's own presentation shows (the newest: each new one replaces the last). */
const shownRequest = (model: FlowModel) => model.requests[model.requests.length - 1];

const finishInvalid = (variant: number) =>
  flowDoor(`flow.finish(accept invalid ${JSON.stringify(INVALID[variant])})`, (_, world) => {
    const flow = world.flow();
    if (!flow) return;
    const content = INVALID[variant] as ElicitContent;
    act(() => expectRefused(() => flow.finish({ action: 'accept', content }), 'finish'));
  });

const acceptInvalid = (variant: number) =>
  flowDoor(`flow.accept(invalid ${JSON.stringify(INVALID[variant])})`, (_, world) => {
    const flow = world.flow();
    if (!flow) return;
    act(() => {
      const issues = flow.accept(INVALID[variant] as ElicitContent);
      // Nothing to check once only closing is left (answered, expired): the checking door then does nothing.
      if (!flow.locked && !flow.closeOnly)
        expect(issues.length, 'accept(invalid) says why').toBeGreaterThan(0);
    });
  });

const finishRefusal = (action: 'decline' | 'cancel') =>
  flowDoor(`flow.finish(${action} with content)`, (model, world) => {
    const flow = world.flow();
    const request = shownRequest(model);
    if (!flow || !request || model.hidden) return;
    answer(request, { action });
    act(() => flow.finish({ action, content: { name: 'Grace' } }));
  });

/** The doors of the flow in a host's own presentation. */
export function flowDoorCommands(): fc.Arbitrary<FlowDoor>[] {
  return [
    fc.nat(INVALID.length - 1).map(finishInvalid),
    fc.nat(INVALID.length - 1).map(acceptInvalid),
    fc.constantFrom<'decline' | 'cancel'>('decline', 'cancel').map(finishRefusal),
  ];
}
