import * as React from 'react';
import type { TestContext } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** Why the test was skipped: in the JSON report, and listed by `npm test` under its summary. */
    skipReason?: string;
  }
}

type ActivityComponent = typeof React.Activity;

/**
 * React's `<Activity>` (19.2+) for a test that needs it. Where React has none (the `…-react18` projects),
 * skips the test with the reason in the report, so a React 18 run never passes it unseen.
 *
 * @example
 * it('…', async (context) => {
 *   const Activity = activityOrSkip(context);
 *   render(<Activity mode="hidden"><App /></Activity>);
 * });
 */
export function activityOrSkip(context: TestContext): ActivityComponent {
  const Activity = (React as Partial<typeof React>).Activity;
  if (Activity === undefined) {
    const reason = `React ${React.version} has no <Activity> (React 19.2+)`;
    context.task.meta.skipReason = reason;
    context.skip(reason);
  }
  return Activity;
}
