import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog } from '../../src/react/index.js';

const request = parseElicitRequest({ message: 'Name?', requestedSchema: { type: 'object', properties: {} } });
const server = { name: 'acme', version: '1' };

describe('the page behind the dialog', () => {
  it('given two open dialogs, should stay locked until the last one closes, then get its own overflow back', () => {
    document.documentElement.style.overflow = 'clip';
    const first = render(<ElicitationDialog request={request} server={server} onResult={() => {}} />);
    const second = render(<ElicitationDialog request={request} server={server} onResult={() => {}} />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    first.unmount();
    expect(document.documentElement.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.documentElement.style.overflow).toBe('clip');
    document.documentElement.style.overflow = '';
  });
});
