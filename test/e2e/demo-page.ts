// What a person does on the demo client, as Playwright steps: connect, pick a tool, call it, answer the
// dialog, read the result. Assertions stay in the tests; these helpers only wait and read.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_SERVER = 'Demo server (@modelcontextprotocol/server v2)';
export const EVERYTHING = 'server-everything (2025-11-25)';

/** `auto`: `versionNegotiation: { mode: 'auto' }` (2026-07-28 when offered); `legacy`: the 2025 handshake. */
export type Negotiation = 'auto' | 'legacy';

/** The elicitation dialog of the page (there is at most one). */
export const dialogOf = (page: Page) => page.getByRole('dialog');

/** Connects to a preset server; returns the protocol revision the status line reports. */
export async function connect(
  page: Page,
  preset: string,
  negotiation: Negotiation = 'auto',
): Promise<string> {
  await page.getByRole('combobox', { name: 'Choose a server' }).selectOption({ label: preset });
  await page.getByRole('combobox', { name: 'Protocol' }).selectOption(negotiation);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const status = page.locator('.demo-status[data-state="connected"], .demo-status[data-state="error"]');
  await status.waitFor({ timeout: 30_000 });
  const text = (await status.textContent()) ?? '';
  expect(await status.getAttribute('data-state'), text).toBe('connected');
  const version = /protocol (\d{4}-\d{2}-\d{2})/.exec(text)?.[1];
  if (!version) throw new Error(`no protocol revision in the status line: ${text}`);
  return version;
}

/** Waits until the tool list offers `name` (server-everything adds its elicitation tools after `initialize`). */
export async function waitForTool(page: Page, name: string): Promise<void> {
  await page
    .getByRole('combobox', { name: 'Tool', exact: true })
    .locator(`option[value="${name}"]`)
    .waitFor({ state: 'attached', timeout: 20_000 });
}

/** Selects a tool and, when given, rewrites its pre-filled arguments. */
export async function selectTool(
  page: Page,
  name: string,
  editArgs?: (args: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  await page.getByRole('combobox', { name: 'Tool', exact: true }).selectOption(name);
  if (editArgs) {
    const box = page.getByLabel('Arguments (JSON)');
    const current = JSON.parse(await box.inputValue()) as Record<string, unknown>;
    await box.fill(JSON.stringify(editArgs(current), null, 2));
  }
}

/**
 * The `n`-th call of this page (1 = the first ever). The list shows the newest first, so counting from the
 * end keeps a call's locator stable while later calls are added.
 */
export const callNumber = (page: Page, n: number): Locator => page.locator('.demo-call').nth(-n);

/** Presses "Call tool" (or "Call twice at once"); returns the new calls, oldest first. */
export async function callTool(
  page: Page,
  name: string,
  editArgs?: (args: Record<string, unknown>) => Record<string, unknown>,
  times: 1 | 2 = 1,
): Promise<Locator[]> {
  await selectTool(page, name, editArgs);
  const before = await page.locator('.demo-call').count();
  await page.getByRole('button', { name: times === 1 ? 'Call tool' : 'Call twice at once' }).click();
  await expect.poll(() => page.locator('.demo-call').count()).toBe(before + times);
  return Array.from({ length: times }, (_, index) => callNumber(page, before + index + 1));
}

/** Calls one tool once; returns its call. */
export async function callOnce(
  page: Page,
  name: string,
  editArgs?: (args: Record<string, unknown>) => Record<string, unknown>,
): Promise<Locator> {
  const [call] = await callTool(page, name, editArgs);
  return call!;
}

export interface CallOutcome {
  /** `done`, `failed`, `stopped` (the badge of the call). */
  readonly state: string;
  /** The text blocks of the tool result, as shown. */
  readonly blocks: string[];
  /** The error shown instead of a result, if any. */
  readonly error: string;
}

/** Waits for a call to finish and reads what the page shows for it. */
export async function outcomeOf(call: Locator, timeout = 30_000): Promise<CallOutcome> {
  const badge = call.locator('.demo-call-head .demo-badge');
  await call
    .locator(
      '.demo-call-head .demo-badge:is([data-state="done"], [data-state="failed"], [data-state="stopped"])',
    )
    .waitFor({ timeout });
  return {
    state: (await badge.getAttribute('data-state')) ?? '',
    blocks: await call.locator('.demo-result-text').allTextContents(),
    error: (await call.locator('.demo-error').allTextContents()).join(' '),
  };
}

/** What a demo-server tool reports: the revision it was served on and the exact `ElicitResult`s it received. */
export interface DemoReport {
  protocolVersion: string;
  received: Record<string, unknown>;
  serverValidation?: 'passed' | string[];
  [key: string]: unknown;
}

/** Waits for a demo-server call; returns its one-line summary and the JSON report (its last text block). */
export async function demoResult(call: Locator): Promise<{ summary: string; report: DemoReport }> {
  const outcome = await outcomeOf(call);
  expect(outcome.error, 'the call failed').toBe('');
  expect(outcome.state).toBe('done');
  expect(outcome.blocks.length).toBeGreaterThanOrEqual(2);
  return { summary: outcome.blocks[0]!, report: JSON.parse(outcome.blocks.at(-1)!) as DemoReport };
}

/**
 * Presses Review, checks the review step lists the answer, reads the raw JSON it shows ("exactly what will be
 * sent") and presses Send. Returns that JSON.
 */
export async function reviewAndSend(page: Page): Promise<unknown> {
  const dialog = dialogOf(page);
  await dialog.getByRole('button', { name: 'Review', exact: true }).click();
  const heading = dialog.getByRole('heading', { name: 'Review your answer' });
  await heading.waitFor({ timeout: 5_000 });
  const shown = await rawJsonOfReview(page);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await heading.waitFor({ state: 'detached', timeout: 10_000 });
  return shown;
}

/** Opens "Show the raw JSON" of the review step and parses it. */
export async function rawJsonOfReview(page: Page): Promise<unknown> {
  const dialog = dialogOf(page);
  const toggle = dialog.getByRole('button', { name: 'Show the raw JSON' });
  await toggle.click();
  const id = await dialog.getByRole('button', { name: 'Hide the raw JSON' }).getAttribute('aria-controls');
  const text = await dialog.locator(`[id="${id}"]`).textContent();
  return JSON.parse(text ?? '');
}

/** The review step's list: field label → the value as the person sees it. */
export async function reviewList(page: Page): Promise<Record<string, string>> {
  const items = dialogOf(page).locator('.mcp-elicit-review-item');
  const entries: Record<string, string> = {};
  for (const item of await items.all()) {
    const label = (await item.locator('dt').textContent()) ?? '';
    entries[label] = (await item.locator('dd').textContent()) ?? '';
  }
  return entries;
}

/** Clicks into a text box with the mouse, selects what is there and types `text` on the keyboard. */
export async function retype(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.page().keyboard.type(text);
}

/** The full address a URL-mode dialog shows (plain text, never a link). */
export async function shownUrl(page: Page): Promise<string> {
  // The demo's links carry a session id, which the dialog masks until asked: reveal it, as a person checking
  // the address would, so the whole address can be read.
  // The address is analysed on demand: wait for the analysed view (the step shows the plain address meanwhile).
  await dialogOf(page).locator('[data-stage="checking"]').waitFor({ state: 'detached' });
  const reveal = dialogOf(page).getByRole('button', { name: 'Show hidden values' });
  if ((await reveal.count()) > 0) await reveal.first().click();
  const text = (await dialogOf(page).locator('.mcp-elicit-url-full').first().textContent()) ?? '';
  return text.trim();
}
