import { afterPress, trackPresses } from '../react/form/pointer-press.js';

/**
 * A blur handler that runs at once, or, while a mouse button, pen or finger is down, just after that press's click.
 * Leaving a field shows its error, and the line it adds moves what is below: done mid-press, it would move the
 * button being clicked (Decline, Cancel, an option) out from under the pointer, and the click would be lost.
 * `useElicitationHookForm`'s `register` does this already; wrap a `Controller`'s `field.onBlur` with it.
 *
 * @example
 * <Controller control={form.control} name={field.name} render={({ field: input }) => (
 *   <Checkbox checked={input.value === true} onCheckedChange={input.onChange} onBlur={blurAfterPress(input.onBlur)} />
 * )} />
 */
export function blurAfterPress<Args extends unknown[]>(
  onBlur: (...args: Args) => unknown,
): (...args: Args) => void {
  trackPresses();
  return (...args) => afterPress(() => void onBlur(...args));
}
