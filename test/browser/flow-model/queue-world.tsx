/**
 * The real side of the model-based test: one queue with two connections, shown by `<ElicitationProvider>`
 * (the real Radix dialog, in StrictMode, inside an `<Activity>` where React has one), and what each request was
 * answered with, as the server receives it.
 */
import { act, render } from '@testing-library/react';
import * as React from 'react';
import { StrictMode } from 'react';
import { expect } from 'vitest';
import { parseElicitRequest } from '../../../src/core/index.js';
import {
  createElicitationQueue,
  ElicitationProvider,
  type ElicitationQueue,
  type ElicitResult,
  type FormModel,
} from '../../../src/index.js';
import { byLabel, type RequestKind, type SourceIndex, unanswered } from './model.js';
import { openDialog, shownLabel } from './ui.js';
import type { FlowWorld } from './world.js';

type ActivityComponent = NonNullable<(typeof React)['Activity']>;

/** React's `<Activity>` (19.2+), or undefined on React 18, where the hide and show commands are left out. */
export const Activity: ActivityComponent | undefined = (React as Partial<typeof React>).Activity;

export const SERVERS = [{ name: 'Alpha' }, { name: 'Beta' }] as const;
/** The one address every 2026-07-28 URL request of a source asks for, so a second one is "not finished yet". */
export const hrefOf = (source: SourceIndex) => `https://login.example.com/connect?source=${source}`;

export function paramsOf(id: number, kind: RequestKind, source: SourceIndex): Record<string, unknown> {
  const message = `Q${id}: ${kind === 'form' ? 'your name, please' : 'sign in, please'}`;
  if (kind === 'form') {
    return {
      message,
      requestedSchema: {
        type: 'object',
        properties: { name: { type: 'string', title: 'Name', minLength: 2 } },
        required: ['name'],
      },
    };
  }
  return kind === 'url'
    ? { mode: 'url', message, url: hrefOf(source) }
    : { mode: 'url', message, url: hrefOf(source), elicitationId: `e${id}` };
}

export interface QueueWorld extends FlowWorld {
  readonly queue: ElicitationQueue;
  readonly sources: readonly [object, object];
  readonly controllers: Map<number, AbortController>;
  present(id: number, kind: RequestKind, source: SourceIndex): void;
  setHidden(hidden: boolean): void;
  /** Unmounts the provider (a real unmount: everything waiting is cancelled), then mounts a new one. */
  remount(): void;
  /** Hides the provider and unmounts it in the same task, then mounts a new one (hidden). */
  hideAndRemount(): void;
}

const labelOf = (message: string) => Number(message.match(/Q(\d+):/)?.[1]);

function Host({ queue, hidden }: { queue: ElicitationQueue; hidden: boolean }) {
  const provider = <ElicitationProvider queue={queue} />;
  return (
    <StrictMode>
      {Activity ? <Activity mode={hidden ? 'hidden' : 'visible'}>{provider}</Activity> : provider}
    </StrictMode>
  );
}

export function createQueueWorld(): QueueWorld {
  const queue = createElicitationQueue();
  const sources = [{ connection: 'alpha' }, { connection: 'beta' }] as const;
  const results = new Map<number, ElicitResult[]>();
  const controllers = new Map<number, AbortController>();
  const forms = new Map<number, FormModel>();
  let hidden = false;
  let view = render(<Host queue={queue} hidden={hidden} />);
  return {
    view: 'dialog',
    root: openDialog,
    checkWorld(model) {
      const snapshot = queue.snapshot();
      expect(
        snapshot.pending.map((entry) => labelOf(entry.request.message)),
        'what waits in the queue',
      ).toEqual(unanswered(model).map((request) => request.id));
      if (model.hidden) return;
      const root = openDialog();
      const current = snapshot.current && labelOf(snapshot.current.request.message);
      if (current !== undefined && !root) expect.fail(`Q${current} waits, and no dialog shows it`);
      const shown = byLabel(model, shownLabel(root));
      // The dialog shows the queue's current request, or one that expired while shown (until it is closed).
      if (root)
        expect(
          shown?.id === current || shown?.aborted === true,
          `shows Q${shown?.id}, current Q${current}`,
        ).toBe(true);
    },
    queue,
    sources,
    results,
    controllers,
    forms,
    present(id, kind, source) {
      const params = paramsOf(id, kind, source);
      const parsed = parseElicitRequest(params);
      if (parsed.mode === 'form') forms.set(id, parsed.form);
      const controller = new AbortController();
      controllers.set(id, controller);
      results.set(id, []);
      act(() => {
        void queue
          .present(params, { server: SERVERS[source], source: sources[source], signal: controller.signal })
          .then((result) => results.get(id)?.push(result));
      });
    },
    setHidden(next) {
      hidden = next;
      view.rerender(<Host queue={queue} hidden={hidden} />);
    },
    remount() {
      view.unmount();
      view = render(<Host queue={queue} hidden={hidden} />);
    },
    hideAndRemount() {
      hidden = true;
      view.rerender(<Host queue={queue} hidden={hidden} />);
      this.remount();
    },
  };
}
