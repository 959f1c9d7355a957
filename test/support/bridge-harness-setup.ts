import type { TestProject } from 'vitest/node';
import { startBridgeHarness } from './bridge-harness.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback bridge harness (`test/support/bridge-harness.ts`) the page's tests talk to. */
    bridgeHarness: string;
  }
}

/** Starts the bridge harness once for the run; the page reads its URL with `inject('bridgeHarness')`. */
export default async function setup(project: TestProject) {
  const harness = await startBridgeHarness();
  project.provide('bridgeHarness', harness.url);
  return () => harness.close();
}
