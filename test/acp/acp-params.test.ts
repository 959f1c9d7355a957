import { describe, expect, it } from 'vitest';
import { toMcpParams } from '../../src/acp/acp-params.js';
import { parseElicitRequest } from '../../src/core/index.js';

describe("toMcpParams: ACP's optional fields as MCP's", () => {
  it('given the nulls ACP means as "omitted" / should drop them, so the parser reads what ACP means', () => {
    const acp = {
      sessionId: 'sess_1',
      toolCallId: null,
      mode: 'form',
      message: 'Pick',
      _meta: null,
      requestedSchema: {
        type: 'object',
        title: null,
        description: null,
        required: null,
        _meta: null,
        properties: {
          name: {
            type: 'string',
            title: null,
            description: null,
            minLength: null,
            maxLength: null,
            pattern: null,
            format: null,
            default: null,
            enum: null,
            oneOf: null,
            _meta: null,
          },
          size: { type: 'integer', minimum: null, maximum: null, default: null },
          colour: {
            type: 'string',
            oneOf: [{ const: 'r', title: 'Red', description: null, _meta: null }],
          },
          tags: {
            type: 'array',
            minItems: null,
            maxItems: null,
            items: { anyOf: [{ const: 'a', title: 'A', description: null }], _meta: null },
          },
        },
      },
    };
    const params = toMcpParams(acp);
    expect(params).toEqual({
      mode: 'form',
      message: 'Pick',
      requestedSchema: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          size: { type: 'integer' },
          colour: { type: 'string', oneOf: [{ const: 'r', title: 'Red' }] },
          tags: { type: 'array', items: { anyOf: [{ const: 'a', title: 'A' }] } },
        },
      },
    });
    // The check can fail: as sent, MCP's schema (and our parser) refuses every one of those nulls.
    expect(() => parseElicitRequest(acp)).toThrow(/title must be a string/);
    expect(parseElicitRequest(params).mode).toBe('form');
  });

  it("given requestedSchema without type or properties / should fill in ACP's defaults ('object', {})", () => {
    expect(toMcpParams({ mode: 'form', message: 'OK?', requestedSchema: {} }).requestedSchema).toEqual({
      type: 'object',
      properties: {},
    });
  });

  it('given a null where ACP allows none, or a wrong type / should keep it for the parser to refuse', () => {
    const acp = {
      mode: 'form',
      message: 'Pick',
      requestedSchema: {
        type: null,
        properties: { a: { type: null }, b: { type: 'string', items: null, const: null } },
      },
    };
    expect(toMcpParams(acp).requestedSchema).toEqual(acp.requestedSchema);
    expect(
      toMcpParams({ mode: 'form', message: 'x', requestedSchema: { properties: null } }).requestedSchema,
    ).toEqual({
      type: 'object',
      properties: null,
    });
  });

  it('given the scope fields / should leave them out (the scope is read apart), and copy, never change, the params', () => {
    const acp = {
      sessionId: 's',
      toolCallId: 't',
      requestId: 1,
      mode: 'url',
      message: 'm',
      url: 'https://x.example',
      elicitationId: 'e',
    };
    const before = structuredClone(acp);
    expect(toMcpParams(acp)).toEqual({
      mode: 'url',
      message: 'm',
      url: 'https://x.example',
      elicitationId: 'e',
    });
    expect(acp).toEqual(before);
  });

  it('given a property named __proto__ / should keep it a plain key, never a prototype', () => {
    const acp = JSON.parse(
      '{"mode":"form","message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string","title":null}}}}',
    );
    const { requestedSchema } = toMcpParams(acp) as { requestedSchema: { properties: object } };
    expect(Object.getPrototypeOf(requestedSchema.properties)).toBe(Object.prototype);
    expect(Object.keys(requestedSchema.properties)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(requestedSchema.properties, '__proto__')?.value).toEqual({
      type: 'string',
    });
  });
});
