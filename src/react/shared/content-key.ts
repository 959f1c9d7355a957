/** Keys already computed, by object: a parent that passes the same object again pays nothing. */
const keys = new WeakMap<object, string>();
let unserialisable = 0;

/**
 * A key equal for equal content and different for different content: what a form is kept by, so a
 * parent that builds an equal schema or request on every render keeps what the user typed, and a
 * genuinely different one gets a fresh form. Property order counts (it is the order of the fields).
 * What JSON cannot write (a cycle, a BigInt) is keyed by identity instead.
 *
 * @example
 * contentKey({ a: 1 }) === contentKey({ a: 1 }); // true
 */
export function contentKey(value: unknown): string {
  if (typeof value !== 'object' || value === null) return `${typeof value}:${String(value)}`;
  let key = keys.get(value);
  if (key === undefined) {
    try {
      key = `json:${JSON.stringify(value)}`;
    } catch {
      key = `object:${++unserialisable}`;
    }
    keys.set(value, key);
  }
  return key;
}

const identities = new WeakMap<object, string>();
let nextIdentity = 0;

/**
 * A key for an object itself, not its content: a React key for things that have no id of their own,
 * such as the sources of a queue.
 *
 * @example
 * identityKey(source) === identityKey(source); // true; another object gets another key
 */
export function identityKey(value: object): string {
  let key = identities.get(value);
  if (key === undefined) {
    key = `#${++nextIdentity}`;
    identities.set(value, key);
  }
  return key;
}
