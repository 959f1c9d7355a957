// A Server Component (no 'use client'): parses and validates on the server, `validateContent` taken from the
// main entry as a host that also renders the dialog elsewhere would import it, `parseElicitRequest` from /core
// (its only entry: it analyses a URL at once). Two routes render it: / at build time (prerendered) and
// /per-request on every request.
import { validateContent } from 'mcp-elicitation-react';
import { parseElicitRequest } from 'mcp-elicitation-react/core';
import { shippingParams } from './shipping.js';

export function ServerPage() {
  const request = parseElicitRequest(shippingParams);
  if (request.mode !== 'form') throw new Error(`expected a form request, got ${request.mode}`);
  const problems = validateContent(request.form, { email: 'not an address', city: 'X' });
  return (
    <main>
      <h1>{request.message}</h1>
      <ul id="fields">
        {request.form.fields.map((field) => (
          <li key={field.name}>{field.label}</li>
        ))}
      </ul>
      <ul id="problems">
        {problems.map((problem) => (
          <li key={problem.field}>{`${problem.field}: ${problem.code}`}</li>
        ))}
      </ul>
    </main>
  );
}
