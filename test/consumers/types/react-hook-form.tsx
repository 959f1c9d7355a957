// What a host whose forms live in react-hook-form writes with `mcp-elicitation-react/react-hook-form` (the
// own-components guide's example): the flow's consent rules, react-hook-form's state. Type-checked, never run.
import { useElicitationFlow } from 'mcp-elicitation-react';
import { type ElicitationHookForm, useElicitationHookForm } from 'mcp-elicitation-react/react-hook-form';

const params = {
  message: 'Your name?',
  requestedSchema: { type: 'object' as const, properties: { name: { type: 'string' as const } } },
};

export function NameForm() {
  const flow = useElicitationFlow(params, { server: { name: 'crm' }, onResult: () => undefined });
  const form: ElicitationHookForm = useElicitationHookForm(flow);
  return (
    <form onSubmit={form.handleSubmit((values) => flow.accept(form.toContent(values)))}>
      {form.fields.map((field) => (
        <label key={field.name}>
          {field.label} <input {...form.register(field.name)} />
        </label>
      ))}
    </form>
  );
}

// @ts-expect-error the flow is given first (`useElicitationHookForm(flow)`), never as an option beside the request
export const wrong = () => useElicitationHookForm(params, { flow: 'no' });
