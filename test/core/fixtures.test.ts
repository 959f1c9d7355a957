import { describe, expect, it } from 'vitest';
import {
  acceptResult,
  cancelResult,
  declineResult,
  elicitationCapability,
  initialValues,
  parseElicitRequest,
  toElicitContent,
  validateContent,
} from '../../src/core/index.js';
import {
  allVariantsRequest,
  apiKeyUrlRequest,
  contactInfoRequest,
  everythingElicitationRequest,
  everythingUrlElicitationRequest,
  githubUsernameRequest,
  sep1034DefaultsRequest,
} from '../fixtures/requests.js';

const formOf = (params: unknown) => {
  const request = parseElicitRequest(params);
  if (request.mode !== 'form') throw new Error('expected a form request');
  return request.form;
};

describe('the seed examples', () => {
  it('should answer the GitHub username request as the spec shows', () => {
    const form = formOf(githubUsernameRequest);
    const content = toElicitContent(form, { ...initialValues(form), name: 'octocat' });
    expect(acceptResult(content)).toEqual({ action: 'accept', content: { name: 'octocat' } });
    expect(validateContent(form, content)).toEqual([]);
  });

  it('should answer the contact request with a number for age', () => {
    const form = formOf(contactInfoRequest);
    expect(form.fields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['name', 'text', true],
      ['email', 'email', true],
      ['age', 'number', false],
    ]);
    const content = toElicitContent(form, {
      name: 'Monalisa Octocat',
      email: 'octocat@github.com',
      age: '30',
    });
    expect(content).toStrictEqual({ name: 'Monalisa Octocat', email: 'octocat@github.com', age: 30 });
    expect(validateContent(form, content)).toEqual([]);
    expect(validateContent(form, { ...content, age: 17 }).map((error) => error.code)).toEqual(['minimum']);
  });

  it('should compile all eight primitive variants of the seed', () => {
    const form = formOf(allVariantsRequest);
    expect(form.fields.map((field) => field.kind).sort()).toEqual(
      [
        'email',
        'number',
        'integer',
        'boolean',
        'single-select',
        'single-select',
        'multi-select',
        'multi-select',
      ].sort(),
    );
    // Every seed default fits, so the pre-filled form is a valid answer as it stands.
    expect(validateContent(form, toElicitContent(form, initialValues(form)))).toEqual([]);
  });

  it('should parse the API-key URL request and highlight its domain', () => {
    const request = parseElicitRequest(apiKeyUrlRequest);
    expect(request).toMatchObject({
      mode: 'url',
      url: { host: 'mcp.example.com', registrableDomain: 'example.com', warnings: [], blocked: false },
    });
  });
});

describe('the reference server (server-everything) trigger-elicitation-request', () => {
  const form = formOf(everythingElicitationRequest);

  it('should render every field with the right kind', () => {
    expect(Object.fromEntries(form.fields.map((field) => [field.name, field.kind]))).toEqual({
      name: 'text',
      check: 'boolean',
      firstLine: 'text',
      email: 'email',
      homepage: 'url',
      birthdate: 'date',
      integer: 'integer',
      number: 'number',
      untitledSingleSelectEnum: 'single-select',
      untitledMultipleSelectEnum: 'multi-select',
      titledSingleSelectEnum: 'single-select',
      titledMultipleSelectEnum: 'multi-select',
      legacyTitledEnum: 'single-select',
    });
    const legacy = form.fields.find((field) => field.name === 'legacyTitledEnum');
    expect(legacy?.options?.[1]).toEqual({ value: 'pet-2', label: 'Dogs' });
  });

  it('should send the defaults with their JSON types once the required name is filled', () => {
    const content = toElicitContent(form, { ...initialValues(form), name: 'Ada' });
    expect(content).toStrictEqual({
      name: 'Ada',
      firstLine: 'It was a dark and stormy night.',
      integer: 42,
      number: 3.14,
      untitledSingleSelectEnum: 'Monica',
      untitledMultipleSelectEnum: ['Guitar'],
      titledSingleSelectEnum: 'hero-1',
      titledMultipleSelectEnum: ['fish-1'],
      legacyTitledEnum: 'pet-1',
    });
    expect(validateContent(form, content)).toEqual([]);
  });

  it('should parse its URL elicitation with the 2025-11-25 elicitationId', () => {
    expect(parseElicitRequest(everythingUrlElicitationRequest)).toMatchObject({
      mode: 'url',
      elicitationId: everythingUrlElicitationRequest.elicitationId,
    });
  });
});

describe('SEP-1034 defaults', () => {
  it('should send every default with its JSON type when the user accepts the pre-filled form', () => {
    const form = formOf(sep1034DefaultsRequest);
    const content = toElicitContent(form, initialValues(form));
    for (const field of form.fields) expect(content[field.name]).toEqual(field.default);
    expect(typeof content.age).toBe('number');
    expect(Number.isInteger(content.age)).toBe(true);
    expect(typeof content.score).toBe('number');
    expect(validateContent(form, content)).toEqual([]);
  });
});

describe('results and capabilities', () => {
  it('should build the three results', () => {
    expect(acceptResult()).toEqual({ action: 'accept' });
    expect(declineResult()).toEqual({ action: 'decline' });
    expect(cancelResult()).toEqual({ action: 'cancel' });
  });

  it('should declare form only by default, and refuse to declare nothing', () => {
    expect(elicitationCapability()).toEqual({ form: {} });
    expect(elicitationCapability({ url: true })).toEqual({ form: {}, url: {} });
    expect(elicitationCapability({ form: false, url: true })).toEqual({ url: {} });
    expect(() => elicitationCapability({ form: false })).toThrow(TypeError);
  });
});
