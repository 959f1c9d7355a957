/**
 * What every world of the model-based test offers its commands: where the flow is on screen, and the checks
 * that hold after every step. The queue world (provider + dialog) and the standalone one (a dialog or a panel a
 * host holds itself) both implement it, so a person's commands are written once.
 */
import type { ElicitResult, FormModel } from '../../../src/index.js';
import type { FlowModel } from './model.js';

export interface FlowWorld {
  /**
   * `dialog`: Escape, × and an outside click dismiss, and focus is trapped; `panel` and `own` (a host's own
   * presentation): none of that.
   */
  readonly view: 'dialog' | 'panel' | 'own';
  /** The element holding the flow on screen (the dialog, the panel), or null when there is none. */
  root(): HTMLElement | null;
  /** Every answer each request got, by its `Q<id>` label. */
  readonly results: Map<number, ElicitResult[]>;
  /** The compiled form of each form request, to hold every accepted answer to `validateContent`. */
  readonly forms: Map<number, FormModel>;
  /** The checks of this world on top of the shared ones. */
  checkWorld(model: FlowModel): void;
}
