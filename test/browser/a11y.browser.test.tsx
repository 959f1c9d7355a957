import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog, type ElicitationDialogProps, ElicitationForm } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import {
  contactInfoRequest,
  everythingElicitationRequest,
  everythingUrlElicitationRequest,
} from '../fixtures/requests.js';
import {
  accessibilityTree,
  animationsDone,
  button,
  describedByTexts,
  dialog,
  emulateForcedColors,
  expectNoAxeViolations,
  formRequest,
  resultSpy,
  urlRequest,
} from './helpers.js';

const server = { name: 'a11y-server', title: 'Access Server', version: '1.2.3' };

type Extra = Partial<ElicitationDialogProps>;

async function show(request: ElicitationDialogProps['request'], extra: Extra = {}) {
  const onResult = resultSpy();
  const utils = render(
    <ElicitationDialog request={request} server={server} onResult={onResult} {...extra} />,
  );
  await animationsDone();
  return { onResult, ...utils };
}

const contact = () => parseElicitRequest(contactInfoRequest);
const everything = () => parseElicitRequest(everythingElicitationRequest);

function label(extra: Extra): string {
  return `locale ${extra.locale ?? 'default'}, theme ${extra.theme ?? 'default'}`;
}

describe('axe: no violations', () => {
  // Each state is checked in both locales and both themes across the matrix, not in every combination.
  const formCases: [string, () => ElicitationDialogProps['request'], Extra][] = [
    ['the 13-field reference form', everything, { locale: 'en' }],
    ['the 13-field reference form', everything, { locale: 'zh-CN', theme: 'dark' }],
    ['the contact form', contact, {}],
    ['the contact form', contact, { theme: 'dark' }],
    ['the contact form', contact, { locale: 'zh-CN', theme: 'light' }],
  ];
  for (const [what, request, extra] of formCases) {
    it(`given ${what} (${label(extra)}), should have no axe violation`, async () => {
      await show(request(), extra);
      await expectNoAxeViolations();
    });
  }

  for (const extra of [{ theme: 'light' as const }, { locale: 'zh-CN', theme: 'dark' as const }]) {
    const zh = extra.locale === 'zh-CN';
    it(`given the review step with the raw JSON shown (${label(extra)}), should have no axe violation`, async () => {
      await show(everything(), extra);
      await userEvent.fill(screen.getByRole('textbox', { name: 'String' }), 'Ada');
      await userEvent.click(screen.getByRole('button', { name: zh ? '检查' : 'Review' }));
      await screen.findByRole('heading', { name: zh ? '检查你的回答' : 'Review your answer' });
      await userEvent.click(screen.getByRole('button', { name: zh ? '显示原始 JSON' : 'Show the raw JSON' }));
      await expectNoAxeViolations();
    });
  }

  for (const extra of [{ theme: 'dark' as const }, { locale: 'zh-CN' }]) {
    const zh = extra.locale === 'zh-CN';
    it(`given validation errors shown (${label(extra)}), should have no axe violation`, async () => {
      await show(contact(), extra);
      await userEvent.fill(screen.getByRole('textbox', { name: 'email' }), 'nope');
      await userEvent.fill(screen.getByRole('textbox', { name: 'age' }), '3');
      screen.getByRole('button', { name: zh ? '检查' : 'Review' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect
        .element(screen.getByRole('textbox', { name: 'name' }))
        .toHaveAttribute('aria-invalid', 'true');
      expect(dialog().querySelectorAll('[aria-invalid="true"]')).toHaveLength(3);
      await expectNoAxeViolations();
    });
  }

  const urls: [string, string, Extra][] = [
    ['a plain https URL', everythingUrlElicitationRequest.url, {}],
    ['a plain https URL', everythingUrlElicitationRequest.url, { locale: 'zh-CN', theme: 'dark' }],
    ['a URL with warnings', 'http://bank.example.com@evil.example:8080/\u0430pple?x=1', { theme: 'dark' }],
    ['a URL with warnings', 'http://bank.example.com@evil.example:8080/\u0430pple?x=1', { locale: 'zh-CN' }],
    ['a punycode URL', 'https://xn--pple-43d.com/login', { theme: 'light' }],
    ['a blocked URL', `https://${'a'.repeat(64)}.example/`, { theme: 'dark' }],
  ];
  for (const [what, url, extra] of urls) {
    it(`given URL mode with ${what} (${label(extra)}), should have no axe violation`, async () => {
      await show(urlRequest(url), extra);
      await expectNoAxeViolations();
    });
  }

  it('given URL mode after Open, with the copy fallback field, should have no axe violation', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await show(urlRequest('https://example.com/connect'));
    await userEvent.click(button('Open'));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalled();
    await expect.element(screen.getByRole('textbox', { name: 'Full address' })).toHaveFocus();
    await expectNoAxeViolations();
    vi.restoreAllMocks();
  });

  for (const extra of [{}, { locale: 'zh-CN', theme: 'dark' as const }]) {
    it(`given an expired request (${label(extra)}), should have no axe violation`, async () => {
      const controller = new AbortController();
      await show(contact(), { ...extra, signal: controller.signal });
      controller.abort();
      await screen.findByText(extra.locale === 'zh-CN' ? '此请求已过期' : 'This request has expired');
      await expectNoAxeViolations();
    });
  }

  it('given a form that asks for a secret, with its warnings, should have no axe violation in either theme', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { unmount } = await show(
        formRequest({ apiKey: { type: 'string', title: 'API key' } }, ['apiKey']),
        {
          theme,
        },
      );
      expect(screen.getByRole('note')).toBeVisible();
      await expectNoAxeViolations();
      unmount();
    }
  });
});

