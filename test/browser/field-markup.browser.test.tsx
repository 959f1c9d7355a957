/**
 * What a field renders (issue 40): the elements and attributes it needs and nothing else — a hint only when there
 * is one, the error only while there is one, no id that nothing points to, no ARIA attribute saying what its
 * absence says — with the wiring a screen reader follows intact.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ElicitationForm } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', description: 'As on your passport', minLength: 2, maxLength: 40 },
    nickname: { type: 'string', title: 'Nickname' },
    birthday: { type: 'string', format: 'date', title: 'Birthday' },
    guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 9 },
    news: { type: 'boolean', title: 'Send me news' },
    size: { type: 'string', title: 'Size', description: 'Pick one', enum: ['S', 'M', 'L'] },
    city: { type: 'string', title: 'City', enum: ['Oslo', 'Lima', 'Pune', 'Kobe', 'Fès', 'Baku'] },
    toppings: { type: 'array', title: 'Toppings', items: { type: 'string', enum: ['Ham', 'Egg', 'Kale'] } },
  },
  required: ['name', 'size'],
};

function renderForm() {
  const { container } = render(<ElicitationForm schema={schema} onSubmit={() => {}} />);
  const form = container.querySelector('form') as HTMLFormElement;
  const field = (kind: string, index = 0) =>
    form.querySelectorAll(`[data-kind="${kind}"]`)[index] as HTMLElement;
  return { form, field };
}

/** The tag names under a field, in document order: the elements it costs. */
function tags(field: Element): string[] {
  return [...field.querySelectorAll('*')].map((element) => element.tagName.toLowerCase());
}

describe('what a field renders', () => {
  it('should render only the elements each kind needs: a hint only with one, no wrapper around a group', () => {
    const { field } = renderForm();
    // Label, its required marker, description, input, hint ("2–40 characters").
    expect(tags(field('text', 0))).toEqual(['label', 'span', 'p', 'input', 'p']);
    // No description, no constraint: no hint element either.
    expect(tags(field('text', 1))).toEqual(['label', 'input']);
    expect(tags(field('date'))).toEqual(['label', 'input']);
    expect(tags(field('integer'))).toEqual(['label', 'input', 'p']);
    // The box, its label and "Not answered yet" in one row, nothing else.
    expect(tags(field('boolean'))).toEqual(['div', 'input', 'label', 'span']);
    // A group: legend (with the marker and the spoken "required"), description, then its options themselves.
    const options = (count: number) => Array.from({ length: count }, () => ['label', 'input']).flat();
    expect(tags(field('single-select', 0))).toEqual(['legend', 'span', 'span', 'p', ...options(3)]);
    // The empty first option (no answer: the field is optional), then the six.
    expect(tags(field('single-select', 1))).toEqual(['label', 'select', ...Array(7).fill('option')]);
    expect(tags(field('multi-select'))).toEqual(['legend', ...options(3)]);
  });

  it('should give no id that nothing points to: each one a label names, a control is described by, or the field’s own', () => {
    const { form } = renderForm();
    const pointedTo = new Set<string>();
    for (const element of form.querySelectorAll('*')) {
      const htmlFor = element.getAttribute('for');
      if (htmlFor) pointedTo.add(htmlFor);
      for (const name of ['aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-errormessage'])
        for (const id of element.getAttribute(name)?.split(/\s+/) ?? []) if (id) pointedTo.add(id);
    }
    // A group's first option carries the field's id (a failed submit and Clear reach the group by it); the others none.
    const fieldIds = [...form.querySelectorAll('fieldset')].map((group) => group.querySelector('input')?.id);
    const idle = [...form.querySelectorAll('[id]')]
      .map((element) => element.id)
      .filter((id) => !pointedTo.has(id) && !fieldIds.includes(id));
    expect(idle).toEqual([]);
    expect(form.querySelectorAll('fieldset label:not(:first-of-type) input[id]')).toHaveLength(0);
  });

  it('should carry aria-invalid and aria-required only when true, and wire an error in and out as it comes and goes', async () => {
    const { form, field } = renderForm();
    expect(form.querySelectorAll('[aria-invalid="false"], [aria-required="false"]')).toHaveLength(0);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Nickname' })).not.toHaveAttribute('aria-required');
    expect(form.querySelector('.mcp-elicit-error')).toBeNull();

    await userEvent.type(name, 'A');
    await userEvent.tab();
    const error = field('text', 0).querySelector('.mcp-elicit-error') as HTMLElement;
    expect(error).toHaveTextContent(/at least 2/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(field('text', 0)).toHaveAttribute('data-invalid');

    await userEvent.type(name, 'da');
    expect(field('text', 0).querySelector('.mcp-elicit-error')).toBeNull();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name.getAttribute('aria-describedby')?.split(' ')).not.toContain(error.id);
    expect(field('text', 0)).not.toHaveAttribute('data-invalid');
  });
});
