import type { TestProject } from 'vitest/node';
import { startAppHarness } from './app-harness.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app's loopback server for the chat-UI tests (`test/frameworks/browser/app-harness.ts`). */
    frameworksApp: string;
  }
}

/** Starts the app's server once for the run; the page reads its URL with `inject('frameworksApp')`. */
export default async function setup(project: TestProject) {
  const harness = await startAppHarness();
  project.provide('frameworksApp', harness.url);
  return () => harness.close();
}
