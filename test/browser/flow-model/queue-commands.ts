/**
 * What servers and the host do to the queue, as fast-check commands, with the person's commands beside them:
 * requests from two connections, aborts, completions, `cancelAll`, a connection closing, `<Activity>`, unmount.
 */
import { act } from '@testing-library/react';
import fc from 'fast-check';
import { expect } from 'vitest';
import { queueDoorCommands } from './door-commands.js';
import { checkInvariants } from './invariants.js';
import {
  answer,
  CANCEL,
  DECLINE,
  type FlowModel,
  type ModelRequest,
  type RequestKind,
  type SourceIndex,
} from './model.js';
import { type FlowCommand, personCommands } from './person-commands.js';
import { Activity, type QueueWorld, SERVERS } from './queue-world.js';

type QueueCommand = fc.AsyncCommand<FlowModel, QueueWorld>;

function hostCommand(
  name: string,
  run: (model: FlowModel, world: QueueWorld) => void,
  check: (model: FlowModel) => boolean = () => true,
): QueueCommand {
  return {
    check,
    async run(model, world) {
      run(model, world);
      await checkInvariants(model, world);
    },
    toString: () => name,
  };
}

const present = (kind: RequestKind, source: SourceIndex) =>
  hostCommand(`present(${kind}, ${SERVERS[source].name})`, (model, world) => {
    const request: ModelRequest = {
      id: model.nextId++,
      kind,
      source,
      draft: '',
      typed: false,
      waiting: false,
      gone: false,
      completed: false,
      aborted: false,
    };
    model.requests.push(request);
    // Declined at once, before anything else; else the same address just continued from is "not finished yet".
    if (model.declined.has(source)) answer(request, DECLINE);
    else if (kind === 'url' && model.continued.delete(source)) request.waiting = true;
    world.present(request.id, kind, source);
  });

/** 2025-11-25 `notifications/elicitation/complete` for one of the legacy URL requests. */
const complete = (pick: number) =>
  hostCommand(
    `complete(legacy #${pick})`,
    (model, world) => {
      const legacy = model.requests.filter((request) => request.kind === 'legacy');
      const request = legacy[pick % legacy.length];
      if (!request) return;
      let done = false;
      act(() => {
        done = world.queue.complete(`e${request.id}`, world.sources[request.source]);
      });
      expect(done, `complete(e${request.id})`).toBe(request.waiting && !request.gone && !request.completed);
      if (done) request.completed = true;
    },
    (model) => model.requests.some((request) => request.kind === 'legacy'),
  );

/** The server cancels, or its request times out: its signal aborts. */
const abort = (pick: number) =>
  hostCommand(
    `abort(#${pick})`,
    (model, world) => {
      const request = model.requests[pick % model.requests.length];
      if (!request) return;
      if (request.expected === undefined) {
        request.aborted = true;
        answer(request, CANCEL);
      }
      act(() => world.controllers.get(request.id)?.abort());
    },
    (model) => model.requests.length > 0,
  );

/** Cancels in bulk: unanswered requests get `cancel`, answered ones still waiting leave the screen. */
function cancelInModel(model: FlowModel, source?: SourceIndex): void {
  for (const request of model.requests) {
    if (source !== undefined && request.source !== source) continue;
    if (request.expected === undefined) answer(request, CANCEL);
    else if (request.waiting) request.gone = true;
  }
}

/** `queue.cancelAll()` (the host clears the screen) or `cancelAll(source)` (that connection closed). */
const cancelAll = (source?: SourceIndex) =>
  hostCommand(source === undefined ? 'cancelAll()' : `close(${SERVERS[source].name})`, (model, world) => {
    cancelInModel(model, source);
    if (source !== undefined) model.continued.delete(source);
    act(() => world.queue.cancelAll(source === undefined ? undefined : world.sources[source]));
  });

const setHidden = (hidden: boolean) =>
  hostCommand(
    hidden ? 'hide (Activity)' : 'show (Activity)',
    (model, world) => {
      model.hidden = hidden;
      if (!hidden) model.providerUnseen = false;
      act(() => world.setHidden(hidden));
    },
    (model) => model.hidden !== hidden,
  );

/** The provider really leaves: every waiting request is cancelled; then the host mounts a new one. */
const remount = hostCommand('unmount and mount again', (model, world) => {
  // A provider never shown since it mounted hidden ran no effect: its unmount cannot cancel (see `unseen`).
  if (!model.providerUnseen) cancelInModel(model);
  model.providerUnseen = model.hidden;
  act(() => world.remount());
});

const hideAndRemount = hostCommand(
  'hide and unmount at once, mount again',
  (model, world) => {
    if (!model.providerUnseen) cancelInModel(model);
    model.hidden = true;
    model.providerUnseen = true;
    act(() => world.hideAndRemount());
  },
  (model) => !model.hidden,
);

const source = fc.constantFrom<SourceIndex>(0, 1);
const kind = fc.constantFrom<RequestKind>('form', 'form', 'url', 'legacy');

/** Every command of the queue world, weighted so that a sequence has requests to act on. */
export function queueCommands(): fc.Arbitrary<QueueCommand | FlowCommand>[] {
  const commands: fc.Arbitrary<QueueCommand | FlowCommand>[] = [
    // Four entries of five: a request to act on is what most sequences need.
    ...Array.from({ length: 4 }, () => fc.tuple(kind, source).map(([k, s]) => present(k, s))),
    ...personCommands({ dialog: true, queue: true }),
    fc.nat(5).map(complete),
    fc.nat(7).map(abort),
    fc.constant(cancelAll()),
    source.map((s) => cancelAll(s)),
    fc.constant(remount),
    // A host's own code answering through the queue's door, beside the person on screen.
    ...queueDoorCommands(),
  ];
  // React 18 has no <Activity>: hiding and showing are left out there.
  if (Activity) commands.push(fc.boolean().map(setHidden), fc.constant(hideAndRemount));
  return commands;
}
