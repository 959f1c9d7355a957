// The in-page side of the benchmark, the same for every renderer. Each renderer's page hands an adapter
// to `installBench`, and bench/run.mjs drives the result through `window.bench`.
//
// Commits are observed through `__REACT_DEVTOOLS_GLOBAL_HOOK__` (installed by run.mjs before any page
// script): production React ignores `<Profiler onRender>`, but it does call the DevTools hook on every
// commit, and that is how we timestamp commits and, when asked, count the components each commit rendered.
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { fullAnswer, type JsonSchema, PROBES, type ProbeId, SCHEMAS, type SchemaId } from './schemas.js';

/** Called once per render of a field component, with the field's key. */
export type Counter = (field: string) => void;

export interface RenderOptions {
  /** Set in counting runs only: wrap field components so each render is counted. */
  count?: Counter;
  /** Set in capability probes only: render so that `onReader` can report the current data. */
  probe?: boolean;
  /** Receives a function that returns the data the renderer would hand to its host right now. */
  onReader?: (read: () => unknown) => void;
}

export interface Adapter {
  name: string;
  /** Matches the element that holds one field (and not the form), to attribute renders to fields. */
  fieldSelector: string;
  /** The element a host would render for `schema` (a fresh copy per mount, as every request brings one). */
  render(schema: JsonSchema, options: RenderOptions): ReactElement;
  /** Compiles once, outside any timing; the returned function validates one answer and returns its error count. */
  validator(schema: JsonSchema): ((answer: unknown) => number) | undefined;
}

interface HookState {
  commits: number;
  /** performance.now() of the last commit or post-commit (passive effects) callback. */
  last: number;
  countComponents: boolean;
  components: number;
  /** Counting runs: the fibers of the components rendered since the last reset. */
  rendered: { type: unknown; child: unknown; stateNode: unknown }[];
}

declare global {
  interface Window {
    __benchHook: HookState;
    bench: ReturnType<typeof createBench>;
    /** Chromium with `--js-flags=--expose-gc` (bench/lib.mjs): a full, synchronous garbage collection. */
    gc?: () => void;
  }
}

const channel = new MessageChannel();
let wake: (() => void) | undefined;
channel.port1.onmessage = () => wake?.();

/** Resolves in a new macrotask, after every microtask and every task queued before it (React's scheduler included). */
function macrotask(): Promise<void> {
  return new Promise((resolve) => {
    wake = resolve;
    channel.port2.postMessage(0);
  });
}

/**
 * The next frame's rendering work: resolves with the time its requestAnimationFrame callbacks start (nothing
 * of that frame's style, layout or paint has run yet) and the time of a message posted from there, which runs
 * once the frame is rendered (style, layout, ResizeObserver callbacks and any style and layout they cause, paint).
 */
function nextFrame(): Promise<{ start: number; painted: number }> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const start = performance.now();
      const after = new MessageChannel();
      after.port1.onmessage = () => resolve({ start, painted: performance.now() });
      after.port2.postMessage(0);
    });
  });
}

