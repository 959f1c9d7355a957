import type { ReactNode } from 'react';
import type { ElicitationFlow } from '../flow/use-flow-view.js';

/** What every step takes, form or URL, in the dialog or the panel. */
export interface StepProps {
  /** The consent state and its actions. */
  flow: ElicitationFlow;
  /** Shown in place of the footer while the flow asks something inline (the footer stays, hidden). */
  asking?: ReactNode;
  /** A bulk refusal offered with the others ("Decline all from …"). */
  bulkRefusal?: ReactNode;
}
