/**
 * The hostile corpus as the user sees it, in Chromium: every case that parses is rendered in the real dialog.
 * Text stays text (no element, attribute or script from the server), the dialog keeps its width, nothing is
 * fetched or opened, URLs are shown in full with the tricks explained, and bidi controls in server text cannot
 * reorder the library's own sentences around them.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { type FieldModel, parseElicitRequest, type ServerIdentity } from '../../src/core/index.js';
import { markInvisible } from '../../src/core/safety/invisible-characters.js';
import { ElicitationDialog, ElicitationForm } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { type HostileCase, hostileCases, RLO } from '../fixtures/hostile/index.js';
import { animationsDone, button, dialog, resultSpy, tick } from './helpers.js';

const server = { name: 'hostile-server', version: '6.6.6' };
/** Elements that only markup from the server could have created inside the dialog. */
const FOREIGN = 'script, iframe, frame, object, embed, style, link, a, img, form form';

type Pwned = { __pwned?: unknown };

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  (window as Pwned).__pwned = undefined;
  open = vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => {
  open.mockRestore();
});

function renderCase(entry: HostileCase, serverIdentity: ServerIdentity = entry.server ?? server) {
  const request = parseElicitRequest(entry.params, entry.options);
  const onResult = resultSpy();
  const utils = render(
    <ElicitationDialog
      request={request}
      server={serverIdentity}
      reservedNames={entry.reservedNames}
      onResult={onResult}
    />,
  );
  return { request, onResult, ...utils };
}

/** The secret banners (role note) of the dialog. */
function notes(root: HTMLElement): string[] {
  return within(root)
    .queryAllByRole('note')
    .map((note) => note.textContent ?? '');
}

/** What the person sees of a form case beyond the text: identity, labels, secret warnings, pre-fill. */
function expectFormVerdict(entry: HostileCase, root: HTMLElement, fields: readonly FieldModel[]): void {
  const expected = entry.expect;
  if (expected.kind !== 'render' || expected.mode !== 'form') return;
  // Never a blank identity, never a bare name.
  const name = root.querySelector('.mcp-elicit-server-name')?.textContent ?? '';
  expect(name.trim()).not.toBe('');
  expect(root.querySelector('.mcp-elicit-server-role')?.textContent).toBe('Server');
  if (expected.serverName !== undefined) {
    expect(name).toBe(markInvisible(expected.serverName));
    const title = screen.getByRole('heading', { level: 2 }).textContent;
    const imitation = root.querySelector('.mcp-elicit-server-imitation');
    if (expected.imitatesHost) {
      expect(title).toBe(`Server “${markInvisible(expected.serverName)}” is asking for information`);
      expect(imitation?.textContent).toContain('A connected server chose this name');
    } else {
      expect(title).toBe(`${markInvisible(expected.serverName)} is asking for information`);
      expect(imitation).toBeNull();
    }
  }
  for (const label of root.querySelectorAll('.mcp-elicit-label, .mcp-elicit-legend')) {
    expect((label.textContent ?? '').replace(' *', '').trim()).not.toBe('');
  }
  if (expected.labels) {
    const shown = [...root.querySelectorAll('.mcp-elicit-label, .mcp-elicit-legend')].map((label) =>
      (label.textContent ?? '').replace(/ \*( \(required\))?$/, ''),
    );
    expect(shown).toEqual(expected.labels.map(markInvisible));
  }
  if (expected.sensitive) {
    const banners = notes(root).filter((note) => note.includes('seems to ask for a secret'));
    if (expected.sensitive.length > 0) {
      expect(banners).toHaveLength(1);
      for (const field of fields.filter((entry) => expected.sensitive?.includes(entry.name))) {
        expect(banners[0]).toContain(markInvisible(field.label));
      }
      expect(root.querySelectorAll('.mcp-elicit-field-warning').length).toBeGreaterThanOrEqual(
        expected.sensitive.length,
      );
    } else if (expected.messageSecret === null || expected.messageSecret === undefined) {
      expect(banners).toEqual([]);
    }
  }
  if (typeof expected.messageSecret === 'string') {
    expect(
      notes(root).some((note) =>
        note.includes(`message seems to ask for a secret (${expected.messageSecret})`),
      ),
    ).toBe(true);
  }
  for (const fieldName of expected.notPrefilled ?? []) {
    const input = root.querySelector<HTMLInputElement>(`[data-kind] input`);
    expect(input?.value, fieldName).toBe('');
    expect(root.textContent).toContain('It was not filled in for you.');
  }
}

