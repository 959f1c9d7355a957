// Small helpers for `play` functions. The dialog is portalled to document.body, outside the story's
// canvas, so dialog stories query the whole screen.
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test';

/**
 * Queries scoped to the open dialog, once it is there, shown, its URL step (if any) done checking the address,
 * and its opening animation has ended.
 *
 * Shown and settled, not only present: on a busy machine the first story of a file can find the dialog before
 * its opening animation has started (the first frame of the fresh page comes late), and a check of that moment
 * sees the animation's first keyframe, opacity 0. What a person sees is the dialog after its fade-in. A URL step
 * shows the address as plain text, "Checking the address…", until the URL analysis (loaded with the first URL
 * request) is in: on a busy machine that takes seconds, and the stories read the analysed address.
 */
export async function inDialog() {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 10_000 });
  // Bounded by the story's own time, not a guess at the machine's speed: under a full run the dev server took 8.6 s
  // to serve the analysis's first load.
  await waitFor(() => expect(dialog.querySelector('[data-stage="checking"]')).toBeNull(), {
    timeout: 60_000,
  });
  await animationsDone();
  return within(dialog);
}

/**
 * Waits until no finite animation runs, so visibility, geometry and colours are final: after each round of
 * endings it looks again a frame later, since an animation that starts on the next frame is not listed yet.
 */
export async function animationsDone(): Promise<void> {
  for (;;) {
    await nextFrame();
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      );
    if (running.length === 0) return;
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  }
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
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

/**
 * A URL step's Open button once it can be pressed: the address is analysed on demand (the URL analysis loads with the
 * first URL request), and until then the step shows it as plain text with Open disabled.
 */
export async function openWhenReady(dialog: ReturnType<typeof within>): Promise<HTMLElement> {
  return waitFor(
    () => {
      const button = dialog.getByRole('button', { name: 'Open' });
      expect(button).toBeEnabled();
      return button;
    },
    { timeout: 60_000 },
  );
}
