/**
 * The dialog's layout in real Chromium at the sizes people use: the actions stay in view however long the form,
 * the header stays small, a valid field never changes height, and nothing is cut off at 320 px or 200 % zoom.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createElicitationQueue, type ElicitationRequest, parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog, ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { everythingElicitationRequest } from '../fixtures/requests.js';
import { animationsDone, button, dialog, formRequest, urlRequest } from './helpers.js';

const server = { name: 'mcp-servers/everything', title: 'Everything', version: '2026.8.31' };
const everything = () => parseElicitRequest(everythingElicitationRequest);

afterEach(async () => {
  // Vitest's default, for whatever runs next in this page.
  await page.viewport(414, 896);
});

async function show(request: ElicitationRequest, width: number, height: number) {
  await page.viewport(width, height);
  const utils = render(<ElicitationDialog request={request} server={server} onResult={() => {}} />);
  await animationsDone();
  return utils;
}

function part(name: 'header' | 'body' | 'footer'): HTMLElement {
  const element = dialog().querySelector<HTMLElement>(`.mcp-elicit-${name}`);
  if (!element) throw new Error(`no .mcp-elicit-${name}`);
  return element;
}

function footerButtons(): HTMLElement[] {
  return [...part('footer').querySelectorAll<HTMLElement>('button')];
}

/** Entirely inside the viewport, and the topmost thing at its centre: the user can see and click it. */
function expectInView(element: HTMLElement): void {
  const box = element.getBoundingClientRect();
  const name = element.textContent;
  expect(box.top, `${name} top`).toBeGreaterThanOrEqual(0);
  expect(box.left, `${name} left`).toBeGreaterThanOrEqual(0);
  expect(box.bottom, `${name} bottom`).toBeLessThanOrEqual(window.innerHeight);
  expect(box.right, `${name} right`).toBeLessThanOrEqual(window.innerWidth);
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  expect(element.contains(hit), `${name} is covered by ${hit?.outerHTML.slice(0, 80)}`).toBe(true);
}

