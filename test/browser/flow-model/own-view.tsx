/**
 * A host's own presentation, written from the README's "Use your own components": `useElicitationFlow` and
 * `useElicitationHookForm`, plain elements, Review → Send, Decline and Cancel, inline like the panel (no dismissals).
 * It hands its flow to the world, so the model-based test can also answer through the flow's own doors.
 */
import { useState } from 'react';
import type { ElicitContent, ResultHandler } from '../../../src/index.js';
import { type ElicitationFlow, useElicitationFlow } from '../../../src/index.js';
import { useElicitationHookForm } from '../../../src/react-hook-form/index.js';

export interface OwnViewProps {
  params: unknown;
  signal: AbortSignal;
  onResult: ResultHandler;
  /** Told the flow on every render: the world's handle to its doors. */
  onFlow: (flow: ElicitationFlow) => void;
}

export function OwnView({ params, signal, onResult, onFlow }: OwnViewProps) {
  const flow = useElicitationFlow(params, { server: { name: 'Alpha' }, signal, onResult });
  const form = useElicitationHookForm(flow);
  const [content, setContent] = useState<ElicitContent>({});
  onFlow(flow);
  const message = flow.request?.message ?? '';
  return (
    <section {...flow.getRootProps()}>
      {flow.anchor}
      <h2 {...flow.getTitleProps()}>{message}</h2>
      {!flow.open ? (
        <p>Answered</p>
      ) : flow.phase === 'review' ? (
        <>
          <output>{JSON.stringify(content)}</output>
          <button type="button" disabled={flow.locked} onClick={() => flow.setPhase('form')}>
            Edit
          </button>
          <button type="button" disabled={flow.locked} onClick={() => flow.accept(content)}>
            Send
          </button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => {
            setContent(form.toContent(values));
            flow.setPhase('review');
          })}
        >
          {form.fields.map((field) => (
            <label key={field.name}>
              {field.label}
              <input {...form.register(field.name)} />
              {form.formState.errors[field.name]?.message}
            </label>
          ))}
          <button type="submit" disabled={flow.locked}>
            Review
          </button>
        </form>
      )}
      {flow.open && !flow.closeOnly && (
        <>
          <button type="button" disabled={flow.locked} onClick={flow.decline}>
            Decline
          </button>
          <button type="button" disabled={flow.locked} onClick={flow.cancel}>
            Cancel
          </button>
        </>
      )}
    </section>
  );
}
