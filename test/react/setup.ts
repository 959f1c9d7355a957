import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait on the tree's own changes (the URL analysis is imported on demand, transformed cold in a
// full run); their bound only guards against a hang, as in test/browser/setup.ts.
configure({ asyncUtilTimeout: 30_000 });

afterEach(cleanup);