describe('the actions never scroll away', () => {
  for (const [width, height] of [
    [1280, 720],
    [360, 640],
  ] as const) {
    it(`given the 13-field reference form at ${width}×${height}, the footer's buttons should be in view without scrolling, and stay there while the form scrolls`, async () => {
      await show(everything(), width, height);
      const body = part('body');
      expect(body.scrollHeight, 'the form is taller than the view').toBeGreaterThan(body.clientHeight);
      expect(body.scrollTop).toBe(0);
      const buttons = footerButtons();
      expect(buttons.map((element) => element.textContent)).toStrictEqual(['Decline', 'Cancel', 'Review']);
      const before = buttons.map((element) => element.getBoundingClientRect().top);
      for (const element of buttons) expectInView(element);

      for (const scrollTop of [body.scrollHeight / 2, body.scrollHeight]) {
        body.scrollTop = scrollTop;
        for (const element of buttons) expectInView(element);
        // Pinned: the same place, give or take the sub-pixel snapping of a stuck box.
        buttons.forEach((element, index) => {
          expect(Math.abs(element.getBoundingClientRect().top - (before[index] as number))).toBeLessThan(1);
        });
      }
    });
  }

  it('given a server message taller than the view, the footer should still be in view before any scrolling', async () => {
    const message = Array.from(
      { length: 60 },
      (_, index) => `Line ${index + 1} of what the server says.`,
    ).join('\n');
    await show(formRequest({ note: { type: 'string', title: 'Note' } }, [], message), 360, 640);
    // Focus went to the field, below the message; back at the top, the message fills the view.
    part('body').scrollTop = 0;
    expect(screen.getByText(/Line 60 of/).getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight);
    expect(screen.getByRole('textbox', { name: 'Note' }).getBoundingClientRect().top).toBeGreaterThan(
      window.innerHeight,
    );
    for (const element of footerButtons()) expectInView(element);
  });

  it('given the review step of the long form, its Send button should be in view', async () => {
    await show(everything(), 360, 640);
    await userEvent.fill(screen.getByRole('textbox', { name: 'String' }), 'Ada');
    await userEvent.click(button('Review'));
    await screen.findByRole('heading', { name: 'Review your answer' });
    expectInView(button('Send'));
  });

  it('when content scrolls, it should pass under the footer and the header, each edged by a visible line', async () => {
    await show(everything(), 360, 640);
    const body = part('body');
    body.scrollTop = 300;
    const footer = part('footer');
    const header = part('header');
    // The dividers: solid lines in a colour that is not the dialog's background.
    const dialogBackground = getComputedStyle(dialog()).backgroundColor;
    for (const [element, side] of [
      [footer, 'Top'],
      [header, 'Bottom'],
    ] as const) {
      const style = getComputedStyle(element);
      expect(style[`border${side}Style`]).toBe('solid');
      expect(Number.parseFloat(style[`border${side}Width`])).toBeGreaterThanOrEqual(1);
      expect(style[`border${side}Color`]).not.toBe(dialogBackground);
    }
    // A field under the footer is hidden by it, not drawn over it.
    const footerTop = footer.getBoundingClientRect().top;
    const under = [...body.querySelectorAll<HTMLElement>('.mcp-elicit-field')].find((field) => {
      const box = field.getBoundingClientRect();
      return box.top < footerTop + 10 && box.bottom > footerTop + 10;
    });
    expect(under, 'a field runs under the footer').toBeDefined();
    const hit = document.elementFromPoint(footer.getBoundingClientRect().left + 4, footerTop + 10);
    expect(footer.contains(hit)).toBe(true);
    // Content scrolled up leaves the view at the header's line.
    expect(body.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom);
  });

  /** Tabs from the first field to `last`, checking that each focused control is clear of the header and footer. */
  async function tabThrough(last: HTMLElement) {
    const top = part('header').getBoundingClientRect().bottom;
    const bottom = part('footer').getBoundingClientRect().top;
    let steps = 0;
    while (document.activeElement !== last) {
      const focused = document.activeElement as HTMLElement;
      expect(dialog().contains(focused)).toBe(true);
      if (part('body').contains(focused) && !part('footer').contains(focused)) {
        const box = focused.getBoundingClientRect();
        const name = focused.getAttribute('name') ?? focused.textContent;
        expect(box.top, `${name} top`).toBeGreaterThanOrEqual(top);
        expect(box.bottom, `${name} bottom`).toBeLessThanOrEqual(bottom);
      }
      await userEvent.tab();
      steps++;
      expect(steps, 'the last button is reached by Tab').toBeLessThan(60);
    }
  }

  it('when the user tabs through the long form at 360×640, each focused control should be fully visible between header and footer', async () => {
    await show(everything(), 360, 640);
    await tabThrough(button('Review'));
  });

  it('given footer buttons that wrap onto several lines, each focused control should still be clear of the footer', async () => {
    await page.viewport(360, 640);
    const messages = {
      'action.decline': 'Decline this request',
      'action.cancel': 'Cancel and decide later',
      'action.review': 'Review my answers before sending',
    };
    render(
      <ElicitationDialog request={everything()} server={server} onResult={() => {}} messages={messages} />,
    );
    await animationsDone();
    const oneRow = footerButtons()[0]?.getBoundingClientRect().height ?? 0;
    expect(part('footer').getBoundingClientRect().height, 'the footer wraps').toBeGreaterThan(3 * oneRow);
    await tabThrough(button('Review my answers before sending'));
  });

  it("given the footer measured, its height should be set on the scrolling body alone, not inherited by every field (issue 33: one element's style recomputed, not the whole form's)", async () => {
    await show(everything(), 360, 640);
    await expect
      .poll(() => getComputedStyle(part('body')).getPropertyValue('--mcp-elicit-footer-height'))
      .toMatch(/px$/);
    const field = part('body').querySelector<HTMLElement>('[data-kind]');
    expect(field, 'a field in the body').not.toBeNull();
    expect(getComputedStyle(field as HTMLElement).getPropertyValue('--mcp-elicit-footer-height')).toBe('');
  });

  it('given the 13-field form at 360×640, the header should take at most a fifth of the height', async () => {
    await show(everything(), 360, 640);
    expect(part('header').getBoundingClientRect().height / window.innerHeight).toBeLessThanOrEqual(0.2);
  });

  it('given a queue of three from three servers at 360×640, the header should still take at most a fifth of the height, its queue line one row', async () => {
    await page.viewport(360, 640);
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} />);
    act(() => {
      void queue.present(everythingElicitationRequest, { server, source: { connection: 'everything' } });
      void queue.present(everythingElicitationRequest, {
        server: { name: 'weather', title: 'Weather' },
        source: { connection: 'weather' },
      });
      void queue.present(everythingElicitationRequest, {
        server: { name: 'calendar', title: 'Calendar' },
        source: { connection: 'calendar' },
      });
    });
    await screen.findByRole('dialog');
    await animationsDone();
    const line = dialog().querySelector<HTMLElement>('.mcp-elicit-queue') as HTMLElement;
    expect(line.textContent).toBe('1 of 3Also waiting: Weather, Calendar');
    const position = line.querySelector('.mcp-elicit-queue-position') as HTMLElement;
    const servers = line.querySelector('.mcp-elicit-queue-servers') as HTMLElement;
    // One row: both on the same line, the list not wrapped (it was two rows, the header 22.5 % of the height).
    expect(Math.abs(position.getBoundingClientRect().top - servers.getBoundingClientRect().top)).toBeLessThan(
      4,
    );
    expect(servers.scrollWidth).toBeLessThanOrEqual(servers.clientWidth);
    expect(part('header').getBoundingClientRect().height / window.innerHeight).toBeLessThanOrEqual(0.2);
  });

  it('given servers whose names fill more than the row, the queue line should stay one row, the list ending in a visible …', async () => {
    await page.viewport(360, 640);
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} />);
    act(() => {
      void queue.present(everythingElicitationRequest, { server, source: { connection: 'everything' } });
      for (const name of [
        'Northwind Traders Inventory',
        'Contoso Calendar and Rooms',
        'Fabrikam Deployments',
      ]) {
        void queue.present(everythingElicitationRequest, { server: { name }, source: { connection: name } });
      }
    });
    await screen.findByRole('dialog');
    await animationsDone();
    const servers = dialog().querySelector<HTMLElement>('.mcp-elicit-queue-servers') as HTMLElement;
    // Cut, and seen to be cut; read out whole.
    expect(servers.scrollWidth).toBeGreaterThan(servers.clientWidth);
    expect(getComputedStyle(servers).textOverflow).toBe('ellipsis');
    expect(servers.textContent).toBe(
      'Also waiting: Northwind Traders Inventory, Contoso Calendar and Rooms, Fabrikam Deployments',
    );
    expect(servers.getBoundingClientRect().height).toBeLessThan(
      1.5 * Number.parseFloat(getComputedStyle(servers).lineHeight),
    );
    expect(part('header').getBoundingClientRect().height / window.innerHeight).toBeLessThanOrEqual(0.2);
  });
});

