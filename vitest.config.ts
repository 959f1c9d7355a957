import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/core/**/*.test.ts'],
          exclude: ['test/core/**/*.csp.test.ts'],
        },
      },
      {
        // Node refuses eval and `new Function` here, as a page under a strict CSP does:
        // proves the validator falls back instead of failing.
        extends: true,
        test: {
          name: 'no-eval',
          environment: 'node',
          include: ['test/core/**/*.csp.test.ts'],
          pool: 'forks',
          execArgv: ['--disallow-code-generation-from-strings'],
        },
      },
    ],
  },
});
