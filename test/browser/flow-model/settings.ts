/**
 * How long the model-based runs are. `npm test` runs the bounded default (a fixed seed, so a failure is the
 * same on every machine); `npm run test:fuzz` sets `VITE_FC_FLOW_RUNS` (and may set `VITE_FC_SEED`) for a long run.
 */
import type { Parameters } from 'fast-check';

/**
 * Read from the environment `vitest` ran in. The page has no `process.env`; Vite gives it `import.meta.env`, with
 * the variables named `VITE_…` (so the script sets `VITE_FC_FLOW_RUNS`).
 */
const env: Record<string, string | undefined> =
  (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env ?? {};

export interface FuzzSettings {
  readonly numRuns: number;
  readonly maxCommands: number;
  readonly parameters: Parameters<unknown>;
  /** Per test: the run's own length, not Vitest's 30 s for an example. */
  readonly timeout: number;
}

export function fuzzSettings(bounded: { runs: number; maxCommands: number; seed: number }): FuzzSettings {
  const requested = Number(env.VITE_FC_FLOW_RUNS);
  const long = Number.isInteger(requested) && requested > 0;
  const numRuns = long ? requested : bounded.runs;
  const seed = env.VITE_FC_SEED === undefined ? (long ? Date.now() : bounded.seed) : Number(env.VITE_FC_SEED);
  return {
    numRuns,
    maxCommands: bounded.maxCommands,
    // No shrinking limit: a counterexample is worth the wait; `endOnFailure` keeps a failing run from going on.
    parameters: { numRuns, seed, endOnFailure: true, verbose: 1 },
    timeout: long ? numRuns * 5_000 : 120_000,
  };
}