describe('the open lays the dialog out once (issue 33)', () => {
  it("given a page, when a dialog opens into a container, the page's scrollbar should be read before the dialog is in the document, so the read does not lay the new dialog out during the commit", async () => {
    const html = document.documentElement;
    const inherited = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
    if (!inherited?.get) throw new Error('no clientWidth getter');
    const getter = inherited.get;
    const reads: boolean[] = [];
    Object.defineProperty(html, 'clientWidth', {
      configurable: true,
      get() {
        reads.push(document.querySelector('.mcp-elicit-dialog') !== null);
        return getter.call(this);
      },
    });
    try {
      // With a container, Radix portals the dialog in the first commit (without one, a commit later).
      await page.viewport(1280, 900);
      render(
        <ElicitationDialog
          request={everything()}
          server={server}
          onResult={() => {}}
          container={document.body}
        />,
      );
      await animationsDone();
    } finally {
      delete (html as unknown as Record<string, unknown>).clientWidth;
    }
    expect(document.documentElement.style.overflow, 'the page is locked').toBe('hidden');
    expect(reads, "the page's width was read while opening").not.toHaveLength(0);
    expect(reads, 'every read of it came before the dialog was in the document').not.toContain(true);
  });
});

describe('no layout shift', () => {
  const fieldOf = (control: HTMLElement) => control.closest<HTMLElement>('.mcp-elicit-field') as HTMLElement;
  const height = (element: HTMLElement) => element.getBoundingClientRect().height;

  it('given a valid answer typed into a field, when the user leaves it, the field should keep its height and the fields below should not move', async () => {
    await show(everything(), 1280, 900);
    for (const name of ['String', 'String with email format', 'Integer']) {
      const input = screen.getByRole('textbox', { name });
      const field = fieldOf(input);
      const next = field.nextElementSibling as HTMLElement;
      // Measured from the field, since focus moving on may scroll the body.
      const gap = () => next.getBoundingClientRect().top - field.getBoundingClientRect().top;
      const before = { height: height(field), next: gap() };
      await userEvent.clear(input);
      await userEvent.type(input, name === 'Integer' ? '7' : name === 'String' ? 'Ada' : 'ada@example.com');
      expect(height(field), `${name} while typing`).toBe(before.height);
      await userEvent.tab();
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(height(field), `${name} after leaving`).toBe(before.height);
      expect(gap(), `below ${name}`).toBe(before.next);
    }
  });

  it('given an invalid answer, the field should grow only while its error shows', async () => {
    await show(everything(), 1280, 900);
    const input = screen.getByRole('textbox', { name: 'String with email format' });
    const field = fieldOf(input);
    const valid = height(field);
    await userEvent.type(input, 'ada@');
    await userEvent.tab();
    const error = 'Enter an email address, like name@example.com.';
    await expect.element(screen.getByText(error)).toBeVisible();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(error));
    expect(height(field)).toBeGreaterThan(valid);
    await userEvent.type(input, 'example.com');
    expect(screen.queryByText(error)).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(height(field)).toBe(valid);
  });
});

