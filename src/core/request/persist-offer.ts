import { isJsonObject, own } from '../wire/json.js';

/**
 * How long a server may remember a person's answer, as Codex's `_meta.persist` convention names it: `session` (until
 * the session ends) or `always`. Not in the spec; offered by a server, never by this library on its own.
 * @inline
 */
export type PersistScope = 'session' | 'always';

/**
 * What the person chose: `once` (only this time, the default: the answer carries no `persist`) or an offered scope.
 * @inline
 */
export type PersistChoice = 'once' | PersistScope;

const SCOPES: readonly PersistScope[] = ['session', 'always'];

/**
 * The scopes a request's `_meta.persist` offers (`"session"`, `"always"`, or an array of them), in the order
 * `session`, `always`; `undefined` when it offers none. Anything else in it is not a scope and is ignored: the
 * offer is a convention, so a request is never refused for it.
 *
 * @example
 * readPersistOffer({ message: 'Allow?', requestedSchema, _meta: { persist: ['always', 'session'] } }); // ['session', 'always']
 * readPersistOffer({ message: 'Allow?', requestedSchema });                                          // undefined
 */
export function readPersistOffer(params: unknown): readonly PersistScope[] | undefined {
  const meta = isJsonObject(params) ? own(params, '_meta') : undefined;
  const given = isJsonObject(meta) ? own(meta, 'persist') : undefined;
  const named = Array.isArray(given) ? given : [given];
  const offer = SCOPES.filter((scope) => named.includes(scope));
  return offer.length > 0 ? offer : undefined;
}
