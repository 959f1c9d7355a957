import { type ResultHandler, useElicitationFlow } from 'mcp-elicitation-react';
import { useElicitationHookForm } from 'mcp-elicitation-react/react-hook-form';
import { Controller } from 'react-hook-form';

export function MyElicitation({ params, onResult }: { params: unknown; onResult: ResultHandler }) {
  const flow = useElicitationFlow(params, { server: { name: 'weather' }, onResult });
  const form = useElicitationHookForm(flow); // the flow's request; locks with it; errors in our words
  if (!flow.open) return null;
  return (
    <section {...flow.getRootProps()}>
      {flow.anchor}
      <h2 {...flow.getTitleProps()}>{flow.request?.message}</h2>
      <form onSubmit={form.handleSubmit((values) => flow.accept(form.toContent(values)))}>
        {form.fields.map((field) =>
          field.kind === 'boolean' ? (
            <Controller
              key={field.name}
              control={form.control}
              name={field.name} // the safe key (f0, f1, …), never the server's property name
              render={({ field: box }) => (
                <label>
                  <input
                    type="checkbox"
                    checked={box.value === true}
                    onChange={(event) => box.onChange(event.target.checked)}
                    onBlur={box.onBlur}
                    disabled={box.disabled}
                  />
                  {field.label}
                </label>
              )}
            />
          ) : (
            <label key={field.name}>
              {field.label}
              <input {...form.register(field.name)} />
              {form.formState.errors[field.name]?.message}
            </label>
          ),
        )}
        <button type="submit" disabled={flow.locked}>
          Send
        </button>
        <button type="button" onClick={flow.decline}>
          Decline
        </button>
        <button type="button" onClick={flow.cancel}>
          Cancel
        </button>
      </form>
    </section>
  );
}
