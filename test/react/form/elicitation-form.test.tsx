import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationForm } from '../../../src/react/form/elicitation-form.js';
import { everythingElicitationRequest } from '../../fixtures/requests.js';

describe('ElicitationForm', () => {
  it('should render the reference schema and send typed defaults', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ElicitationForm schema={everythingElicitationRequest.requestedSchema} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'String' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Ada', integer: 42, number: 3.14 });
  });
});

describe('ElicitationForm: a select of numbers (pydantic Literal[1, 2, 3, 4, 5])', () => {
  it('given an integer enum of five, should offer five radios and send the number chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = {
      type: 'object',
      properties: { rating: { type: 'integer', enum: [1, 2, 3, 4, 5], title: 'Rating' } },
      required: ['rating'],
    };
    render(<ElicitationForm schema={schema} onSubmit={onSubmit} />);
    const group = screen.getByRole('group', { name: /Rating/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls).toStrictEqual([[{ rating: 3 }]]);
  });

  it('given a titled number oneOf with more options than radios, should use a select and send the number', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const titled = [0.5, 1, 1.5, 2, 2.5, 3].map((value) => ({ const: value, title: `${value} h` }));
    const schema = {
      type: 'object',
      properties: { hours: { type: 'number', oneOf: titled, title: 'Hours', default: 1 } },
    };
    render(<ElicitationForm schema={schema} onSubmit={onSubmit} />);
    const select = screen.getByRole('combobox', { name: 'Hours' }) as HTMLSelectElement;
    expect(select.value).toBe('1');
    await user.selectOptions(select, '2.5 h');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls).toStrictEqual([[{ hours: 2.5 }]]);
  });

  it('given a const true box, should not send until it is ticked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = {
      type: 'object',
      properties: { agree: { type: 'boolean', const: true, title: 'I agree' } },
      required: ['agree'],
    };
    render(<ElicitationForm schema={schema} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Tick this box to continue.').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls).toStrictEqual([[{ agree: true }]]);
  });
});
