/**
 * How the model-based test reads and drives one flow on screen, the way a person would: by the buttons and
 * fields that are visible (hidden footers of other steps are in the DOM, but not in the accessibility tree).
 */
import { screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { animationsDone, tick } from '../helpers.js';

/** Which step a flow shows, read from what a person can press. */
export type Step =
  | 'form'
  | 'review'
  | 'url-consent'
  | 'url-waiting'
  | 'done'
  | 'question-discard'
  | 'question-decline-all'
  | 'question-stop-waiting'
  | 'none';

const has = (root: HTMLElement, name: string | RegExp) =>
  within(root).queryByRole('button', { name }) !== null;

/** The step `root` (a dialog or a panel) shows now. */
export function stepOf(root: HTMLElement | null): Step {
  if (!root) return 'none';
  if (has(root, 'Keep editing')) return 'question-discard';
  if (has(root, 'Go back')) return 'question-decline-all';
  if (has(root, 'Keep waiting')) return 'question-stop-waiting';
  if (has(root, 'Review')) return 'form';
  if (has(root, 'Send')) return 'review';
  if (has(root, 'Open')) return 'url-consent';
  if (has(root, 'Continue')) return 'url-waiting';
  return 'done';
}

/** The open dialog, if any. */
export function openDialog(): HTMLElement | null {
  return screen.queryByRole('dialog');
}

/** The `Q<n>:` label of the request `root` shows, from its message. */
export function shownLabel(root: HTMLElement | null): number | undefined {
  const match = root?.textContent?.match(/Q(\d+):/);
  return match ? Number(match[1]) : undefined;
}

export function nameField(root: HTMLElement): HTMLInputElement | null {
  return within(root).queryByRole('textbox', { name: /^Name/ }) as HTMLInputElement | null;
}

/** Clicks the visible button called `name` in `root`; false when there is none (or it is disabled). */
export async function press(root: HTMLElement, name: string | RegExp): Promise<boolean> {
  const target = within(root).queryByRole('button', { name }) as HTMLButtonElement | null;
  if (!target || target.disabled) return false;
  await userEvent.click(target);
  return true;
}

/** Escape, the × button, or a click on the overlay: the three ways to dismiss a dialog. */
export type Dismissal = 'escape' | 'close' | 'outside';

export async function dismissDialog(root: HTMLElement, how: Dismissal): Promise<void> {
  if (how === 'escape') {
    // Escape goes to whatever has focus; inside the dialog, as a person's key press would.
    if (!root.contains(document.activeElement)) root.focus();
    await userEvent.keyboard('{Escape}');
  } else if (how === 'close') {
    await press(root, 'Close');
  } else {
    const overlay = document.querySelector<HTMLElement>('.mcp-elicit-overlay');
    if (overlay) await userEvent.click(overlay, { position: { x: 3, y: 3 } });
  }
}

/** Lets React commit, the deferred unmount `cancel` run, and the dialog's animations end. */
export async function settle(): Promise<void> {
  await tick();
  await tick();
  await animationsDone();
}
