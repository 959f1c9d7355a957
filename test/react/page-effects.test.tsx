import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog } from '../../src/react/index.js';
import { createI18n } from '../../src/react/shared/i18n.js';
import { isolateBidi } from '../../src/react/shared/i18n-settings.js';

const RLO = '\u202E';
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

describe('server text inside our sentences', () => {
  it('should isolate text that could reorder the sentence, and leave plain text alone', () => {
    expect(isolateBidi(`Trusted Bank${RLO}`)).toBe(`\u2068Trusted Bank${RLO}\u2069`);
    expect(isolateBidi('رحلات')).toBe('\u2068رحلات\u2069');
    expect(isolateBidi('Acme 2')).toBe('Acme 2');
  });

  it('given a server name with an override, should isolate it in every message that quotes it', () => {
    const { t } = createI18n();
    expect(t('dialog.title.form', { server: `evil${RLO}` })).toBe(
      `\u2068evil${RLO}\u2069 is asking for information`,
    );
    expect(t('queue.declineAll', { server: `evil${RLO}` })).toBe(`Decline all from \u2068evil${RLO}\u2069…`);
  });
});
