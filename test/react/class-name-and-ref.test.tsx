import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ElicitationDialog, ElicitationForm, ElicitationPanel } from '../../src/react/index.js';

const schema = { type: 'object', properties: { name: { type: 'string', title: 'Name' } } };
const params = { message: 'Your name?', requestedSchema: schema };
const server = { name: 'names' };

describe('className and ref on the public components', () => {
  it('given a className and a ref, the form should carry both on its <form>', () => {
    const ref = createRef<HTMLFormElement>();
    render(<ElicitationForm ref={ref} className="host-form" schema={schema} onSubmit={() => undefined} />);
    expect(ref.current?.tagName).toBe('FORM');
    expect(ref.current).toHaveClass('host-form', 'mcp-elicit-form');
  });

  it('given a className and a ref, the dialog should carry both on its content element', async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <ElicitationDialog
        ref={ref}
        className="host-dialog"
        request={params}
        server={server}
        onResult={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(ref.current).toBe(dialog);
    expect(dialog).toHaveClass('host-dialog', 'mcp-elicit-dialog');
  });

  it('given a className and a ref, the panel should carry both on its section, live and as a record', () => {
    const ref = createRef<HTMLElement>();
    const { rerender } = render(
      <ElicitationPanel
        ref={ref}
        className="host-panel"
        request={params}
        server={server}
        onResult={() => undefined}
      />,
    );
    expect(ref.current?.tagName).toBe('SECTION');
    expect(ref.current).toHaveClass('host-panel', 'mcp-elicit-panel');
    rerender(
      <ElicitationPanel
        ref={ref}
        className="host-panel"
        record={{ version: 1, outcome: 'declined', server, mode: 'form', message: 'Your name?', at: 0 }}
      />,
    );
    expect(ref.current).toHaveAttribute('data-record', 'declined');
    expect(ref.current).toHaveClass('host-panel');
  });
});
