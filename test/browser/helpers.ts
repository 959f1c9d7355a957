import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { expect, vi } from 'vitest';
import { cdp } from 'vitest/browser';
import { type ElicitationRequest, parseElicitRequest, type ResultHandler } from '../../src/core/index.js';
import { axeRunOptions } from '../support/axe-options.js';

/** A form-mode request from a `properties` map, the way a server would send it. */
export function formRequest(
  properties: Record<string, unknown>,
  required: string[] = [],
  message = 'Please answer',
): ElicitationRequest {
  return parseElicitRequest({
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties, required },
  });
}

/** A URL-mode request. */
export function urlRequest(url: string, message = 'Please sign in'): ElicitationRequest {
  return parseElicitRequest({ mode: 'url', message, url });
}

/** A typed `onResult` spy. */
export function resultSpy() {
  return vi.fn<ResultHandler>();
}

/** Lets queued microtasks (and a macrotask) run, e.g. the deferred `cancel` of an unmount. */
export async function tick(): Promise<void> {
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The open dialog element. */
export function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

/** The names of the dialog's footer buttons, in order. */
export function footerButtons(): (string | null)[] {
  const footer = dialog().querySelector('.mcp-elicit-footer') as HTMLElement;
  return within(footer)
    .getAllByRole('button')
    .map((element) => element.textContent);
}

export function button(name: string | RegExp): HTMLElement {
  return screen.getByRole('button', { name });
}

/**
 * Runs axe on `context` and fails with the rule ids, help texts and offending nodes. Running animations are ended
 * first: contrast is judged on the colours a person sees once the dialog has faded in, not on a frame of the fade.
 */
export async function expectNoAxeViolations(context: Element = document.body): Promise<void> {
  await animationsDone();
  const results = await axe.run(context, { ...axeRunOptions, resultTypes: ['violations'] });
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map(
      (node) => `${node.target.join(' ')} :: ${node.html.slice(0, 160)} :: ${node.failureSummary ?? ''}`,
    ),
  }));
  expect(summary).toEqual([]);
}

/** The ids in an element's `aria-describedby`, resolved to their text. */
export function describedByTexts(element: Element): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `<missing #${id}>`);
}

/**
 * Ends the dialog's opening animations at once (as `prefers-reduced-motion` would), so geometry, opacity and
 * colours are final for clicks, visibility checks and axe's contrast rule.
 */
export async function animationsDone(): Promise<void> {
  await urlStepsReady();
  for (const animation of document.getAnimations()) {
    try {
      animation.finish();
    } catch {
      // An infinite animation cannot finish; none is expected here.
    }
  }
  // Only finite ones can end (a spinner's infinite animation never does).
  const finite = document
    .getAnimations()
    .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * Waits, on the DOM's changes, while a URL step is still checking its address (its analysis and consent view load with
 * the first URL request a page shows: `data-stage="checking"`), so what a test reads next is the analysed address.
 * Bounded by the test's own timeout; a step that never leaves it is the test's to find.
 */
export function urlStepsReady(): Promise<void> {
  const checking = () => document.querySelector('[data-stage="checking"]') !== null;
  if (!checking()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (checking()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

/** A node of Chromium's accessibility tree: its role, and whether it is left out of the tree. */
export interface AccessibilityNode {
  role: string;
  name: string;
  ignored: boolean;
}

/** Chromium's accessibility tree of the test's own page (not the runner around it), read over CDP. */
export async function accessibilityTree(): Promise<AccessibilityNode[]> {
  const session = cdp();
  const { frameTree } = await session.send('Page.getFrameTree');
  const frame = frameTree.childFrames?.find((child) => child.frame.url === location.href)?.frame;
  expect(frame, 'the test page among the runner frames').toBeDefined();
  const { nodes } = await session.send('Accessibility.getFullAXTree', { frameId: frame?.id });
  return nodes.map((node) => ({
    role: String(node.role?.value ?? ''),
    name: String(node.name?.value ?? ''),
    ignored: node.ignored,
  }));
}

/** Turns Chromium's forced-colours emulation (Windows High Contrast) on or off for the page. */
export async function emulateForcedColors(active: boolean): Promise<void> {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'forced-colors', value: active ? 'active' : 'none' }],
  });
  expect(window.matchMedia('(forced-colors: active)').matches).toBe(active);
}

/**
 * The button `find` returns, once it is enabled: a chat kit's Stop is a disabled control until its run is going, and a
 * click on it before then does nothing. Fails past a hang only.
 */
export function whenEnabled(find: () => Element | null): Promise<HTMLButtonElement> {
  return vi.waitFor(
    () => {
      const found = find();
      if (!(found instanceof HTMLButtonElement)) throw new Error('no such button');
      expect(found.disabled).toBe(false);
      return found;
    },
    { timeout: 60_000 },
  );
}
