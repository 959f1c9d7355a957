// Pre-fills the arguments editor from a tool's `inputSchema`: every default, and a placeholder for each
// required property without one.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  items?: JsonSchema;
};

function placeholder(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
      if (schema.format === 'email') return 'user@example.com';
      return '';
    case 'number':
    case 'integer':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return exampleArgs(schema);
    default:
      return null;
  }
}

/** The arguments object a tool is pre-filled with. */
export function exampleArgs(schema: unknown): Record<string, unknown> {
  const { properties = {}, required = [] } = (schema ?? {}) as JsonSchema;
  const args: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (property && 'default' in property) args[name] = property.default;
    else if (required.includes(name)) args[name] = placeholder(property ?? {});
  }
  return args;
}

/** The arguments editor's text as a tool call's `arguments`: an object, or the error to show under the editor. */
export function parseToolArguments(text: string): { arguments: Record<string, unknown> } | { error: string } {
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? {} : JSON.parse(text);
  } catch (error) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { error: 'Arguments must be a JSON object.' };
  }
  return { arguments: parsed as Record<string, unknown> };
}
