/**
 * One handler that runs the caller's first and then ours, unless the caller called `preventDefault()`:
 * a component never silently drops a handler it was given, and the caller can still opt out of ours.
 *
 * @example
 * <button {...rest} onMouseDown={composeEventHandlers(rest.onMouseDown, (event) => event.preventDefault())} />
 */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}
