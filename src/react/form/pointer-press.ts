/** Whether a mouse button, pen or finger is down, per document whose presses are tracked. */
const pressed = new WeakMap<Document, boolean>();

/** Starts tracking presses in the page (once; called when a field mounts, so before any press leaves it). */
export function trackPresses(): void {
  if (typeof document === 'undefined' || pressed.has(document)) return;
  const doc = document;
  pressed.set(doc, false);
  const options = { capture: true, passive: true };
  doc.addEventListener('pointerdown', () => pressed.set(doc, true), options);
  for (const type of ['pointerup', 'pointercancel'])
    doc.addEventListener(type, () => pressed.set(doc, false), options);
}

/**
 * Runs `task` at once, or, during a press, just after its click. Leaving a field can show its error, and the line it
 * adds moves what is below; done mid-press it would move the option being clicked out from under the pointer.
 *
 * @example
 * onBlur={() => afterPress(() => store.blur(key))}
 */
export function afterPress(task: () => void): void {
  if (typeof document === 'undefined' || !pressed.get(document)) {
    task();
    return;
  }
  const doc = document;
  const release = () => {
    doc.removeEventListener('pointerup', release, true);
    doc.removeEventListener('pointercancel', release, true);
    // The click follows the release in the same task; run after it.
    setTimeout(task, 0);
  };
  doc.addEventListener('pointerup', release, true);
  doc.addEventListener('pointercancel', release, true);
}
