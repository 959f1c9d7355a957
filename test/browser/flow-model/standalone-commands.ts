/**
 * What the host does to a flow it holds itself — re-render with equal params, with new params, abort, unmount,
 * `<Activity>` — beside the person's commands.
 */
import { act } from '@testing-library/react';
import fc from 'fast-check';
import { flowDoorCommands } from './door-commands.js';
import { checkInvariants } from './invariants.js';
import { answer, CANCEL, type FlowModel, unanswered } from './model.js';
import { type FlowCommand, personCommands } from './person-commands.js';
import { Activity } from './queue-world.js';
import type { StandaloneWorld, View } from './standalone-world.js';

type HostCommand = fc.AsyncCommand<FlowModel, StandaloneWorld>;

function hostCommand(
  name: string,
  run: (model: FlowModel, world: StandaloneWorld) => void,
  check: (model: FlowModel) => boolean = () => true,
): HostCommand {
  return {
    check,
    async run(model, world) {
      run(model, world);
      await checkInvariants(model, world);
    },
    toString: () => name,
  };
}

/** The request on screen: the newest (each new one replaces the last). */
const current = (model: FlowModel) => model.requests[model.requests.length - 1];

/** The one it replaced, or the one that left, is answered `cancel` — unless it expired, which reports nothing. */
function leaves(model: FlowModel): void {
  const request = current(model);
  if (request && unanswered(model).includes(request)) answer(request, CANCEL);
}

const equalParams = hostCommand('re-render with equal params', (_, world) => world.rerender('equal'));
const newParams = hostCommand('re-render with new params', (model, world) => {
  leaves(model);
  world.rerender('new');
});

/** The server stops waiting: the flow locks, says nothing was sent, and reports nothing. */
const abort = hostCommand('abort', (model, world) => {
  const request = current(model);
  if (!request) return;
  if (request.expected === undefined) {
    request.aborted = true;
    answer(request);
  }
  act(() => world.controllers.get(request.id)?.abort());
});

const remount = hostCommand('unmount and show a new one', (model, world) => {
  leaves(model);
  world.remount();
});

const hideAndRemove = hostCommand(
  'hide and remove at once',
  (model, world) => {
    leaves(model);
    model.hidden = true;
    world.hideAndRemove();
  },
  (model) => !model.hidden,
);

const setHidden = (hidden: boolean) =>
  hostCommand(
    hidden ? 'hide (Activity)' : 'show (Activity)',
    (model, world) => {
      model.hidden = hidden;
      world.setHidden(hidden);
    },
    (model) => model.hidden !== hidden,
  );

export function flowCommands(view: View): fc.Arbitrary<HostCommand | FlowCommand>[] {
  const commands: fc.Arbitrary<HostCommand | FlowCommand>[] = [
    ...personCommands({ dialog: view === 'dialog', queue: false }),
    fc.constant(equalParams),
    fc.constant(newParams),
    fc.constant(abort),
    fc.constant(remount),
  ];
  // A host's own presentation can also answer through the flow's doors, not only by its buttons.
  if (view === 'own') commands.push(...flowDoorCommands());
  // React 18 has no <Activity>: hiding and showing are left out there.
  if (Activity) commands.push(fc.boolean().map(setHidden), fc.constant(hideAndRemove));
  return commands;
}
