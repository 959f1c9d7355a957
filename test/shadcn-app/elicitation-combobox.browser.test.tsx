/**
 * The shadcn/ui registry item's choices that scale, in Chromium: from the library's `COMBOBOX_THRESHOLD` on, a single
 * or multi-select is a searchable combobox (ARIA 1.2 combobox + listbox in a shadcn Popover), matched by the
 * library's one rule (`filterOptions`: the title, accents and case ignored, never the hidden const); fewer options keep
 * the plain controls.
 */
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'mcp-elicitation-react';
import { COMBOBOX_THRESHOLD } from 'mcp-elicitation-react/core';
import de from 'mcp-elicitation-react/locales/de';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ElicitationDialog } from '@/components/elicitation/elicitation-dialog';
import '@/index.css';
import { describedByTexts, expectNoAxeViolations, resultSpy, tick } from '../browser/helpers.js';

const server = { name: 'shadcn-server' };

/** 200 places, one of them Zürich (sent as `ch-zh`); no title contains another option's const. */
const PLACES = Array.from({ length: 200 }, (_, i) =>
  i === 117 ? { const: 'ch-zh', title: 'Zürich' } : { const: `loc-${i}`, title: `Place ${i + 1}` },
);

const singleChoice = (oneOf: readonly { const: string | number; title: string }[], required = true) => ({
  mode: 'form',
  message: 'Where to?',
  requestedSchema: {
    type: 'object',
    properties: {
      place: {
        type: typeof oneOf[0]?.const === 'number' ? 'number' : 'string',
        title: 'Place',
        description: 'Where the parcel goes',
        oneOf,
      },
    },
    ...(required ? { required: ['place'] } : {}),
  },
});

const FISH = ['Tuna', 'Salmon', 'Cod', 'Haddock', 'Plaice', 'Sole', 'Herring', 'Mackerel', 'Trout', 'Carp'];
const multiChoice = {
  mode: 'form',
  message: 'Which fish?',
  requestedSchema: {
    type: 'object',
    properties: {
      fish: {
        type: 'array',
        title: 'Fish',
        items: { anyOf: FISH.map((title, i) => ({ const: `fish-${i + 1}`, title })) },
      },
    },
  },
};

