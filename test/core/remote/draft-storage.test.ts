import { describe, expect, it } from 'vitest';
import { createDraftStorage } from '../../../src/core/remote/draft-storage.js';
import { parseFormRequest } from '../../../src/core/request/parse-form-request.js';

/** A Storage over a Map: Node has no sessionStorage. */
function memoryStorage(): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

// Parsed from text, as it comes off the wire: a `__proto__` key is then a property, not the prototype.
const request = parseFormRequest(
  JSON.parse(`{
    "message": "Sign in",
    "requestedSchema": {
      "type": "object",
      "properties": {
        "user": { "type": "string", "title": "User" },
        "password": { "type": "string", "title": "Password" },
        "otp": { "type": "string", "title": "Second factor", "writeOnly": true },
        "__proto__": { "type": "string", "title": "Proto" },
        "tags": { "type": "array", "items": { "enum": ["a", "b"] } }
      }
    }
  }`),
);

describe('createDraftStorage', () => {
  it('given a draft with secrets when saved should write only the fields the guard does not flag', () => {
    const storage = memoryStorage();
    const drafts = createDraftStorage(storage);
    drafts.save('r1', request, { user: 'ada', password: 'hunter2', otp: '123456', tags: ['a'] });
    const written = [...storage.map.values()].join();
    expect(written).toContain('ada');
    expect(written).not.toContain('hunter2');
    expect(written).not.toContain('123456');
    expect(drafts.load('r1', request)).toEqual({ user: 'ada', tags: ['a'] });
  });

  it('given a stored draft with a __proto__ field when loaded should keep it an own property', () => {
    const drafts = createDraftStorage(memoryStorage());
    const draft: Record<string, string> = {};
    Object.defineProperty(draft, '__proto__', { value: 'x', enumerable: true });
    drafts.save('r2', request, draft);
    const loaded = drafts.load('r2', request) ?? {};
    expect(Object.hasOwn(loaded, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(loaded)).toBe(Object.prototype);
  });

  it('given damaged storage, a value of the wrong type or a throwing storage should load nothing and never throw', () => {
    const storage = memoryStorage();
    storage.setItem('mcp-elicitation-draft:r3', '{not json');
    storage.setItem('mcp-elicitation-draft:r4', JSON.stringify({ user: { evil: true }, password: 'x' }));
    const drafts = createDraftStorage(storage);
    expect(drafts.load('r3', request)).toBeUndefined();
    expect(drafts.load('r4', request)).toBeUndefined();
    const throwing = createDraftStorage({
      ...memoryStorage(),
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    });
    expect(() => throwing.save('r5', request, { user: 'a' })).not.toThrow();
    expect(throwing.load('r5', request)).toBeUndefined();
  });

  it('given a settled request when cleared should leave no trace', () => {
    const storage = memoryStorage();
    const drafts = createDraftStorage(storage);
    drafts.save('r6', request, { user: 'ada' });
    drafts.clear('r6');
    expect(storage.map.size).toBe(0);
  });
});