describe('320 px wide and 200 % zoom', () => {
  it('given the form at 320 px wide, Decline, Cancel and Review should share one line, so the pinned footer stays low', async () => {
    await show(everything(), 320, 640);
    const tops = footerButtons().map((element) => element.getBoundingClientRect().top);
    expect(new Set(tops).size).toBe(1);
  });

  const sizes = [
    [320, 640, '320 px wide'],
    [640, 450, '200 % zoom of 1280×900'],
  ] as const;
  const cases: [string, () => ElicitationRequest][] = [
    ['the 13-field form', everything],
    [
      'a URL with warnings',
      () =>
        urlRequest(
          'http://bank.example.com@evil.example:8080/\u0430pple/a-very-long-path/that/keeps/going?x=1&y=2',
        ),
    ],
  ];
  for (const [width, height, what] of sizes) {
    for (const [name, request] of cases) {
      it(`given ${name} at ${what} (${width}×${height}), nothing should be cut off and nothing should scroll sideways`, async () => {
        await show(request(), width, height);
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
        // Every box inside the dialog fits its width (the absolutely placed, clipped live regions aside).
        for (const element of root.querySelectorAll<HTMLElement>('*')) {
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 || rect.width <= 1) continue;
          expect(rect.left, element.outerHTML.slice(0, 80)).toBeGreaterThanOrEqual(box.left - 0.5);
          expect(rect.right, element.outerHTML.slice(0, 80)).toBeLessThanOrEqual(box.right + 0.5);
        }
        for (const element of footerButtons()) expectInView(element);
      });
    }
  }
});
