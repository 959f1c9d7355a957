/**
 * A model-based test of the whole consent flow (issue 21, section 4): random sequences of what people, servers
 * and hosts do at once — typing, review, edit, send, decline, cancel, Escape / × / outside click, discard /
 * keep, abort, decline-all and undo, `cancelAll`, a connection closing, URL open / continue / not finished /
 * completion, `<Activity>` hide and show, unmount, and a host's own code answering through the queue's and the
 * flow's doors (invalid content must be refused) — against the queue, the provider and the real Radix dialog, the
 * panel, and a host's own presentation on `useElicitationFlow` and `useElicitationHookForm`, in Chromium. After
 * every step: one answer per request and the one the model predicts, nothing sent that fails `validateContent`, no
 * typing lost without a confirmed discard, focus never on <body> while a dialog is open.
 *
 * `npm test` runs a bounded, seeded run; `npm run test:fuzz` a long one (`VITE_FC_FLOW_RUNS`, a random seed unless
 * `VITE_FC_SEED`). Every counterexample found became a named example test in `flow-model-regressions.browser.test.tsx`.
 */
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../src/styles/elicitation.css';
import { emptyModel } from './flow-model/model.js';
import { queueCommands } from './flow-model/queue-commands.js';
import { Activity, createQueueWorld } from './flow-model/queue-world.js';
import { fuzzSettings } from './flow-model/settings.js';
import { flowCommands } from './flow-model/standalone-commands.js';
import { createStandaloneWorld, type View } from './flow-model/standalone-world.js';
import { activityOrSkip } from './react-features.js';

beforeAll(() => {
  // The link opens nothing in a test; Open is still the person's click, and the flow's state is real.
  vi.spyOn(window, 'open').mockReturnValue(null);
});
afterAll(() => {
  vi.restoreAllMocks();
});

const VIEW_NAMES: Record<View, string> = {
  dialog: 'dialog',
  panel: 'panel',
  own: 'presentation of its own (the flow, the react-hook-form adapter, and their doors)',
};

const queueRuns = fuzzSettings({ runs: 120, maxCommands: 16, seed: 2104 });
const viewRuns = fuzzSettings({ runs: 50, maxCommands: 12, seed: 2105 });

describe('the consent flow under random use', () => {
  // On React 18 the runs below leave out the <Activity> commands; this says so in the report, with the reason.
  it('given <Activity> (React 19.2+), should have hide and show among the commands', (context) => {
    activityOrSkip(context);
    expect(Activity).toBeDefined();
  });

  it(
    `given a queue with two connections shown by the provider, when people, servers and the host act in any order (${queueRuns.numRuns} sequences), should keep every invariant`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.commands(queueCommands(), { maxCommands: queueRuns.maxCommands, size: '+1' }),
          async (commands) => {
            cleanup();
            const world = createQueueWorld();
            await fc.asyncModelRun(() => ({ model: emptyModel(), real: world }), commands);
            cleanup();
          },
        ),
        queueRuns.parameters,
      );
    },
    queueRuns.timeout,
  );

  for (const view of ['dialog', 'panel', 'own'] satisfies View[]) {
    it(
      `given one ${VIEW_NAMES[view]} a host holds itself, when the person and the host (re-render, new params, abort, unmount, Activity) act in any order (${viewRuns.numRuns} sequences), should keep every invariant`,
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.commands(flowCommands(view), { maxCommands: viewRuns.maxCommands, size: '+1' }),
            async (commands) => {
              cleanup();
              const world = createStandaloneWorld(view);
              await fc.asyncModelRun(() => ({ model: world.model, real: world }), commands);
              cleanup();
            },
          ),
          viewRuns.parameters,
        );
      },
      viewRuns.timeout,
    );
  }
});