/** A label's text as read: without its aria-hidden decoration (the " *"). */
function labelText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() ?? '';
}

describe('names, descriptions and required', () => {
  it('given the 13-field reference form, every input should have an accessible name equal to its label', async () => {
    await show(everything());
    const controls = [...dialog().querySelectorAll<HTMLElement>('form input, form select')];
    expect(controls.length).toBeGreaterThanOrEqual(13);
    const fieldNames: string[] = [];
    for (const control of controls) {
      const wrapping = control.closest('label');
      const labelElement = wrapping ?? dialog().querySelector(`label[for="${CSS.escape(control.id)}"]`);
      expect(labelElement, `label of ${control.outerHTML}`).not.toBeNull();
      const text = labelText(labelElement as Element);
      expect(text).not.toBe('');
      expect(control).toHaveAccessibleName(text);
      if (!control.closest('fieldset')) fieldNames.push(text);
    }
    // Fields outside groups are named by their schema titles.
    expect(fieldNames).toStrictEqual([
      'String',
      'Boolean',
      'String with default',
      'String with email format',
      'String with uri format',
      'String with date format',
      'Integer',
      'Number in range 1-1000',
      'Untitled Single Select Enum',
    ]);
    // Groups are named by their legends.
    for (const name of [
      'Untitled Multiple Select Enum',
      'Titled Single Select Enum',
      'Titled Multiple Select Enum',
      'Legacy Titled Single Select Enum',
    ]) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: 'Cats' })).toHaveAttribute('value', 'pet-1');
  });

  it('given required and optional fields of each kind, should mark exactly the required ones', async () => {
    const color = { type: 'string', enum: ['red', 'green', 'blue'] };
    const planet = { type: 'string', enum: ['a', 'b', 'c', 'd', 'e', 'f'] };
    const tags = { type: 'array', items: { type: 'string', enum: ['x', 'y'] } };
    await show(
      formRequest(
        {
          text: { type: 'string', title: 'Text' },
          amount: { type: 'number', title: 'Amount' },
          when: { type: 'string', format: 'date-time', title: 'When' },
          agree: { type: 'boolean', title: 'Agree' },
          planet: { ...planet, title: 'Planet' },
          color: { ...color, title: 'Color' },
          tags: { ...tags, title: 'Tags' },
          optText: { type: 'string', title: 'Optional text' },
          optAgree: { type: 'boolean', title: 'Optional agree' },
          optPlanet: { ...planet, title: 'Optional planet' },
          optColor: { ...color, title: 'Optional color' },
          optTags: { ...tags, title: 'Optional tags' },
        },
        ['text', 'amount', 'when', 'agree', 'planet', 'color', 'tags'],
      ),
    );
    for (const name of ['Text', 'Amount', 'When', 'Planet']) {
      const control = controlLabelled(name);
      expect(control, name).toHaveAttribute('aria-required', 'true');
      expect(control, name).toHaveAccessibleName(name);
    }
    // A required checkbox is answered unticked too (`false`): "required" would tell the user to tick it.
    expect(controlLabelled('Agree')).not.toBeChecked();
    expect(controlLabelled('Agree')).toHaveAccessibleName('Agree');
    for (const name of ['Agree', 'Optional text', 'Optional agree', 'Optional planet']) {
      expect(controlLabelled(name), name).not.toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByRole('group', { name: 'Color (required)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tags (required)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Optional color' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Optional tags' })).toBeInTheDocument();
  });

  it('given a failed submit, every error text should be in the described-by chain of its field', async () => {
    const { onResult } = await show(
      formRequest(
        {
          name: { type: 'string', title: 'Name', description: 'Your full name', minLength: 3 },
          email: { type: 'string', format: 'email', title: 'Email' },
          count: { type: 'integer', title: 'Count', minimum: 10 },
          color: { type: 'string', title: 'Color', enum: ['red', 'green', 'blue'] },
          tags: { type: 'array', title: 'Tags', minItems: 1, items: { type: 'string', enum: ['x', 'y'] } },
        },
        ['name', 'email', 'color', 'tags'],
      ),
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), 'Al');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Email' }), 'al@');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Count' }), '5');
    // Submit with Enter from the last field.
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('textbox', { name: 'Name' }), { timeout: 2000 }).toHaveFocus();
    expect(onResult).not.toHaveBeenCalled();

    const cases: [HTMLElement, string][] = [
      [screen.getByRole('textbox', { name: 'Name' }), 'Enter at least 3 characters.'],
      [screen.getByRole('textbox', { name: 'Email' }), 'Enter an email address, like name@example.com.'],
      [screen.getByRole('textbox', { name: 'Count' }), 'Enter 10 or more.'],
      [screen.getByRole('group', { name: 'Color (required)' }), 'This field is required.'],
      [screen.getByRole('group', { name: 'Tags (required)' }), 'Choose at least 1 option.'],
    ];
    for (const [element, message] of cases) {
      // A group's options carry the invalid state; the fieldset carries the description.
      const invalid = element.tagName === 'FIELDSET' ? element.querySelectorAll('input') : [element];
      for (const control of invalid) expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(describedByTexts(element), element.outerHTML.slice(0, 80)).toContain(message);
      expect(element).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(
        screen.getByText(message, { selector: `#${CSS.escape(errorIdOf(element, message))}` }),
      ).toBeVisible();
    }
    // The description and the hint stay in the chain, before the error.
    expect(describedByTexts(screen.getByRole('textbox', { name: 'Name' }))).toStrictEqual([
      'Your full name',
      'At least 3 characters',
      'Enter at least 3 characters.',
    ]);
    expect(within(screen.getByRole('alert')).getByText(/There are 5 problems/)).toBeVisible();
  });
});

