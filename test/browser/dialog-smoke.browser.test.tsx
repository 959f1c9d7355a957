import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { contactInfoRequest } from '../fixtures/requests.js';

it('given a form (smoke), when the user fills, reviews and sends, should answer accept', async () => {
  const onResult = vi.fn();
  render(
    <ElicitationDialog
      request={parseElicitRequest(contactInfoRequest)}
      server={{ name: 'demo', version: '1.0' }}
      onResult={onResult}
    />,
  );
  const name = screen.getByRole('textbox', { name: 'name' });
  await expect.element(name).toHaveFocus();
  await userEvent.type(name, 'Ada');
  await userEvent.type(screen.getByRole('textbox', { name: 'email' }), 'ada@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'age' }), '36.5');
  await userEvent.click(screen.getByRole('button', { name: 'Review' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(onResult).toHaveBeenCalledWith({
    action: 'accept',
    content: { name: 'Ada', email: 'ada@example.com', age: 36.5 },
  });
});