/** Nothing in the dialog came from markup: no foreign element, no event-handler attribute, no script run. */
function expectNoMarkup(root: HTMLElement): void {
  expect(root.querySelector(FOREIGN)?.outerHTML ?? null).toBeNull();
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames())
      expect(attribute.startsWith('on'), attribute).toBe(false);
  }
  expect((window as Pwned).__pwned).toBeUndefined();
}

/** The dialog stays inside the viewport and its content wraps instead of overflowing sideways. */
function expectContained(root: HTMLElement): void {
  const box = root.getBoundingClientRect();
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(window.innerWidth + 0.5);
  expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
}

/**
 * Whether `word`, inside `root`'s text, is laid out left to right: each character starts right of the one before.
 * A bidi override that leaks out of server text lays the library's own words out backwards.
 */
function readsLeftToRight(root: Element, word: string): boolean {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.lastIndexOf(word) ?? -1;
    if (at < 0) continue;
    const lefts: number[] = [];
    for (let index = 0; index < word.length; index++) {
      const range = document.createRange();
      range.setStart(node, at + index);
      range.setEnd(node, at + index + 1);
      lefts.push(range.getBoundingClientRect().left);
    }
    return lefts.every((left, index) => index === 0 || left > (lefts[index - 1] ?? 0));
  }
  throw new Error(`"${word}" not found in ${root.textContent?.slice(0, 200)}`);
}

const formCases = hostileCases.filter(
  (entry) => entry.expect.kind === 'render' && entry.expect.mode === 'form',
);
const urlCases = hostileCases.filter(
  (entry) => entry.expect.kind === 'render' && entry.expect.mode === 'url',
);

describe('hostile forms', () => {
  it.each(formCases.map((entry) => [entry.id, entry] as const))(
    'given %s, should render as text, stay in the viewport, and still answer once',
    async (_, entry) => {
      const { request, onResult, unmount } = renderCase(entry);
      if (request.mode !== 'form') throw new Error('expected a form');
      await animationsDone();
      await tick();
      const root = dialog();
      expectNoMarkup(root);
      expectContained(root);
      // Every server text is there, as text: labels and options with their invisible characters marked.
      expect(root.textContent).toContain(request.message);
      for (const field of request.form.fields) {
        expect(root.textContent).toContain(markInvisible(field.label));
        for (const option of field.options ?? [])
          expect(root.textContent).toContain(markInvisible(option.label));
      }
      expectFormVerdict(entry, root, request.form.fields);
      // Review (or the error summary, when a required field is empty): still only text.
      await userEvent.click(button('Review'));
      await tick();
      expectNoMarkup(dialog());
      expectContained(dialog());
      await userEvent.click(button('Decline'));
      unmount();
      await tick();
      expect(onResult.mock.calls).toStrictEqual([[{ action: 'decline' }]]);
      expect(open).not.toHaveBeenCalled();
    },
  );
});

