import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { compileElicitationSchema } from '../../src/core/index.js';
import type { Widget } from '../../src/react/form/widget-props.js';
import { defaultWidgets } from '../../src/react/form/widgets/index.js';
import { ElicitationDialog, ElicitationForm, type WidgetComponents } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { button, expectNoAxeViolations, formRequest, resultSpy } from './helpers.js';

const server = { name: 'travel', version: '1.0.0' };

// The values a server sends are codes the person never sees: matching must never look at them.
const cities = [
  ['c-01', 'Zürich'],
  ['c-02', 'São Paulo'],
  ['c-03', 'İstanbul'],
  ['c-04', 'Kraków'],
  ['c-05', 'Reykjavík'],
  ['c-06', 'Montréal'],
  ['c-07', 'Tōkyō'],
  ['c-08', 'Zaragoza'],
  ['c-09', 'Lisbon'],
] as const;
const titled = cities.map(([value, title]) => ({ const: value, title }));

function renderCities(field: Record<string, unknown>, required = true) {
  const onResult = resultSpy();
  render(
    <ElicitationDialog
      request={formRequest({ city: { title: 'City', ...field } }, required ? ['city'] : [])}
      server={server}
      onResult={onResult}
      review={false}
    />,
  );
  return { onResult };
}

const single = { type: 'string', oneOf: titled };
const multi = { type: 'array', items: { anyOf: titled }, maxItems: 3 };
/**
 * The combobox once loaded: until then the plain control stands in (a native select, whose implicit role is
 * `combobox` too).
 */
function findBox(name: RegExp | string): Promise<HTMLInputElement> {
  return waitFor(() => {
    const found = screen.getByRole('combobox', { name });
    if (!(found instanceof HTMLInputElement)) throw new Error('the combobox is still loading');
    return found;
  });
}

const status = () => screen.getByRole('status', { hidden: true });

