/**
 * The stylesheet's two schemes: each colour token is light-dark(light, dark), so which one shows depends on the
 * element's color-scheme, set by `theme`, by a [data-theme] ancestor, or by the system preference.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { contactInfoRequest } from '../fixtures/requests.js';
import { dialog } from './helpers.js';

const LIGHT = { background: 'rgb(255, 255, 255)', text: 'rgb(17, 24, 39)' };
const DARK = { background: 'rgb(17, 24, 39)', text: 'rgb(243, 244, 246)' };

function colours(element: Element) {
  const style = getComputedStyle(element);
  return { background: style.backgroundColor, text: style.color };
}

function renderDialog(options: { theme?: 'light' | 'dark'; container?: HTMLElement } = {}) {
  return render(
    <ElicitationDialog
      request={parseElicitRequest(contactInfoRequest)}
      server={{ name: 'demo', version: '1.0' }}
      onResult={() => {}}
      {...options}
    />,
  );
}

describe('theme', () => {
  it.each([
    ['light', LIGHT],
    ['dark', DARK],
  ] as const)('given theme="%s", should paint the dialog in that scheme', (theme, expected) => {
    renderDialog({ theme });
    expect(colours(dialog())).toEqual(expected);
  });

  it('given no theme, should follow the system preference', () => {
    renderDialog();
    const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    expect(colours(dialog())).toEqual(systemDark ? DARK : LIGHT);
  });

  it('given a [data-theme] ancestor, should take its scheme, and a host token should win in it', () => {
    const host = document.createElement('div');
    host.dataset.theme = 'dark';
    // A plain rule of the host's: our selectors are all :where(), so it wins without !important.
    const rule = document.createElement('style');
    rule.textContent = '.mcp-elicit-dialog { --mcp-elicit-bg: rgb(1, 2, 3); }';
    document.body.append(host, rule);
    renderDialog({ container: host });
    expect(colours(dialog())).toEqual({ ...DARK, background: 'rgb(1, 2, 3)' });
    host.remove();
    rule.remove();
  });
});