describe('hostile URLs', () => {
  it.each(urlCases.map((entry) => [entry.id, entry] as const))(
    'given %s, should show the full address as text, explain every warning, and open and fetch nothing',
    async (_, entry) => {
      const resourcesBefore = performance.getEntriesByType('resource').length;
      const { request, onResult, unmount } = renderCase(entry);
      if (request.mode !== 'url') throw new Error('expected URL mode');
      await animationsDone();
      await tick();
      const root = dialog();
      expectNoMarkup(root);
      expectContained(root);
      const { url } = request;
      const full = root.querySelector('.mcp-elicit-url-full');
      const shown = (full?.textContent ?? '').replace(/⟨U\+[0-9A-F]{4,6}⟩/g, '');
      if (url.blocked) {
        expect(within(root).queryByRole('button', { name: 'Open' })).toBeNull();
        expect(within(root).getAllByRole('alert').length).toBeGreaterThan(0);
      } else {
        // The whole address the browser would go to, the site emphasised; a credential or personal data in it is
        // masked, and the whole of it is one click away.
        const carries = url.warnings.filter((warning) => warning.code.startsWith('carries-'));
        if (carries.length > 0) {
          expect(shown).not.toBe(url.href);
          expect(full?.querySelectorAll('.mcp-elicit-url-masked').length).toBeGreaterThanOrEqual(
            carries.length,
          );
          await userEvent.click(within(root).getByRole('button', { name: 'Show hidden values' }));
          for (const warning of carries) {
            expect(root.querySelector(`[data-warning="${warning.code}"]`)?.textContent).toContain(
              `(${warning.detail})`,
            );
          }
        }
        const whole = (full?.textContent ?? '').replace(/⟨U\+[0-9A-F]{4,6}⟩/g, '');
        expect(whole).toBe(url.href);
        if (url.registrableDomain) {
          expect(root.querySelector('.mcp-elicit-url-domain')?.textContent).toBe(url.registrableDomain);
        }
        const listed = [...root.querySelectorAll('[data-warning]')].map((item) =>
          item.getAttribute('data-warning'),
        );
        expect(listed).toEqual(url.warnings.map((warning) => warning.code));
        // A lookalike names the ASCII host it imitates, and the site is given in ASCII first.
        const lookalike = url.warnings.find((warning) => warning.code === 'lookalike');
        if (lookalike) {
          expect(root.querySelector('[data-warning="lookalike"]')?.textContent).toContain(
            `looks like ${lookalike.detail}, but it is not`,
          );
        }
        const disguised = url.warnings.some((warning) =>
          ['lookalike', 'mixed-script', 'lookalike-separator'].includes(warning.code),
        );
        if (disguised) {
          const site = [...root.querySelectorAll('.mcp-elicit-url-facts dd')].map((dd) => dd.textContent);
          expect(site[0]).toBe(url.registrableDomain ?? url.host);
        }
        const separator = url.warnings.find((warning) => warning.code === 'lookalike-separator');
        if (separator) {
          const item = root.querySelector('[data-warning="lookalike-separator"]')?.textContent ?? '';
          expect(item).toContain(`imitate “/”, “.” or “-” (${separator.detail})`);
          expect(item).toContain(`The website is ${url.registrableDomain}.`);
          // The decoded host marks each imitating character and still shows where the registrable domain starts.
          const decoded = root.querySelector('.mcp-elicit-url-decoded');
          for (const code of separator.detail?.match(/U\+[0-9A-F]{4,6}/g) ?? []) {
            expect(decoded?.textContent).toContain(`⟨${code}⟩`);
          }
          expect(decoded?.querySelector('.mcp-elicit-url-domain')?.textContent).toBe(url.registrableDomain);
        }
        const invisible = url.warnings.find((warning) => warning.code === 'invisible-characters');
        if (invisible) {
          // The warning names the code points; where they are still in the address, a marker shows each one.
          expect(root.querySelector('[data-warning="invisible-characters"]')?.textContent).toContain(
            invisible.detail,
          );
          if (/%E2%80%AE|\u202E/i.test(url.href)) expect(full?.textContent).toContain('⟨U+202E⟩');
        }
      }
      // Nothing was prefetched or opened by showing the request.
      const fetched = performance
        .getEntriesByType('resource')
        .slice(resourcesBefore)
        .map((resource) => resource.name);
      expect(fetched.filter((name) => url.host !== '' && name.includes(url.host))).toEqual([]);
      expect(open).not.toHaveBeenCalled();
      await userEvent.click(button('Decline'));
      unmount();
      await tick();
      expect(onResult.mock.calls).toStrictEqual([[{ action: 'decline' }]]);
      expect(open).not.toHaveBeenCalled();
    },
  );
});

