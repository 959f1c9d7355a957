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
import { themeCss as themeText } from '../support/theme-css.js';
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

/** The complex selectors of every style rule of a sheet, @media and @supports blocks included. */
function selectorsOf(rules: CSSRuleList): string[] {
  return [...rules].flatMap((rule) => {
    if (rule instanceof CSSStyleRule) return splitTopLevel(rule.selectorText, ',');
    if (rule instanceof CSSGroupingRule) return selectorsOf(rule.cssRules);
    return [];
  });
}

/** `text` cut at `separator`s outside parentheses and brackets. */
function splitTopLevel(text: string, separator: RegExp | string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && char.match(separator)) {
      parts.push(text.slice(from, index));
      from = index + 1;
    }
  }
  parts.push(text.slice(from));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The arguments of each `:where()` of a compound selector, and what stands outside them. */
function whereGroups(compound: string): { args: string[][]; outside: string } {
  const args: string[][] = [];
  let outside = '';
  let index = 0;
  while (index < compound.length) {
    if (compound.startsWith(':where(', index)) {
      let depth = 0;
      let end = index + ':where'.length;
      for (; end < compound.length; end++) {
        if (compound[end] === '(') depth++;
        else if (compound[end] === ')' && --depth === 0) break;
      }
      args.push(splitTopLevel(compound.slice(index + ':where('.length, end), ','));
      index = end + 1;
    } else outside += compound[index++];
  }
  return { args, outside };
}

describe('the theme selectors', () => {
  it('should have no :where() list as the element a rule styles, which the browser tries on every element of the page', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(themeText);
    const listed = selectorsOf(sheet.cssRules).filter((selector) => {
      // The compound after the last combinator: the element the rule styles, which the browser files the rule by.
      const subject = splitTopLevel(selector, /[\s>+~]/).at(-1) ?? '';
      const groups = whereGroups(subject);
      // Filed by a class, id or tag of its own, or of a one-argument :where(), the rule is tried where it may match.
      const filed =
        /^[a-z#.]/i.test(groups.outside) ||
        groups.args.some((list) => list.length === 1 && /^[a-z#.]/i.test(list[0] ?? ''));
      return !filed && groups.args.some((list) => list.length > 1);
    });
    expect(listed).toEqual([]);
  });
});