/** The form control whose `<label>` reads `name` (the aria-hidden " *" aside). */
function controlLabelled(name: string): HTMLElement {
  const labels = [...dialog().querySelectorAll('label[for]')].filter(
    (element) => labelText(element) === name,
  );
  expect(labels, `one label "${name}"`).toHaveLength(1);
  const control = document.getElementById((labels[0] as HTMLLabelElement).htmlFor);
  expect(control, `control of "${name}"`).not.toBeNull();
  return control as HTMLElement;
}

/** The id, among an element's described-by ids, of the one whose text is `message`. */
function errorIdOf(element: Element, message: string): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.find((id) => document.getElementById(id)?.textContent === message) ?? 'missing';
}

describe('from the accessibility audit', () => {
  afterEach(async () => {
    await emulateForcedColors(false);
  });

  it('given no error yet, the error summary should already be a live region in the accessibility tree, taking no room', async () => {
    await show(contact());
    const summary = dialog().querySelector('[role="alert"]') as HTMLElement;
    expect(summary).toBeEmptyDOMElement();
    const alerts = (await accessibilityTree()).filter((node) => node.role === 'alert' && !node.ignored);
    expect(alerts).toHaveLength(1);
    // No room and no grid gap: the first field starts where the form starts.
    const box = summary.getBoundingClientRect();
    expect(box.width * box.height).toBeLessThanOrEqual(1);
    const form = dialog().querySelector('form') as HTMLFormElement;
    const first = form.querySelector('[data-kind]') as HTMLElement;
    expect(first.getBoundingClientRect().top).toBe(form.getBoundingClientRect().top);
    // And it still announces: a failed submit fills it.
    await userEvent.click(button('Review'));
    await expect.element(summary).toHaveTextContent(/There are 2 problems/);
    expect(summary.getBoundingClientRect().height).toBeGreaterThan(20);
  });

  it('given URL mode before Open, the status live region should already be in the accessibility tree, taking no room', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await show(urlRequest('https://example.com/connect'));
    const status = dialog().querySelector('[role="status"]') as HTMLElement;
    expect(status).toBeEmptyDOMElement();
    const statuses = (await accessibilityTree()).filter((node) => node.role === 'status' && !node.ignored);
    expect(statuses).toHaveLength(1);
    const box = status.getBoundingClientRect();
    expect(box.width * box.height).toBeLessThanOrEqual(1);
    await userEvent.click(button('Open'));
    await expect.element(status).toHaveTextContent(/opened/i);
    vi.restoreAllMocks();
  });

  it('given the modal dialog, it should say it is modal', async () => {
    await show(contact());
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
  });

  it('given a standalone form, it should be themed, and every checkbox, radio and button should be a target of at least 24×24 px', async () => {
    render(<ElicitationForm schema={everythingElicitationRequest.requestedSchema} onSubmit={() => {}} />);
    const form = document.querySelector('form') as HTMLFormElement;
    expect(getComputedStyle(form).fontFamily).toMatch(/^system-ui/);
    // The first option picked so each optional group shows its Clear answer button too.
    await userEvent.click(screen.getByRole('radio', { name: 'Cats' }));
    const controls = [
      ...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]'),
    ];
    expect(controls.length).toBeGreaterThanOrEqual(10);
    for (const control of controls) {
      // What a click toggles: the control and its labels.
      const boxes = [control, ...(control.labels ?? [])].map((element) => element.getBoundingClientRect());
      const width = Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left));
      const height = Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top));
      expect(width, `${control.name} ${control.value} width`).toBeGreaterThanOrEqual(24);
      expect(height, `${control.name} ${control.value} height`).toBeGreaterThanOrEqual(24);
    }
    const buttons = [...form.querySelectorAll('button')];
    expect(buttons.map((element) => element.textContent)).toContain('Clear answer');
    for (const element of buttons) {
      const box = element.getBoundingClientRect();
      expect(box.width, element.textContent ?? '').toBeGreaterThanOrEqual(24);
      expect(box.height, element.textContent ?? '').toBeGreaterThanOrEqual(24);
    }
    // As axe's target-size rule judges it, too.
    const results = await axe.run(form, { runOnly: { type: 'rule', values: ['target-size'] } });
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
    await expectNoAxeViolations();
  });

  it('given a standalone form in the zh-CN locale, its short "Clear answer" button should still be 24 px wide', async () => {
    render(
      <ElicitationForm
        locale="zh-CN"
        schema={{ type: 'object', properties: { pet: { type: 'string', enum: ['a', 'b'], default: 'a' } } }}
        onSubmit={() => {}}
      />,
    );
    const clear = screen.getByRole('button', { name: /^清除答案/ });
    expect(clear.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    await expectNoAxeViolations();
  });

  it('given a standalone form inside a host element that sets a theme token, the form should take the host token', async () => {
    render(
      <div className="mcp-elicit-root" style={{ '--mcp-elicit-accent': 'rgb(1, 2, 3)' } as object}>
        <ElicitationForm schema={{ type: 'object', properties: {} }} onSubmit={() => {}} />
      </div>,
    );
    expect(getComputedStyle(button('Submit')).backgroundColor).toBe('rgb(1, 2, 3)');
  });

  it('given an unstyled standalone form, it should carry no theme class at all', () => {
    render(<ElicitationForm unstyled schema={contactInfoRequest.requestedSchema} onSubmit={() => {}} />);
    const form = document.querySelector('form') as HTMLFormElement;
    expect(form).not.toHaveAttribute('class');
    expect(form.querySelector('[class]')).toBeNull();
  });

  it('given forced colours, the close and "Clear answer" buttons should keep a visible border', async () => {
    await show(
      formRequest(
        { pet: { type: 'string', title: 'Pet', enum: ['cat', 'dog'], default: 'cat' } },
        [],
        'Pick',
      ),
    );
    const targets = [button('Close'), button('Clear answer: Pet')];
    // Borderless by design in normal colours, where their background and underline mark them.
    for (const element of targets) expect(getComputedStyle(element).borderTopStyle).toBe('none');
    await emulateForcedColors(true);
    for (const element of targets) {
      const style = getComputedStyle(element);
      for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
        expect(style[`border${side}Style`], `${element.textContent} ${side}`).toBe('solid');
        expect(Number.parseFloat(style[`border${side}Width`])).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('given the native date picker, its own calendar button should show the focus ring when tabbed to', async () => {
    await show(
      formRequest({
        before: { type: 'string', title: 'Before' },
        day: { type: 'string', format: 'date', title: 'Day' },
      }),
    );
    const date = dialog().querySelector('input[type="date"]') as HTMLInputElement;
    screen.getByRole('textbox', { name: 'Before' }).focus();
    // Chromium: month, day and year are three stops, then the picker's calendar button.
    for (let stop = 0; stop < 4; stop++) await userEvent.tab();
    expect(document.activeElement).toBe(date);
    expect(date.matches(':focus'), 'the calendar button, not a date segment, has focus').toBe(false);
    const style = getComputedStyle(date);
    expect(style.outlineStyle).toBe('solid');
    expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    await userEvent.tab();
    expect(getComputedStyle(date).outlineStyle).toBe('none');
  });
});
