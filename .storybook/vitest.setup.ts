// Runs before the stories when they run as tests (vitest --project storybook), in Chromium.
import { cdp } from 'vitest/browser';

// Lends stories Chromium's forced-colours emulation (see stories/support/forced-colors.ts).
globalThis.__mcpElicitEmulateForcedColors = async (active) => {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'forced-colors', value: active ? 'active' : 'none' }],
  });
};
