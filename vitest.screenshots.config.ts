import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './scripts/chromium.js';

// `npm run screenshots`: renders the dialog in Chromium and writes the PNGs under docs/images/.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['test/screenshots/**/*.shots.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } }),
      instances: [{ browser: 'chromium', viewport: { width: 760, height: 980 } }],
    },
  },
});
