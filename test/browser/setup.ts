import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait on the page's own changes; their bound only guards against a hang. Testing Library's
// default of 1 s is a deadline a busy machine passes (an app iframe starting, a dialog under two CPU hogs).
configure({ asyncUtilTimeout: 30_000 });

afterEach(cleanup);
