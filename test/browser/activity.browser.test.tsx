import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ElicitContent } from '../../src/core/index.js';
import { ElicitationForm } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { activityOrSkip } from './react-features.js';

const schema = {
  type: 'object',
  properties: { city: { type: 'string', title: 'City' } },
  required: ['city'],
};

/** A host whose pane with the form can be hidden (kept alive) by `<Activity>`. */
function PaneHost({
  Activity,
  onSubmit,
}: {
  Activity: ReturnType<typeof activityOrSkip>;
  onSubmit: (content: ElicitContent) => void;
}) {
  const [visible, setVisible] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setVisible(!visible)}>
        {visible ? 'Hide pane' : 'Show pane'}
      </button>
      <Activity mode={visible ? 'visible' : 'hidden'}>
        <ElicitationForm schema={schema} onSubmit={onSubmit} />
      </Activity>
    </>
  );
}

describe('a form under <Activity>', () => {
  it('given a half-typed form, when the host hides its pane and shows it again, should keep the typing and send it', async (context) => {
    const Activity = activityOrSkip(context);
    const onSubmit = vi.fn<(content: ElicitContent) => void>();
    render(<PaneHost Activity={Activity} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Lis');

    await userEvent.click(screen.getByRole('button', { name: 'Hide pane' }));
    expect(screen.queryByRole('textbox', { name: /City/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show pane' }));

    const city = screen.getByRole('textbox', { name: /City/ });
    expect(city).toHaveValue('Lis');
    await userEvent.type(city, 'bon');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ city: 'Lisbon' });
  });
});
