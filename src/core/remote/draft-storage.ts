import type { DraftValue, DraftValues } from '../answer/values.js';
import type { DraftStorage } from '../host/remote-facts.js';
import type { FormElicitationRequest } from '../request/parse-form-request.js';
import { findRequestSecrets } from '../safety/sensitive.js';
import type { FieldModel } from '../schema/model.js';

const PREFIX = 'mcp-elicitation-draft:';

/**
 * Drafts in `storage` (the tab's `sessionStorage`: it outlives a reload and dies with the tab), one key per
 * request id. A field the secret guard flags (`FieldModel.sensitive`, which `writeOnly` and `format: password`
 * also set) is never written, and nothing at all is written when the message itself asks for a secret: an
 * innocent-looking field may then hold it. Storage that throws (full, disabled, private mode) loses the saved
 * copy only, never the form on screen.
 * @internal
 */
export function createDraftStorage(storage: Storage | undefined): DraftStorage {
  const attempt = <T>(act: () => T): T | undefined => {
    try {
      return act();
    } catch {
      return undefined;
    }
  };
  return {
    load(id, request) {
      const text = attempt(() => storage?.getItem(PREFIX + id));
      if (typeof text !== 'string') return undefined;
      const saved = attempt(() => JSON.parse(text) as unknown);
      if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return undefined;
      const draft: DraftValues = {};
      for (const field of keptFields(request)) {
        if (!Object.hasOwn(saved, field.name)) continue;
        const value = (saved as Record<string, unknown>)[field.name];
        if (isDraftValue(value)) define(draft, field.name, value);
      }
      return Object.keys(draft).length > 0 ? draft : undefined;
    },
    save(id, request, draft) {
      const kept: Record<string, DraftValue> = {};
      for (const field of keptFields(request)) {
        if (Object.hasOwn(draft, field.name)) define(kept, field.name, draft[field.name]);
      }
      attempt(() => storage?.setItem(PREFIX + id, JSON.stringify(kept)));
    },
    clear(id) {
      attempt(() => storage?.removeItem(PREFIX + id));
    },
  };
}

/** The fields whose values may be written down. */
function keptFields(request: FormElicitationRequest): readonly FieldModel[] {
  if (findRequestSecrets(request).message !== undefined) return [];
  const properties = request.form.schema.properties as Record<string, { writeOnly?: unknown }> | undefined;
  return request.form.fields.filter(
    (field) =>
      // A file (SEP-2631) is never written to storage: it stays in the page, and a reload forgets it.
      field.kind !== 'file' &&
      !field.sensitive &&
      field.secret === undefined &&
      !(properties && Object.hasOwn(properties, field.name) && properties[field.name]?.writeOnly === true),
  );
}

function isDraftValue(value: unknown): value is DraftValue {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  );
}

/** Defined, not assigned: a server's property may be called `__proto__`. */
function define(target: Record<string, DraftValue>, name: string, value: DraftValue): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The drafts of a remote queue from its `draftStorage` option: `null` keeps none; absent, the tab's `sessionStorage`
 * (none where it is missing or blocked).
 *
 * @example
 * draftStorageOf(undefined)?.save(id, request, draft); // in the tab's sessionStorage
 * @internal
 */
export function draftStorageOf(given: Storage | null | undefined): DraftStorage | undefined {
  const storage = given === null ? undefined : (given ?? sessionStorageOrNone());
  return storage ? createDraftStorage(storage) : undefined;
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Reading it throws where storage is blocked.
    return undefined;
  }
}
