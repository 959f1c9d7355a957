/**
 * The real side for one flow a host holds itself: `<ElicitationDialog>` or `<ElicitationPanel>` with raw params,
 * a signal and an `onResult` that records which request each answer was for (a new closure on every render, as
 * hosts write it), in StrictMode, inside an `<Activity>` where React has one.
 */
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { parseElicitRequest } from '../../../src/core/index.js';
import {
  ElicitationDialog,
  type ElicitationFlow,
  ElicitationPanel,
  type ElicitResult,
  type FormModel,
} from '../../../src/index.js';
import { emptyModel, type FlowModel, type ModelRequest } from './model.js';
import { OwnView } from './own-view.js';
import { Activity, paramsOf } from './queue-world.js';
import { openDialog } from './ui.js';
import type { FlowWorld } from './world.js';

/** Our dialog, our panel, or a host's own presentation on the flow and the react-hook-form adapter. */
export type View = 'dialog' | 'panel' | 'own';

interface Shown {
  id: number;
  /** A new object on every re-render; equal content keeps the request. */
  params: Record<string, unknown>;
  signal: AbortSignal;
}

export interface StandaloneWorld extends FlowWorld {
  readonly model: FlowModel;
  readonly controllers: Map<number, AbortController>;
  /** Re-renders the same request (a new but equal params object), or replaces it with a new one. */
  rerender(next: 'equal' | 'new'): void;
  setHidden(hidden: boolean): void;
  /** Takes the flow away (a real unmount), then shows a new request. */
  remount(): void;
  /** Hides the flow and takes it away in the same task (a tab closed as it is switched away from). */
  hideAndRemove(): void;
  /** The flow of a host's own presentation (view `own`), for its doors; undefined in the other views. */
  flow(): ElicitationFlow | undefined;
}

const server = { name: 'Alpha' };

export function createStandaloneWorld(view: View): StandaloneWorld {
  const model = emptyModel();
  const results = new Map<number, ElicitResult[]>();
  const forms = new Map<number, FormModel>();
  const controllers = new Map<number, AbortController>();
  let hidden = false;
  let ownFlow: ElicitationFlow | undefined;

  const fresh = (): Shown => {
    const request: ModelRequest = {
      id: model.nextId++,
      kind: 'form',
      source: 0,
      draft: '',
      typed: false,
      waiting: false,
      gone: false,
      completed: false,
      aborted: false,
      unseen: hidden,
    };
    model.requests.push(request);
    const params = paramsOf(request.id, 'form', 0);
    const parsed = parseElicitRequest(params);
    if (parsed.mode === 'form') forms.set(request.id, parsed.form);
    results.set(request.id, []);
    const controller = new AbortController();
    controllers.set(request.id, controller);
    return { id: request.id, params, signal: controller.signal };
  };

  const ui = (shown: Shown | undefined) => {
    // The closure a host writes inline: it names the request it was rendered for.
    const onResult = (result: ElicitResult) => {
      if (shown) results.get(shown.id)?.push(result);
    };
    const flow =
      shown &&
      (view === 'dialog' ? (
        <ElicitationDialog request={shown.params} server={server} signal={shown.signal} onResult={onResult} />
      ) : view === 'panel' ? (
        <ElicitationPanel request={shown.params} server={server} signal={shown.signal} onResult={onResult} />
      ) : (
        // One flow serves one request: the host keys its own presentation by the request.
        <OwnView
          key={shown.id}
          params={shown.params}
          signal={shown.signal}
          onResult={onResult}
          onFlow={(current) => {
            ownFlow = current;
          }}
        />
      ));
    return (
      <StrictMode>
        {Activity ? <Activity mode={hidden ? 'hidden' : 'visible'}>{flow}</Activity> : flow}
      </StrictMode>
    );
  };

  let shown: Shown | undefined = fresh();
  const screen = render(ui(shown));
  const update = () => act(() => screen.rerender(ui(shown)));

  return {
    view,
    model,
    results,
    forms,
    controllers,
    root: () =>
      view === 'dialog'
        ? openDialog()
        : screen.container.querySelector<HTMLElement>('section, article, [role="region"]'),
    checkWorld() {},
    flow: () => (shown && view === 'own' ? ownFlow : undefined),
    rerender(next) {
      if (!shown) return;
      shown = next === 'new' ? fresh() : { ...shown, params: structuredClone(shown.params) };
      update();
    },
    setHidden(next) {
      hidden = next;
      // Only the request on screen is seen now; one removed while hidden stays as it was.
      const current = model.requests.find((request) => request.id === shown?.id);
      if (!hidden && current) current.unseen = false;
      update();
    },
    remount() {
      shown = undefined;
      ownFlow = undefined;
      update();
      shown = fresh();
      update();
    },
    hideAndRemove() {
      hidden = true;
      update();
      this.remount();
    },
  };
}