function createBench(adapter: Adapter) {
  const hook = window.__benchHook;
  if (!hook) throw new Error('the DevTools hook was not installed before React loaded');
  const container = document.getElementById('app') as HTMLElement;
  let root: Root | undefined;
  let reader: (() => unknown) | undefined;
  let counting = false;
  let fieldRenders = new Map<string, number>();
  const count: Counter = (field) => fieldRenders.set(field, (fieldRenders.get(field) ?? 0) + 1);

  /** Waits until three macrotasks pass with no React commit, at most `limit` ms. */
  async function idle(limit = 2000): Promise<void> {
    const deadline = performance.now() + limit;
    let seen = hook.last;
    let quiet = 0;
    while (quiet < 3 && performance.now() < deadline) {
      await macrotask();
      if (hook.last === seen) quiet++;
      else {
        seen = hook.last;
        quiet = 0;
      }
    }
  }

  // A keystroke is timed on its real (trusted) events as the sum of the dispatches of keydown, keypress and
  // beforeinput (capture listener on window, the first to run, to bubble listener on window, the last; React
  // flushes what a handler scheduled before the bubble listener runs), plus input from its dispatch to the last
  // React commit or passive-effect flush it caused. Left out: the browser's own text editing between
  // beforeinput and input (the same for every renderer, 1–10 ms here, and noisy) and the gaps between events.
  const KEY_EVENTS = ['keydown', 'keypress', 'beforeinput'] as const;
  let keySpans = 0;
  let spanStart = 0;
  let inputStart = 0;
  let inputEnd = 0;
  let keyCommits = 0;
  let keyComponents = 0;
  for (const type of KEY_EVENTS) {
    const capture = () => {
      if (type === 'keydown') {
        keySpans = 0;
        inputStart = 0;
        keyCommits = hook.commits;
        keyComponents = hook.components;
        hook.rendered = [];
        fieldRenders = new Map();
      }
      spanStart = performance.now();
    };
    window.addEventListener(type, capture, { capture: true });
    window.addEventListener(type, () => {
      keySpans += performance.now() - spanStart;
    });
  }
  window.addEventListener(
    'input',
    () => {
      inputStart = performance.now();
    },
    { capture: true },
  );
  // The frame that shows the keystroke: its rendering work (style, layout, paint) is added to the JS share for
  // "keystroke to paint"; the wait for the frame itself is not (it depends on where in the 16.7 ms the key fell).
  let keyFrame: Promise<{ start: number; painted: number }> | undefined;
  window.addEventListener('input', () => {
    inputEnd = performance.now();
    keyFrame = nextFrame();
  });

  /**
   * How many fields had at least one component re-rendered: each rendered component is placed by its first
   * DOM element (following first children), and that element by the closest field holder.
   */
  function fieldsOf(fibers: HookState['rendered']): number {
    const fields = new Set<Element>();
    for (const fiber of fibers) {
      let current = fiber as { type: unknown; child: unknown; stateNode: unknown } | null;
      while (current && typeof current.type !== 'string') current = current.child as typeof current;
      const element = current?.stateNode;
      const field = element instanceof Element ? element.closest(adapter.fieldSelector) : null;
      if (field && container.contains(field)) fields.add(field);
    }
    return fields.size;
  }

  const validators = new Map<string, ((answer: unknown) => number) | undefined>();
  const validatorFor = (id: SchemaId) => {
    if (!validators.has(id)) validators.set(id, adapter.validator(structuredClone(SCHEMAS[id])));
    return validators.get(id);
  };

  // When focus first lands on a field's control after a mount (the dialog moves it there as it opens).
  const FIELD_CONTROL = '[data-kind] input, [data-kind] select, [data-kind] textarea';
  let focusedAt = 0;
  document.addEventListener(
    'focusin',
    (event) => {
      if (focusedAt === 0 && event.target instanceof Element && event.target.matches(FIELD_CONTROL))
        focusedAt = performance.now();
    },
    { capture: true },
  );

  async function mountSchema(schema: JsonSchema, probe = false, withLayout = false) {
    root?.unmount();
    root = undefined;
    reader = undefined;
    container.replaceChildren();
    await idle();
    const element = adapter.render(structuredClone(schema), {
      count: counting ? count : undefined,
      probe,
      onReader: (read) => {
        reader = read;
      },
    });
    const fresh = createRoot(container);
    root = fresh;
    const commits = hook.commits;
    const components = hook.components;
    fieldRenders = new Map();
    focusedAt = 0;
    const t0 = performance.now();
    flushSync(() => fresh.render(element));
    const tSync = performance.now();
    // Diagnostics only (profile.mjs --layout): style and layout of what was mounted, forced at once, before the
    // browser could do it in a frame of its own while the page goes idle.
    let layoutMs: number | null = null;
    if (withLayout) {
      void container.getBoundingClientRect();
      void document.body.offsetHeight;
      layoutMs = performance.now() - tSync;
    }
    const syncCommits = hook.commits - commits;
    await idle();
    return {
      ms: Math.max(tSync, hook.last) - t0,
      layoutMs,
      /** From the render call to the first field's control taking focus, if something focused it. */
      focusMs: focusedAt === 0 ? null : focusedAt - t0,
      syncMs: tSync - t0,
      commits: hook.commits - commits,
      lateCommits: hook.commits - commits - syncCommits,
      components: hook.components - components,
      controls: container.querySelectorAll('input, select, textarea').length,
      elements: container.getElementsByTagName('*').length,
    };
  }

  /**
   * A mount timed to the screen (`npm run bench`, the cold/warm block): `cold` runs a full garbage collection
   * right before the clock starts (a dialog that opens after minutes of chat, not the hundredth mount in a row).
   * Figures: `commitMs`, the render call to the return of `flushSync` (render, commit, layout effects, the
   * passive effects React flushes for a synchronous render), plus the time to a later commit before the next
   * frame; `styleLayoutMs`, style and layout of the new DOM forced right after `flushSync` returns; `frameMs`,
   * the next frame's rendering work (what style and layout are left, ResizeObserver callbacks and the style and
   * layout they cause, paint); `paintMs` = the three, what the person waits for less the wait for the frame to
   * start (`nextPaintMs` keeps it: render call → the frame painted, quantised by the 60 Hz frame clock).
   */
  async function mountToPaint(schema: JsonSchema, cold: boolean, tag = '') {
    root?.unmount();
    root = undefined;
    container.replaceChildren();
    await idle();
    // Let the unmount's frame render, so the measured frame holds only the new form.
    await nextFrame();
    const element = adapter.render(structuredClone(schema), {});
    const fresh = createRoot(container);
    root = fresh;
    focusedAt = 0;
    if (cold) {
      if (!window.gc) throw new Error('cold mounts need Chromium started with --js-flags=--expose-gc');
      window.gc();
    }
    // Marks for bench/variants.mjs, which reads their thread (CPU) times from a trace: the main thread's own
    // work, which other processes on a busy machine do not stretch as they stretch the wall clock.
    performance.mark(`bench:${tag}:start`);
    const t0 = performance.now();
    flushSync(() => fresh.render(element));
    const tSync = performance.now();
    performance.mark(`bench:${tag}:commit`);
    void container.getBoundingClientRect();
    void document.body.offsetHeight;
    const tLayout = performance.now();
    const frame = await nextFrame();
    performance.mark(`bench:${tag}:painted`);
    performance.clearMarks();
    // A commit after flushSync returned and before the frame (JSON Forms commits once more) counts as commit.
    const late = hook.last > tLayout && hook.last < frame.start ? hook.last - tLayout : 0;
    const commitMs = tSync - t0 + late;
    const styleLayoutMs = tLayout - tSync;
    const frameMs = frame.painted - frame.start;
    await idle();
    return {
      commitMs,
      styleLayoutMs,
      frameMs,
      paintMs: commitMs + styleLayoutMs + frameMs,
      nextPaintMs: frame.painted - t0,
      focusMs: focusedAt === 0 ? null : focusedAt - t0,
    };
  }

  return {
    name: adapter.name,
    idle,
    /** See `mountToPaint`. */
    mountToPaint: (id: SchemaId, cold: boolean, tag?: string) => mountToPaint(SCHEMAS[id], cold, tag),
    mount: (id: SchemaId) => mountSchema(SCHEMAS[id]),
    /** A mount followed at once by a forced style and layout, timed apart (`layoutMs`). */
    mountWithLayout: (id: SchemaId) => mountSchema(SCHEMAS[id], false, true),
    /** Counting runs wrap field components with counters and count every component React renders. */
    setCounting(on: boolean) {
      counting = on;
      hook.countComponents = on;
    },
    /** Focuses the first text input (the first field of every schema here) and says which element it is. */
    focusFirstText() {
      const input = container.querySelector<HTMLInputElement>('input[type="text"], input:not([type])');
      input?.focus();
      const label = input?.labels?.[0]?.textContent ?? input?.getAttribute('aria-label') ?? '';
      return input ? { id: input.id, name: input.name, label } : null;
    },
    /** Ends the keystroke that started at the last keydown. */
    async keystroke() {
      await idle();
      if (inputStart === 0) throw new Error('the keystroke produced no input event');
      const inputMs = Math.max(inputEnd, hook.last) - inputStart;
      const frame = await keyFrame;
      keyFrame = undefined;
      return {
        ms: keySpans + inputMs,
        /** The JS share plus the rendering work of the frame that shows the keystroke. */
        paintMs: keySpans + inputMs + (frame ? frame.painted - frame.start : 0),
        keyMs: keySpans,
        inputMs,
        commits: hook.commits - keyCommits,
        components: hook.components - keyComponents,
        fieldsRendered: fieldsOf(hook.rendered),
        fieldRenders: [...fieldRenders.values()].reduce((sum, n) => sum + n, 0),
      };
    },
    /**
     * `runs` samples of validating the schema's full answer with a warm validator; each sample is the mean of
     * `batch` consecutive calls, as one call can be shorter than the 5 µs timer resolution.
     */
    validate(id: SchemaId, runs: number, batch: number): number[] | null {
      const check = validatorFor(id);
      if (!check) return null;
      const answer = fullAnswer(SCHEMAS[id]);
      const samples: number[] = [];
      for (let run = 0; run < runs; run++) {
        const t0 = performance.now();
        for (let call = 0; call < batch; call++) check(answer);
        samples.push((performance.now() - t0) / batch);
      }
      return samples;
    },
    /** The error count for an answer: the full answers must be valid for every renderer. */
    errors(id: SchemaId): number | null {
      const check = validatorFor(id);
      return check ? check(fullAnswer(SCHEMAS[id])) : null;
    },
    /** Renders a one-field probe schema and describes what is on screen. */
    async probe(id: ProbeId) {
      await mountSchema(PROBES[id], true);
      return describe(container);
    },
    /** What the renderer would hand the host now (after any pending commits). */
    async read() {
      await idle();
      return reader ? { data: reader() } : null;
    },
    describe: () => describe(container),
  };
}

function describe(container: HTMLElement) {
  const controls = [
    ...container.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select, textarea'),
  ];
  return {
    text: container.textContent ?? '',
    buttons: [...container.querySelectorAll('button')].map(
      (button) => button.title || button.getAttribute('aria-label') || button.textContent?.trim() || '',
    ),
    controls: controls.map((element) => ({
      tag: element.tagName.toLowerCase(),
      type: element instanceof HTMLInputElement ? element.type : '',
      value: element.value,
      checked: element instanceof HTMLInputElement ? element.checked : false,
      multiple: element instanceof HTMLSelectElement ? element.multiple : false,
      label: element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent?.trim() ?? '') : '',
      options:
        element instanceof HTMLSelectElement
          ? [...element.options].map((option) => option.label || option.text)
          : [],
    })),
  };
}

export function installBench(adapter: Adapter): void {
  window.bench = createBench(adapter);
  document.title = `bench: ${adapter.name}`;
  document.documentElement.dataset.ready = 'true';
}
