// Forced colours (Windows High Contrast) for a story. Under `vitest --project storybook` the setup file
// .storybook/vitest.setup.ts lends the story Chromium's emulation; in the Storybook UI, turn it on in the
// browser's DevTools (Rendering → "Emulate CSS media feature forced-colors").

type Emulate = (active: boolean) => Promise<void>;

/** Set by .storybook/vitest.setup.ts, only when stories run as tests. */
declare global {
  var __mcpElicitEmulateForcedColors: Emulate | undefined;
}

/** A story `beforeEach` that turns forced colours on for the story, where the test runner can, and off after it. */
export async function withForcedColors(): Promise<(() => Promise<void>) | undefined> {
  const emulate = globalThis.__mcpElicitEmulateForcedColors;
  if (!emulate) return undefined;
  await emulate(true);
  return () => emulate(false);
}
