// Fails every test of a React 18 project at once when the alias did not take (React 19 loaded instead),
// rather than letting it pass on the wrong React.
import { version as reactVersion } from 'react';
import { version as domVersion } from 'react-dom';
import { beforeAll } from 'vitest';

beforeAll(() => {
  if (!reactVersion.startsWith('18.') || !domVersion.startsWith('18.')) {
    throw new Error(`expected React 18 here, got react ${reactVersion} and react-dom ${domVersion}`);
  }
});