async function open(request: unknown) {
  const onResult = resultSpy();
  render(<ElicitationDialog request={request} server={server} onResult={onResult} />);
  await expect.poll(() => screen.queryByRole('dialog')).not.toBeNull();
  // The dialog's own first focus lands before the test types, never after it.
  await expect.poll(() => screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  return onResult;
}

const combobox = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const shownOptions = () =>
  screen.queryByRole('listbox') ? within(screen.getByRole('listbox')).queryAllByRole('option') : [];
/** The combobox's own live region, in its field. */
const status = () =>
  within(screen.getByRole('combobox').closest('[data-slot="field"]') as HTMLElement).getByRole('status');

/** Presses Tab (Shift+Tab backwards) until `target` has focus, at most `limit` times: a keyboard-only path. */
async function tabTo(target: () => HTMLElement, backwards = false, limit = 12): Promise<void> {
  for (let i = 0; i < limit && document.activeElement !== target(); i++)
    await userEvent.keyboard(backwards ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
  expect(document.activeElement).toBe(target());
}

/** Review and Send, by keyboard only; `shown` is what the review should say for the field. */
async function reviewAndSend(shown?: string): Promise<void> {
  const dialog = () => screen.getByRole('dialog');
  await tabTo(() => within(dialog()).getByRole('button', { name: 'Review' }));
  await userEvent.keyboard('{Enter}');
  const heading = await screen.findByRole('heading', { name: 'Review your answer' });
  await expect.poll(() => document.activeElement).toBe(heading);
  if (shown !== undefined)
    expect(within(screen.getByRole('region', { name: 'Review your answer' })).getByText(shown)).toBeTruthy();
  await tabTo(() => within(dialog()).getByRole('button', { name: 'Send' }));
  await userEvent.keyboard('{Enter}');
  await tick();
}

describe('the shadcn item: choices that scale', () => {
  it('given the library threshold / should be the 8 options the issue names', () => {
    expect(COMBOBOX_THRESHOLD).toBe(8);
  });

  it('given 200 places / when the person types "zur", then the hidden const / should find Zürich by its title, announce the count, and find nothing by the const', async () => {
    await open(singleChoice(PLACES));
    const box = combobox(/^Place/);
    expect(box.tagName).toBe('INPUT');
    expect(document.activeElement).toBe(box);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(describedByTexts(box)).toEqual(['Where the parcel goes']);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await expectNoAxeViolations();
    await userEvent.keyboard('zur');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => shownOptions().map((option) => option.textContent)).toEqual(['Zürich']);
    expect(status().textContent).toBe('1 option');
    await expectNoAxeViolations();
    await userEvent.fill(box, 'ch-zh');
    await expect.poll(() => shownOptions()).toEqual([]);
    expect(status().textContent).toBe('No option matches');
    await userEvent.fill(box, 'place 1');
    // Place 1, Place 10-19, Place 100-199 less Zürich's slot (Place 118).
    await expect.poll(() => shownOptions().length).toBe(1 + 10 + 100 - 1);
    expect(status().textContent).toBe('110 options');
  });

  it('given 200 places / when the person uses only the keyboard / should move with the arrows, Home and End, close on Escape, pick with Enter, and send the const', async () => {
    const onResult = await open(singleChoice(PLACES));
    const box = combobox(/^Place/);
    const active = () =>
      document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBe('Place 1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Place 3');
    await userEvent.keyboard('{End}');
    expect(active()).toBe('Place 200');
    // The active option is scrolled into the list's view.
    const list = screen.getByRole('listbox');
    const last = document.getElementById(box.getAttribute('aria-activedescendant') ?? '') as HTMLElement;
    await expect
      .poll(() => last.getBoundingClientRect().bottom <= list.getBoundingClientRect().bottom + 1)
      .toBe(true);
    await userEvent.keyboard('{Home}');
    expect(active()).toBe('Place 1');
    await userEvent.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // Escape closed the list, not the dialog.
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.keyboard('ZUR{Enter}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('Zürich');
    // Enter picked; it did not submit the form.
    expect(screen.queryByRole('heading', { name: 'Review your answer' })).toBeNull();
    // The review shows the title the person picked; the const is what is sent.
    await reviewAndSend('Zürich');
    expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: { place: 'ch-zh' } }]]);
  });

  it('given numbers as the options’ consts / when the person picks one / should send the number the schema typed', async () => {
    const onResult = await open(
      singleChoice(Array.from({ length: 12 }, (_, i) => ({ const: (i + 1) * 10, title: `Floor ${i + 1}` }))),
    );
    await userEvent.keyboard('floor 7{Enter}');
    expect(combobox(/^Place/).value).toBe('Floor 7');
    await reviewAndSend();
    expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: { place: 70 } }]]);
  });

  it('given an optional choice of many / when picked, then cleared / should send nothing for it and put focus back on the combobox', async () => {
    const onResult = await open(singleChoice(PLACES, false));
    await userEvent.keyboard('place 20{Enter}');
    const clear = within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear answer: Place' });
    await userEvent.click(clear);
    expect(combobox(/^Place/).value).toBe('');
    expect(document.activeElement).toBe(combobox(/^Place/));
    await reviewAndSend();
    expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: {} }]]);
  });

  it('given a multi-select of ten / when the person picks two and removes one with its chip’s button, by keyboard / should send the one left', async () => {
    const onResult = await open(multiChoice);
    const box = combobox(/^Fish/);
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard('tun{Enter}');
    // A multi-select stays open to pick more.
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    expect(screen.getByRole('option', { name: 'Tuna' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Control>}a{/Control}sal{Enter}');
    const chips = () => within(screen.getByRole('list', { name: /^Fish/ })).getAllByRole('listitem');
    expect(chips().map((chip) => chip.textContent)).toEqual(['Tuna', 'Salmon']);
    await expectNoAxeViolations();
    // Back from the input to the chips: Remove Salmon, then Remove Tuna.
    await tabTo(() => screen.getByRole('button', { name: 'Remove Tuna' }), true, 3);
    // Focus left the input: the list closed.
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(chips().map((chip) => chip.textContent)).toEqual(['Salmon']);
    expect(document.activeElement).toBe(box);
    await expectNoAxeViolations();
    await reviewAndSend();
    expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: { fish: ['fish-2'] } }]]);
  });

  it('given a multi-select of ten / when the person uses the pointer / should open on a click, pick options and keep the list open, and remove a chip without closing it', async () => {
    const onResult = await open(multiChoice);
    const box = combobox(/^Fish/);
    await userEvent.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('option', { name: 'Cod' }));
    await userEvent.click(screen.getByRole('option', { name: 'Trout' }));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(box);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Cod' }));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('option', { name: 'Cod' }).getAttribute('aria-selected')).toBe('false');
    // A click elsewhere in the dialog closes the list and nothing else.
    await userEvent.click(screen.getByRole('heading', { name: /asking for information/ }));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await tick();
    expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: { fish: ['fish-9'] } }]]);
  });

  it('given the German locale / when the person filters and picks / should say the count, the empty list and the chip’s button in German', async () => {
    render(
      <I18nProvider locale="de" messages={de}>
        <ElicitationDialog request={multiChoice} server={server} onResult={resultSpy()} />
      </I18nProvider>,
    );
    await expect.poll(() => screen.queryByRole('dialog')).not.toBeNull();
    await expect.poll(() => document.activeElement).toBe(combobox(/^Fish/));
    await userEvent.keyboard('a');
    expect(status().textContent).toBe('6 Optionen');
    await userEvent.keyboard('{Control>}a{/Control}zz');
    expect(status().textContent).toBe('Keine passende Option');
    await userEvent.keyboard('{Control>}a{/Control}tuna{Enter}');
    expect(screen.getByRole('button', { name: 'Tuna entfernen' })).toBeTruthy();
    expect(combobox(/^Fish/).placeholder).toBe('Auswählen …');
  });

  it('given maxItems / when that many are chosen / should make the other options unavailable', async () => {
    const limited = structuredClone(multiChoice);
    Object.assign(limited.requestedSchema.properties.fish, { maxItems: 1 });
    await open(limited);
    await userEvent.keyboard('cod{Enter}{Control>}a{/Control}carp');
    expect(screen.getByRole('option', { name: 'Carp' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Enter}');
    const chips = within(screen.getByRole('list', { name: /^Fish/ })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Cod']);
  });

  it('given the open list in the dialog / when the wheel turns over it / should let it scroll (the dialog’s scroll lock, which sees the portal in its React tree, leaves it alone)', async () => {
    await open(singleChoice(PLACES));
    await userEvent.keyboard('{ArrowDown}');
    const option = await screen.findByRole('option', { name: 'Place 2' });
    const list = screen.getByRole('listbox');
    expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    const wheel = new WheelEvent('wheel', { deltaY: 120, bubbles: true, cancelable: true });
    option.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(false);
  });

  it.each([
    [5, 'radios'],
    [COMBOBOX_THRESHOLD - 1, 'a Select'],
  ] as const)('given %i options / should keep the plain control: %s', async (count, _) => {
    await open(singleChoice(PLACES.slice(0, count)));
    if (count <= 5) {
      expect(screen.getAllByRole('radio')).toHaveLength(count);
      expect(screen.queryByRole('combobox')).toBeNull();
    } else {
      expect(screen.queryAllByRole('radio')).toEqual([]);
      expect(combobox(/^Place/).tagName).toBe('BUTTON');
    }
    await expectNoAxeViolations();
  });

  it(`given ${COMBOBOX_THRESHOLD - 1} fish to choose from / should keep the checkboxes`, async () => {
    const few = structuredClone(multiChoice);
    few.requestedSchema.properties.fish.items.anyOf.length = COMBOBOX_THRESHOLD - 1;
    await open(few);
    expect(screen.getAllByRole('checkbox')).toHaveLength(COMBOBOX_THRESHOLD - 1);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
