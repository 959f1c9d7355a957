// The pseudo-locale (accented, about 40 % longer, built from English here) at 360×640 in Chromium (issue 30):
// nothing clipped, nothing scrolls sideways, the actions pinned and in view, the header at most 20 % of the
// height; in the form, the review, URL mode and the queue.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createElicitationQueue, type ElicitationRequest, parseElicitRequest } from '../../src/core/index.js';
import { en } from '../../src/core/messages/index.js';
import { ElicitationDialog, ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { everythingElicitationRequest } from '../fixtures/requests.js';
import { PSEUDO_LOCALE, pseudoCatalogue, pseudoMessage } from '../support/pseudo-locale.js';
import { animationsDone, dialog, urlRequest } from './helpers.js';

const server = { name: 'mcp-servers/everything', title: 'Everything', version: '2026.8.31' };
const messages = pseudoCatalogue();

afterEach(async () => {
  await page.viewport(414, 896);
});

function part(name: 'header' | 'body' | 'footer'): HTMLElement {
  const element = dialog().querySelector<HTMLElement>(`.mcp-elicit-${name}`);
  if (!element) throw new Error(`no .mcp-elicit-${name}`);
  return element;
}

/** Nothing clipped or sideways, actions in view and on top, header ≤ 20 % of the height. */
function expectLaidOut(): void {
  const root = dialog();
  const box = root.getBoundingClientRect();
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  for (const element of [root, part('header'), part('body'), part('footer')]) {
    expect(element.scrollWidth, element.className).toBeLessThanOrEqual(element.clientWidth);
  }
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1) continue;
    expect(rect.left, element.outerHTML.slice(0, 80)).toBeGreaterThanOrEqual(box.left - 0.5);
    expect(rect.right, element.outerHTML.slice(0, 80)).toBeLessThanOrEqual(box.right + 0.5);
  }
  // Text cut by its own box (a button's label hidden by overflow) counts as clipped too.
  for (const element of root.querySelectorAll<HTMLElement>('button, label, legend, h2, h3, p')) {
    if (element.getBoundingClientRect().width <= 1) continue;
    const style = getComputedStyle(element);
    if (style.overflowX === 'visible') continue;
    expect(element.scrollWidth, element.outerHTML.slice(0, 80)).toBeLessThanOrEqual(element.clientWidth + 1);
  }
  const buttons = [...part('footer').querySelectorAll<HTMLElement>('button')].filter((b) => b.offsetParent);
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    const rect = button.getBoundingClientRect();
    expect(rect.top, button.textContent ?? '').toBeGreaterThanOrEqual(0);
    expect(rect.bottom, button.textContent ?? '').toBeLessThanOrEqual(window.innerHeight);
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    expect(button.contains(hit), `${button.textContent} is covered`).toBe(true);
  }
  expect(part('header').getBoundingClientRect().height / window.innerHeight).toBeLessThanOrEqual(0.2);
}

async function show(request: ElicitationRequest) {
  await page.viewport(360, 640);
  render(
    <ElicitationDialog
      request={request}
      server={server}
      onResult={() => {}}
      locale={PSEUDO_LOCALE}
      messages={messages}
    />,
  );
  await animationsDone();
}

describe('the pseudo-locale', () => {
  it('should be accented, about 40 % longer, bracketed, and keep every argument', () => {
    const entries = Object.entries(en);
    let english = 0;
    let pseudo = 0;
    for (const [key, value] of entries) {
      const made = messages[key as keyof typeof messages];
      english += value.length;
      pseudo += made.length;
      expect(made.match(/\{\w+\}/g) ?? [], key).toEqual(value.match(/\{\w+\}/g) ?? []);
    }
    expect(pseudo / english).toBeGreaterThanOrEqual(1.4);
    expect(pseudoMessage('{server} is asking for information')).toMatch(
      /^\[\{server\} îš àšķîñĝ ƒöŕ îñƒöŕɱàţîöñ /,
    );
    expect(pseudoMessage('{count, plural, one {# answer} other {# answers}}')).toMatch(
      /^\[\{count, plural, one \{# àñšŵéŕ\} other \{# àñšŵéŕš\}\} /,
    );
  });
});

describe('layout in the pseudo-locale at 360×640', () => {
  it('given the 13-field form, nothing should be clipped and the actions should stay pinned and in view', async () => {
    await show(parseElicitRequest(everythingElicitationRequest));
    expectLaidOut();
    const body = part('body');
    body.scrollTop = body.scrollHeight;
    expectLaidOut();
  });

  it('given the review, nothing should be clipped and the actions should stay in view', async () => {
    await show(
      parseElicitRequest({
        message: 'Book a table',
        requestedSchema: {
          type: 'object',
          properties: {
            name: { type: 'string', title: 'Name' },
            guests: { type: 'integer', title: 'Guests' },
          },
          required: ['name'],
        },
      }),
    );
    await userEvent.type(dialog().querySelector('input') as HTMLInputElement, 'Ada Lovelace');
    const review = [...part('footer').querySelectorAll('button')].at(-1) as HTMLElement;
    await userEvent.click(review);
    expect(dialog().querySelector('.mcp-elicit-review')).not.toBeNull();
    expectLaidOut();
  });

  it('given a URL request with warnings, nothing should be clipped and the actions should stay in view', async () => {
    await show(urlRequest('http://bank.example.com@evil.example:8080/\u0430pple/a-very-long-path?x=1'));
    expectLaidOut();
  });

  it('given a queue of three, the header with its count and who else waits should stay within 20 %', async () => {
    await page.viewport(360, 640);
    const queue = createElicitationQueue();
    const source = {};
    for (const name of ['github', 'bookings', 'calendar']) {
      void queue.present(
        {
          message: `Question from ${name}`,
          requestedSchema: { type: 'object', properties: { a: { type: 'string' } } },
        },
        { server: { name, version: '1.0.0' }, source },
      );
    }
    render(
      <ElicitationProvider queue={queue} locale={PSEUDO_LOCALE} messages={messages}>
        <div />
      </ElicitationProvider>,
    );
    await animationsDone();
    expectLaidOut();
  });
});
