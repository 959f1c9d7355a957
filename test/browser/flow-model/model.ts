/**
 * The model of the model-based consent-flow test: what each request should have been answered so far, and
 * what the person typed into it. Small on purpose: the queue's and the dialog's own bookkeeping is what is
 * under test, so the model only says what a person (or server, or host) did and what must follow.
 */
import type { ElicitResult } from '../../../src/index.js';

/** 0 and 1: two connections, whose servers are called Alpha and Beta. */
export type SourceIndex = 0 | 1;

/** `form`: one required text field; `url`: 2026-07-28 (accept on Continue); `legacy`: 2025-11-25 (on Open). */
export type RequestKind = 'form' | 'url' | 'legacy';

export interface ModelRequest {
  /** Its message starts `Q<id>:`, which is how the test knows which request a dialog shows. */
  readonly id: number;
  readonly kind: RequestKind;
  readonly source: SourceIndex;
  /** What the Name field must hold: the person's last typing, `''` before any. */
  draft: string;
  /** Whether the person typed into it at all (a draft typed and cleared again may count as changed). */
  typed: boolean;
  /** The answers allowed by now; `undefined` while it must have none. Set once, never changed. */
  expected?: readonly ElicitResult[];
  /** URL mode: the link was opened (or it started waiting, as a "not finished yet" retry). */
  waiting: boolean;
  /** Gone from the queue entirely (a waiting, answered URL request dismissed or cancelled in bulk). */
  gone: boolean;
  /** The server said the out-of-band step finished (2025-11-25 completion). */
  completed: boolean;
  /** Its signal was aborted: a shown one stays, locked, until closed. */
  aborted: boolean;
  /**
   * Rendered so far only inside a hidden `<Activity>`: React ran none of its effects, refs or cleanups, so when
   * it is removed before ever being shown, nothing can tell, and the host that removed it must answer it.
   */
  unseen?: boolean;
}

export interface FlowModel {
  readonly requests: ModelRequest[];
  readonly declined: Set<SourceIndex>;
  /** Sources whose last 2026-07-28 URL request was answered by Continue: the next one is "not finished yet". */
  readonly continued: Set<SourceIndex>;
  hidden: boolean;
  /** The provider was mounted while hidden and not shown since: unmounting it then cancels nothing (see `unseen`). */
  providerUnseen: boolean;
  nextId: number;
}

export function emptyModel(): FlowModel {
  return {
    requests: [],
    declined: new Set(),
    continued: new Set(),
    hidden: false,
    providerUnseen: false,
    nextId: 1,
  };
}

export const ACCEPT: ElicitResult = { action: 'accept' };
export const DECLINE: ElicitResult = { action: 'decline' };
export const CANCEL: ElicitResult = { action: 'cancel' };

/** Records that `request` must have been answered with one of `allowed`, unless it already was. */
export function answer(request: ModelRequest, ...allowed: ElicitResult[]): void {
  if (request.expected === undefined) request.expected = allowed;
}

export const unanswered = (model: FlowModel) =>
  model.requests.filter((request) => request.expected === undefined);

/** The request a `Q<id>:` label names. */
export function byLabel(model: FlowModel, id: number | undefined): ModelRequest | undefined {
  return model.requests.find((request) => request.id === id);
}

/** What the form accepts: a name of two characters or more (the field is required, `minLength: 2`). */
export const isValidName = (draft: string) => draft.length >= 2;
