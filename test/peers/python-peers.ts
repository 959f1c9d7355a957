// What the peers suites share about the venv that python-env.ts (the global setup) made: its python, and a
// skip that names why there is none, so the summary of `npm test` prints the reason beside each skipped test.
// Under CI, which installs Python (.ci/run), a missing venv fails each test instead: it is a broken set-up there.
import { inject, type TestContext } from 'vitest';

/** The venv's python, or `''` when the peers cannot run on this machine. */
export const python = inject('peersPython');

/**
 * For a `beforeEach`: skips the test, with the global setup's reason in the report, when there is no venv
 * (fails it under CI).
 *
 * @example
 * describe('FastMCP as the server', () => {
 *   beforeEach(skipWithoutPython);
 *   beforeAll(async () => { if (python) peer = await startPeer(python, 'fastmcp_server.py'); });
 * });
 */
export function skipWithoutPython(context: TestContext): void {
  if (python) return;
  const reason = inject('peersSkipReason') || 'the Python peers are not set up';
  if (process.env.CI === 'true' || process.env.CI === '1')
    throw new Error(`the Python peers cannot run: ${reason}`);
  context.task.meta.skipReason = reason;
  context.skip(reason);
}
