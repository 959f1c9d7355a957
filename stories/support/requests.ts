// Requests, servers and schemas shared by the stories. Plain data, parsed by the real core, exactly as a
// host would do it with what a server sent.
import { parseElicitRequest, type ServerIdentity } from '../../src/core/index.js';
import type { FormElicitationRequest } from '../../src/core/request/parse-form-request.js';
import type { UrlElicitationRequest } from '../../src/core/request/parse-request.js';

/** A form-mode request from a `properties` map, the way a server would send it. */
export function formRequest(
  properties: Record<string, unknown>,
  required: readonly string[] = [],
  message = 'Please answer a few questions.',
): FormElicitationRequest {
  return asForm(
    parseElicitRequest({ mode: 'form', message, requestedSchema: { type: 'object', properties, required } }),
  );
}

/** Parses params that must be a form-mode request (a fixture, say). */
export function asForm(request: ReturnType<typeof parseElicitRequest>): FormElicitationRequest {
  if (request.mode !== 'form') throw new Error('expected a form-mode request');
  return request;
}

/** Parses params that must be a URL-mode request. */
export function asUrl(request: ReturnType<typeof parseElicitRequest>): UrlElicitationRequest {
  if (request.mode !== 'url') throw new Error('expected a URL-mode request');
  return request;
}

/** A URL-mode request. */
export function urlRequest(
  url: string,
  message = 'Please sign in to your account to continue.',
): UrlElicitationRequest {
  return asUrl(parseElicitRequest({ mode: 'url', message, url }));
}

/** Who asks, as a host would take it from each server's `serverInfo`. */
export const servers = {
  bookings: { name: 'table-bookings', title: 'Table Bookings', version: '2.3.0' },
  everything: { name: 'mcp-servers/everything', title: 'Everything', version: '2026.8.31' },
  seed: { name: 'example-server', version: '1.0.0' },
  github: { name: 'github', title: 'GitHub', version: '0.9.1' },
  conformance: { name: 'test-server', title: 'Conformance test server', version: '0.1.13' },
} satisfies Record<string, ServerIdentity>;

/** The showcase request: a small, realistic English form with most field kinds. */
export const bookingParams = {
  mode: 'form',
  message: 'Which evening, and for how many guests? I will check availability at Luigi’s for you.',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name on the booking', minLength: 2, maxLength: 60 },
      email: {
        type: 'string',
        format: 'email',
        title: 'Email',
        description: 'The confirmation is sent here.',
      },
      date: { type: 'string', format: 'date', title: 'Date' },
      guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 12, default: 2 },
      seating: {
        type: 'string',
        title: 'Seating',
        oneOf: [
          { const: 'inside', title: 'Inside' },
          { const: 'terrace', title: 'Terrace' },
          { const: 'bar', title: 'At the bar' },
        ],
        default: 'inside',
      },
      newsletter: { type: 'boolean', title: 'Send me the monthly menu', default: false },
    },
    required: ['name', 'email', 'date', 'guests'],
  },
} as const;

export const bookingRequest = asForm(parseElicitRequest(bookingParams));
