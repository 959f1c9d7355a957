import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationForm } from '../../src/react/elicitation-form.js';
import { everythingElicitationRequest } from '../fixtures/requests.js';

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