describe('choices that scale: the searchable combobox', () => {
  it('given 9 titled options, when the person types "zur", should show Zürich only, announce the count, and send its const', async () => {
    const { onResult } = renderCities(single);
    const box = await findBox(/City/);
    box.focus();
    await userEvent.keyboard('zur');
    const list = screen.getByRole('listbox', { name: /City/ });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Zürich']);
    expect(status()).toHaveTextContent('1 option');
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('Zürich');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // Enter picked: it did not submit.
    expect(onResult).not.toHaveBeenCalled();
    await userEvent.click(button('Send'));
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { city: 'c-01' } });
  });

  it.each([
    ['SAO', ['São Paulo']],
    ['istanbul', ['İstanbul']],
    ['krakow', ['Kraków']],
    ['tokyo', ['Tōkyō']],
    ['MONTREAL', ['Montréal']],
    ['za', ['Zaragoza']],
  ])('given the query %j, should match by title ignoring accents and case', async (query, titles) => {
    renderCities(single);
    const box = await findBox(/City/);
    box.focus();
    await userEvent.keyboard(query);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(titles);
  });

  it('given the hidden const typed ("c-07"), should match nothing and say so', async () => {
    renderCities(single);
    const box = await findBox(/City/);
    box.focus();
    await userEvent.keyboard('c-07');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(status()).toHaveTextContent('No option matches');
  });

  it("given zh-CN, or a host's own words, should speak them: the combobox's words come with its chunk", async () => {
    const chinese = render(
      <ElicitationForm
        schema={{ type: 'object', properties: { city: { title: '城市', ...single } } }}
        locale="zh-CN"
        onSubmit={() => {}}
      />,
    );
    const box = await findBox(/城市/);
    box.focus();
    await userEvent.keyboard('zur');
    expect(status()).toHaveTextContent('1 个选项');
    await userEvent.keyboard('q');
    expect(status()).toHaveTextContent('没有匹配的选项');
    chinese.unmount();
    render(
      <ElicitationForm
        schema={{ type: 'object', properties: { city: { title: 'City', ...single } } }}
        messages={{ 'combobox.none': 'Nothing like that' }}
        onSubmit={() => {}}
      />,
    );
    const english = await findBox(/City/);
    english.focus();
    await userEvent.keyboard('c-07');
    expect(status()).toHaveTextContent('Nothing like that');
  });

  it('given the keyboard only, ArrowDown opens, End and Home go to the last and first, ArrowUp moves back', async () => {
    renderCities(single);
    const box = await findBox(/City/);
    box.focus();
    const active = () =>
      document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(active()).toBe('Zürich');
    expect(status()).toHaveTextContent('9 options');
    await userEvent.keyboard('{End}');
    expect(active()).toBe('Lisbon');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe('Zaragoza');
    await userEvent.keyboard('{Home}');
    expect(active()).toBe('Zürich');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('São Paulo');
    // Escape with the list open closes the list, not the dialog.
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('given a multi-select of 9, should pick by keyboard into chips with remove buttons, respect maxItems, and send in option order', async () => {
    const { onResult } = renderCities(multi);
    const box = await findBox(/City/);
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('aria-multiselectable', 'true');
    box.focus();
    await userEvent.keyboard('lis{Enter}');
    await userEvent.clear(box);
    await userEvent.keyboard('zur{Enter}');
    await userEvent.clear(box);
    await userEvent.keyboard('krak{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Lisbon' })).toBeVisible();
    // Full at maxItems 3: the rest is unavailable.
    await userEvent.clear(box);
    await userEvent.keyboard('tok');
    expect(screen.getByRole('option', { name: 'Tōkyō' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Remove Tōkyō' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Kraków' }));
    expect(screen.queryByRole('button', { name: 'Remove Kraków' })).toBeNull();
    expect(box).toHaveFocus();
    await userEvent.click(button('Send'));
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { city: ['c-01', 'c-09'] } });
  });

  it('given fewer options than the threshold, should keep the plain controls', () => {
    const seven = titled.slice(0, 7);
    render(
      <ElicitationForm
        model={compileElicitationSchema({
          type: 'object',
          properties: {
            one: { type: 'string', title: 'One', oneOf: seven },
            few: { type: 'string', title: 'Few', oneOf: titled.slice(0, 5) },
            many: { type: 'array', title: 'Many', items: { anyOf: seven } },
          },
        })}
        onSubmit={() => undefined}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'One' })).toBeInstanceOf(HTMLSelectElement);
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
  });

  it('given the list open with chips chosen, should have no axe violation', async () => {
    renderCities(multi);
    const box = await findBox(/City/);
    box.focus();
    await userEvent.keyboard('lis{Enter}');
    await userEvent.clear(box);
    await userEvent.keyboard('z');
    await expectNoAxeViolations();
  });

  it('given a form of many fields, filtering one field should render no other widget', async () => {
    const renders: Record<string, number> = {};
    const counted = (Inner: Widget): Widget =>
      function Counted(props) {
        renders[props.field.name] = (renders[props.field.name] ?? 0) + 1;
        return <Inner {...props} />;
      };
    const components = Object.fromEntries(
      Object.entries(defaultWidgets).map(([kind, widget]) => [kind, counted(widget)]),
    ) as WidgetComponents;
    const properties: Record<string, unknown> = { city: { title: 'City', ...single } };
    for (let index = 0; index < 20; index++)
      properties[`note${index}`] = { type: 'string', title: `Note ${index}` };
    render(
      <ElicitationForm
        model={compileElicitationSchema({ type: 'object', properties })}
        components={components}
        onSubmit={() => undefined}
      />,
    );
    const box = await findBox('City');
    box.focus();
    for (const key of Object.keys(renders)) renders[key] = 0;
    await userEvent.keyboard('zar');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Zaragoza']);
    expect(Object.entries(renders).filter(([, count]) => count > 0)).toEqual([]);
  });
});
