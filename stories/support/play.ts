// Small helpers for `play` functions. The dialog is portalled to document.body, outside the story's
// canvas, so dialog stories query the whole screen.
import { fireEvent, screen, within } from 'storybook/test';

/** Queries scoped to the open dialog, once it is there and its opening animation has ended. */
export async function inDialog() {
  const dialog = await screen.findByRole('dialog');
  await animationsDone();
  return within(dialog);
}

/** Waits until the running finite animations end, so visibility, geometry and colours are final. */
export async function animationsDone(): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * Sets a `datetime-local` input the way the browser's picker does. (user-event types into `date` and
 * `time` inputs but not into `datetime-local`, which rejects every partial value.)
 */
export function pickDateTime(input: HTMLElement, value: string): void {
  fireEvent.change(input, { target: { value } });
}

/** `YYYY-MM-DDTHH:MM` read as the browser's local time, with its offset: what the core sends. */
export function withLocalOffset(local: string): string {
  const [date = '', time = ''] = local.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const east = -new Date(year, month - 1, day, hour, minute).getTimezoneOffset();
  const pad = (value: number) => String(value).padStart(2, '0');
  const offset =
    east === 0
      ? 'Z'
      : `${east > 0 ? '+' : '-'}${pad(Math.floor(Math.abs(east) / 60))}:${pad(Math.abs(east) % 60)}`;
  return `${date}T${time}:00${offset}`;
}
