/**
 * Puts `value` on the instance as `key` (shadowing the SDK's own method for this client alone); returns what takes
 * it off again, if nobody replaced it since.
 */
export function overrideOnInstance<T extends object, K extends keyof T>(
  target: T,
  key: K,
  value: NonNullable<T[K]>,
): () => void {
  const hadOwn = Object.hasOwn(target, key);
  const previous = target[key];
  target[key] = value;
  return () => {
    if (target[key] !== value) return;
    if (hadOwn) target[key] = previous;
    else delete target[key];
  };
}