describe('bidi controls in server text stay inside it', () => {
  const byId = (id: string) => {
    const found = hostileCases.find((entry) => entry.id === id);
    if (!found) throw new Error(`no case ${id}`);
    return found;
  };

  it('given plain server text, the helper should find the library text left to right (control)', async () => {
    renderCase(byId('markup-in-message'));
    await animationsDone();
    expect(readsLeftToRight(screen.getByRole('heading', { level: 2 }), 'information')).toBe(true);
    const reversed = document.createElement('p');
    reversed.textContent = `${RLO}information`;
    document.body.append(reversed);
    expect(readsLeftToRight(reversed, 'information')).toBe(false);
    reversed.remove();
  });

  it('given a secret field whose title ends in an override, the warning that quotes it should still read left to right', async () => {
    renderCase(byId('bidi-override-in-secret-label'));
    await animationsDone();
    const banner = screen.getByRole('note');
    expect(banner.textContent).toContain('API key⟨U+202E⟩');
    expect(readsLeftToRight(banner, 'decline')).toBe(true);
  });

  it('given a required field whose title holds an override, the error summary should still read left to right', async () => {
    renderCase(byId('bidi-override-in-labels'));
    await animationsDone();
    await userEvent.click(button('Review'));
    const summary = await screen.findByText(
      (_, element) => element?.tagName === 'LI' && /required/.test(element.textContent ?? ''),
    );
    expect(readsLeftToRight(summary, 'required')).toBe(true);
  });

  it('given an unstyled form, an override in one option should not reorder the next option or label', async () => {
    // Unstyled, the options share one line (one bidi paragraph): only isolation keeps the override in its option.
    render(
      <ElicitationForm
        unstyled
        schema={{
          type: 'object',
          properties: {
            answer: {
              type: 'string',
              title: `Answer${RLO}`,
              oneOf: [
                { const: 'y', title: `Approve${RLO}` },
                { const: 'n', title: 'Reject' },
              ],
            },
          },
        }}
        onSubmit={() => {}}
      />,
    );
    // The override is shown as a marker in the accessible name too.
    const group = screen.getByRole('group', { name: 'Answer⟨U+202E⟩' });
    expect(readsLeftToRight(group, 'Reject')).toBe(true);
    expect(group.querySelectorAll('bdi')).toHaveLength(2);
  });

  it('given "\\u202E001\\u202C EUR" as a field label and as an option title, the person should read 001, never 100', async () => {
    renderCase(byId('option-bidi-titles'));
    await animationsDone();
    const group = screen.getByRole('group');
    const option = [...group.querySelectorAll('label')].find((label) => label.textContent?.includes('EUR'));
    expect(option?.textContent).toBe('⟨U+202E⟩001⟨U+202C⟩ EUR');
    expect(readsLeftToRight(group, '001')).toBe(true);
    cleanup();
    renderCase(byId('label-bidi-amount'));
    await animationsDone();
    const label = dialog().querySelector('.mcp-elicit-label');
    expect(label?.textContent).toBe('⟨U+202E⟩001⟨U+202C⟩ EUR');
    expect(readsLeftToRight(label as Element, '001')).toBe(true);
  });

  it('given a lookalike host, the dialog should lead with the ASCII form and name the host it imitates', async () => {
    renderCase(byId('lookalike-github-latin'));
    await animationsDone();
    const root = dialog();
    expect(root.querySelector('[data-warning="lookalike"]')?.textContent).toContain('looks like github.com');
    const site = [...root.querySelectorAll('.mcp-elicit-url-facts dd')].map((dd) => dd.textContent);
    expect(site).toEqual(['xn--thub-kza73p.com', 'ɡıthub.com']);
  });

  it('given a server title with an override, the dialog title and the review should still read left to right', async () => {
    renderCase(byId('markup-in-message'), { name: 'evil', title: `Trusted Bank${RLO}`, version: '1' });
    await animationsDone();
    const title = screen.getByRole('heading', { level: 2 });
    expect(readsLeftToRight(title, 'information')).toBe(true);
    // Who asks is shown with the override made visible, in the title and in the badge.
    expect(title.textContent).toBe('Trusted Bank⟨U+202E⟩ is asking for information');
    expect(dialog().querySelector('.mcp-elicit-server-name')?.textContent).toBe('Trusted Bank⟨U+202E⟩');
    await userEvent.click(button('Review'));
    expect(readsLeftToRight(await screen.findByText(/exactly what will be sent/), 'exactly')).toBe(true);
  });
});
