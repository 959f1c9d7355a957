// End to end: `npm start` (the demo MCP server, the web client, server-everything behind the same-origin
// proxy) driven in headless Chromium as a person would use it. Every answer typed into a dialog is checked
// against what the server reports it received: the demo tools echo the exact `ElicitResult` (JSON in their
// last text block), server-everything prints its raw result.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import {
  callOnce,
  callTool,
  connect,
  DEMO_SERVER,
  demoResult,
  dialogOf,
  EVERYTHING,
  outcomeOf,
  retype,
  reviewAndSend,
  reviewList,
  shownUrl,
  waitForTool,
} from './demo-page.js';
import { setUpDemo } from './demo-server.js';

const e2e = setUpDemo();

/** Scenario → the protocol revision it ran on (from the tool results), printed at the end for the record. */
const ranOn = new Map<string, Set<string>>();
function record(scenario: string, version: string) {
  const versions = ranOn.get(scenario) ?? new Set<string>();
  versions.add(version);
  ranOn.set(scenario, versions);
}
afterAll(() => {
  const lines = [...ranOn].map(([scenario, versions]) => `  ${scenario}: ${[...versions].join(', ')}`);
  console.log(`E2E scenarios and the protocol revisions they ran on:\n${lines.join('\n')}`);
});

/** Waits until no elicitation dialog is open. */
const dialogClosed = (page: Page) => dialogOf(page).waitFor({ state: 'detached', timeout: 10_000 });

/** A unique account name, so `connect_account` tests never see an account connected by another test. */
const freshAccount = (label: string) => `e2e-${label}-${Date.now().toString(36)}`;

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────
// Form answers, shared by the 2026-07-28 and 2025-11-25 runs.

async function answerBookTable(page: Page, name: string) {
  const dialog = dialogOf(page);
  await dialog.getByText('Book a table at Trattoria Demo. Who is the booking for?').waitFor();
  // Keyboard: click into Name, type, Tab on to Email.
  await dialog.getByRole('textbox', { name: 'Name' }).click();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect
    .poll(() => dialog.getByRole('textbox', { name: 'Email' }).evaluate((e) => e === document.activeElement))
    .toBe(true);
  await page.keyboard.type('ada@example.com');
  await dialog.getByRole('textbox', { name: 'Phone' }).click();
  await page.keyboard.type('+44 20 7946 0000');
  await retype(dialog.getByRole('textbox', { name: 'Guests' }), '4');
  // Tab into the date input (its first part, the month) and type it in the en-US order: mm dd yyyy.
  await page.keyboard.press('Tab');
  await expect
    .poll(() => dialog.getByRole('textbox', { name: 'Date' }).evaluate((e) => e === document.activeElement))
    .toBe(true);
  await page.keyboard.type('12242026');
  await dialog.getByRole('combobox', { name: 'Time' }).selectOption({ label: '7:30 pm' });
  return {
    name,
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    guests: 4,
    date: '2026-12-24',
    time: '19:30',
  };
}

async function answerPlanTripLisbon(page: Page) {
  const dialog = dialogOf(page);
  await dialog.getByText('Round 1 of 2: where would you like to go?').waitFor();
  await dialog.getByRole('radio', { name: 'Lisbon, Portugal' }).click();
  const first = await reviewAndSend(page);
  expect(first).toEqual({ destination: 'lisbon' });
  await dialog.getByText('Round 2 of 2: Lisbon, Portugal.', { exact: false }).waitFor({ timeout: 15_000 });
  await dialog.getByRole('textbox', { name: 'Arrive on' }).fill('2027-03-14');
  await retype(dialog.getByRole('textbox', { name: 'Nights' }), '5');
  await dialog.getByRole('checkbox', { name: 'A fado evening' }).click();
  await dialog.getByRole('checkbox', { name: 'Day trip to Sintra' }).click();
  await retype(dialog.getByRole('textbox', { name: 'Pastéis de nata per day' }), '3');
  const second = await reviewAndSend(page);
  const details = { startDate: '2027-03-14', nights: 5, activities: ['fado', 'sintra'], pastries: 3 };
  expect(second).toEqual(details);
  return { destination: { destination: 'lisbon' }, details };
}

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────

describe('1. demo server, versionNegotiation auto (2026-07-28 multi round-trip)', () => {
  const scenario = '1. demo server, every tool (auto)';

  test('given book_table, when contact details are typed and picked, should deliver exactly them to the server', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'auto')).toBe('2026-07-28');
    const call = await callOnce(page, 'book_table');
    const expected = await answerBookTable(page, 'Ada Lovelace');
    expect(await reviewAndSend(page)).toEqual(expected);
    await dialogClosed(page);
    const { summary, report } = await demoResult(call);
    record(scenario, report.protocolVersion);
    expect(report.protocolVersion).toBe('2026-07-28');
    expect(report.received).toEqual({ contact: { action: 'accept', content: expected } });
    expect(report.serverValidation).toBe('passed');
    expect(summary).toBe('Booked Trattoria Demo for 4 on 2026-12-24 at 19:30, name Ada Lovelace.');
  });

  test('given update_settings, should keep the type of every field kind, send false for unticked boxes and give date-time an offset', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'auto')).toBe('2026-07-28');
    const call = await callOnce(page, 'update_settings');
    const dialog = dialogOf(page);
    await dialog.getByText('Update your profile and notification settings.').waitFor();

    await retype(dialog.getByRole('textbox', { name: 'Display name' }), 'Ada L.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type('https://ada.example.org/');
    await dialog.getByRole('textbox', { name: 'Birthday' }).fill('1815-12-10');
    await dialog.getByRole('textbox', { name: 'Snooze notifications until' }).fill('2026-12-01T08:30');
    // 3.14 is over the maximum (2): Review stops with the error next to the field and sends nothing.
    const fontScale = dialog.getByRole('textbox', { name: 'Font scale' });
    await retype(fontScale, '3.14');
    await dialog.getByRole('button', { name: 'Review', exact: true }).click();
    await expect.poll(() => fontScale.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('Enter 2 or less.').first().waitFor();
    expect(await dialog.getByRole('heading', { name: 'Review your answer' }).count()).toBe(0);
    await retype(fontScale, '1.75');
    await retype(dialog.getByRole('textbox', { name: 'Retries before giving up' }), '3');
    // Weekly digest (default false): ticked, then unticked again → an explicit false.
    const digest = dialog.getByRole('checkbox', { name: 'Weekly digest' });
    await digest.click();
    expect(await digest.isChecked()).toBe(true);
    await digest.click();
    expect(await digest.isChecked()).toBe(false);
    // Beta features (default true): unticked from the keyboard.
    await dialog.getByRole('checkbox', { name: 'Beta features' }).focus();
    await page.keyboard.press('Space');
    expect(await dialog.getByRole('checkbox', { name: 'Beta features' }).isChecked()).toBe(false);
    // Theme: arrow keys within the radio group.
    await dialog.getByRole('radio', { name: 'system' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('radio', { name: 'light' }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'sms' }).click();
    await dialog.getByRole('checkbox', { name: 'push' }).click();

    const expected = {
      displayName: 'Ada L.',
      email: 'ada@example.org',
      website: 'https://ada.example.org/',
      birthday: '1815-12-10',
      // Typed as local time in Asia/Kolkata; sent with that zone's offset.
      snoozeUntil: '2026-12-01T08:30:00+05:30',
      fontScale: 1.75,
      retries: 3,
      weeklyDigest: false,
      betaFeatures: false,
      theme: 'light',
      channels: ['sms', 'push'],
    };
    expect(await reviewAndSend(page)).toEqual(expected);
    await dialogClosed(page);
    const { summary, report } = await demoResult(call);
    record(scenario, report.protocolVersion);
    expect(report.protocolVersion).toBe('2026-07-28');
    expect(report.received).toEqual({ settings: { action: 'accept', content: expected } });
    const content = (report.received.settings as { content: Record<string, unknown> }).content;
    expect(typeof content.fontScale).toBe('number');
    expect(Number.isInteger(content.retries)).toBe(true);
    expect(content.snoozeUntil).toMatch(/(Z|[+-]\d{2}:\d{2})$/);
    expect(report.serverValidation).toBe('passed');
    expect(summary).toBe('Settings saved.');
  });

  test('given survey, should show titles for all five enum shapes and send the consts', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'auto')).toBe('2026-07-28');
    const call = await callOnce(page, 'survey');
    const dialog = dialogOf(page);
    await dialog.getByText('Three quick questions about how you use MCP.').waitFor();
    // Titles, never the consts, are what a person reads.
    for (const hidden of ['novice', 'builder', 'expert', 'forms', 'urls', 'mrtr', '1', '4']) {
      expect(await dialog.getByRole('radio', { name: hidden, exact: true }).count(), hidden).toBe(0);
      expect(await dialog.getByRole('checkbox', { name: hidden, exact: true }).count(), hidden).toBe(0);
    }
    await dialog.getByRole('radio', { name: 'green' }).click();
    await dialog.getByRole('radio', { name: 'Wrote an SDK' }).click();
    expect(await dialog.getByRole('radio', { name: 'Neutral' }).isChecked()).toBe(true); // default '3'
    await dialog.getByRole('radio', { name: 'Happy', exact: true }).click();
    await dialog.getByRole('checkbox', { name: 'TypeScript' }).click();
    await dialog.getByRole('checkbox', { name: 'Rust' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('checkbox', { name: 'Form elicitation' }).click();
    await dialog.getByRole('checkbox', { name: 'Multi round-trip requests' }).click();

    await dialog.getByRole('button', { name: 'Review', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Review your answer' }).waitFor();
    expect(await reviewList(page)).toEqual({
      'Favourite colour (untitled enum)': 'green',
      'Experience (titled oneOf)': 'Wrote an SDK',
      // The server suggested Neutral; the review says the user chose otherwise.
      'Satisfaction (legacy enumNames)': 'Happy Changed by you',
      'Languages you use (untitled multi)': 'TypeScript, Rust',
      'Features you want (titled anyOf multi)': 'Form elicitation, Multi round-trip requests',
    });
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialogClosed(page);

    const { summary, report } = await demoResult(call);
    record(scenario, report.protocolVersion);
    expect(report.protocolVersion).toBe('2026-07-28');
    expect(report.received).toEqual({
      survey: {
        action: 'accept',
        content: {
          colour: 'green',
          experience: 'expert',
          satisfaction: '4',
          languages: ['TypeScript', 'Rust'],
          features: ['forms', 'mrtr'],
        },
      },
    });
    expect(report.serverValidation).toBe('passed');
    expect(summary).toBe('Thanks for answering!');
  });

  test('given delete_file, should confirm with the empty form, then with the required checkbox', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'auto')).toBe('2026-07-28');
    const dialog = dialogOf(page);

    let call = await callOnce(page, 'delete_file');
    await dialog.getByText('Delete /projects/demo/notes.txt? This cannot be undone.').waitFor();
    // A yes/no question: one step, no review of an empty table.
    await dialog.getByRole('heading', { name: 'Elicitation demo server asks you to confirm' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Review', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await dialogClosed(page);
    let result = await demoResult(call);
    record(scenario, result.report.protocolVersion);
    expect(result.report.received).toEqual({ confirm: { action: 'accept', content: {} } });
    expect(result.summary).toBe('Deleted /projects/demo/notes.txt (not really: this is a demo).');

    call = await callOnce(page, 'delete_file', (args) => ({
      ...args,
      path: '/tmp/e2e.txt',
      confirmWith: 'checkbox',
    }));
    const box = dialog.getByRole('checkbox', { name: 'Yes, delete /tmp/e2e.txt' });
    await box.waitFor();
    // A single checkbox is a confirmation too: tick it and Confirm, no review step.
    await box.click();
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await dialogClosed(page);
    result = await demoResult(call);
    record(scenario, result.report.protocolVersion);
    expect(result.report.protocolVersion).toBe('2026-07-28');
    expect(result.report.received).toEqual({ confirm: { action: 'accept', content: { confirm: true } } });
    expect(result.summary).toBe('Deleted /tmp/e2e.txt (not really: this is a demo).');
  });

  test('given plan_trip, should run two rounds, the second depending on the first', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'auto')).toBe('2026-07-28');
    const call = await callOnce(page, 'plan_trip');
    const answers = await answerPlanTripLisbon(page);
    await dialogClosed(page);
    const { summary, report } = await demoResult(call);
    record(scenario, report.protocolVersion);
    expect(report.protocolVersion).toBe('2026-07-28');
    expect(report.received).toEqual({
      destination: { action: 'accept', content: answers.destination },
      details: { action: 'accept', content: answers.details },
    });
    expect(report.rounds).toBe(2);
    expect(report.requestStateVerified).toBe(true);
    expect(summary).toBe('Planned 5 nights in Lisbon, Portugal from 2027-03-14.');
  });
});

describe('2. decline and cancel', () => {
  const scenario = '2. decline and cancel (auto)';

  test('when the user declines after typing, should send decline with no content', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'auto')).toBe('2026-07-28');
    const dialog = dialogOf(page);
    const call = await callOnce(page, 'book_table');
    await dialog.getByRole('textbox', { name: 'Name' }).click();
    await page.keyboard.type('Not to be sent');
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await dialogClosed(page);
    const { summary, report } = await demoResult(call);
    record(scenario, report.protocolVersion);
    expect(report.received).toEqual({ contact: { action: 'decline' } });
    expect(summary).toBe('No booking made: you chose decline.');
  });

  test('when the user presses Escape after typing, should ask first, and Discard should cancel with no content', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'auto')).toBe('2026-07-28');
    const dialog = dialogOf(page);
    const call = await callOnce(page, 'survey');
    await dialog.getByRole('radio', { name: 'Wrote an SDK' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Keep editing' }).waitFor();
    await dialog.getByRole('button', { name: 'Discard', exact: true }).click();
    await dialogClosed(page);
    const { summary, report } = await demoResult(call);
    record(scenario, report.protocolVersion);
    expect(report.received).toEqual({ survey: { action: 'cancel' } });
    expect(summary).toBe('No answers: you chose cancel.');
  });

  test('given the required first field still empty, when the user clicks Cancel, should cancel on the first click', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'auto')).toBe('2026-07-28');
    const dialog = dialogOf(page);
    const call = await callOnce(page, 'book_table');
    await dialog.getByRole('textbox', { name: 'Name' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialogClosed(page);
    const { report } = await demoResult(call);
    record(scenario, report.protocolVersion);
    expect(report.received).toEqual({ contact: { action: 'cancel' } });
  });

  test('given URL mode, when the user declines, should open nothing and leave the account unconnected', async () => {
    const { page, context } = e2e;
    expect(await connect(page, DEMO_SERVER, 'auto')).toBe('2026-07-28');
    const account = freshAccount('decline');
    let popups = 0;
    page.on('popup', () => popups++);
    const call = await callOnce(page, 'connect_account', () => ({ account }));
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: 'Open', exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await dialogClosed(page);
    const { summary, report } = await demoResult(call);
    record(scenario, report.protocolVersion);
    expect(report.received).toEqual({ connect: { action: 'decline' } });
    expect(report.connected).toBe(false);
    expect(summary).toBe(`Account "${account}" not connected: you did not agree to open the page.`);
    expect(popups).toBe(0);
    expect(context.pages()).toHaveLength(1);
  });
});

describe('3. URL mode after consent: connect_account', () => {
  /** Calls connect_account; returns the call, the address shown and the tab Open opened (no opener). */
  async function openConnectPage(page: Page, account: string) {
    const { context, demo } = e2e;
    let popups = 0;
    page.on('popup', () => popups++);
    const call = await callOnce(page, 'connect_account', () => ({ account }));
    const dialog = dialogOf(page);
    await dialog.getByText(`Connect the account "${account}" to Demo Cloud.`, { exact: false }).waitFor();
    const url = await shownUrl(page);
    expect(url).toMatch(new RegExp(`^${demo.origin.replaceAll('.', '\\.')}/connect\\?session=[0-9a-f-]+$`));
    // The dialog is up and shows the address; nothing has been opened.
    await page.waitForTimeout(300);
    expect(popups).toBe(0);
    expect(context.pages()).toHaveLength(1);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Open', exact: true }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(url);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    return { call, url, tab };
  }

  /** What the person does on the local page: connect the account. */
  async function connectOnPage(tab: Page, account: string) {
    await tab.getByText(`The MCP demo server asks to connect your account ${account}.`).waitFor();
    await tab.getByRole('button', { name: 'Connect account' }).click();
    await tab.getByRole('status').filter({ hasText: 'Account connected' }).waitFor();
  }

  test('given 2026-07-28, when the user opens the page, should wait, answer a too-early Continue with "not finished yet", and connect on Continue after the page', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'auto')).toBe('2026-07-28');
    const account = freshAccount('continue');
    const { call, url, tab } = await openConnectPage(page, account);
    const dialog = dialogOf(page);
    // Nothing was sent on Open: the accept is what the client retries with.
    await dialog.getByRole('heading', { name: 'Finish on 127.0.0.1, then continue' }).waitFor();
    expect(await call.locator('.demo-call-head .demo-badge').getAttribute('data-state')).toBe('running');

    // The person comes back before finishing on the page.
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog
      .getByText(/^Not finished yet: Elicitation demo server says the step on 127\.0\.0\.1 is not done/)
      .waitFor({
        timeout: 15_000,
      });
    expect(await shownUrl(page)).toBe(url);
    expect(await dialog.getByRole('button', { name: 'Open', exact: true }).count()).toBe(0);
    expect(await call.locator('.demo-call-head .demo-badge').getAttribute('data-state')).toBe('running');

    await connectOnPage(tab, account);
    await tab.close();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialogClosed(page);
    const { summary, report } = await demoResult(call);
    record('3. connect_account (auto)', report.protocolVersion);
    expect(report.protocolVersion).toBe('2026-07-28');
    expect(report.received).toEqual({ connect: { action: 'accept' } });
    expect(report.connected).toBe(true);
    expect(summary).toMatch(new RegExp(`^Account "${account}" is connected \\(since .+\\)\\.$`));
  });

  test('given 2026-07-28, when the user cancels the request after opening the page, should end the call with cancel', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'auto')).toBe('2026-07-28');
    const account = freshAccount('cancel-request');
    const { call, tab } = await openConnectPage(page, account);
    await tab.close();
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: 'Cancel request', exact: true }).click();
    await dialogClosed(page);
    const { summary, report } = await demoResult(call);
    record('3. connect_account (auto)', report.protocolVersion);
    expect(report.received).toEqual({ connect: { action: 'cancel' } });
    expect(report.connected).toBe(false);
    expect(summary).toBe(`Account "${account}" not connected: you did not agree to open the page.`);
  });

  test('given 2025-11-25, when the user opens the page, should accept at once and close the waiting entry on the completion notification', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'legacy')).toBe('2025-11-25');
    const account = freshAccount('notified');
    const { call, tab } = await openConnectPage(page, account);
    const dialog = dialogOf(page);
    await dialog.getByRole('heading', { name: 'Finish on 127.0.0.1' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Dismiss', exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Continue', exact: true }).count()).toBe(0);
    // The server has the accept and waits for the page.
    expect(await call.locator('.demo-call-head .demo-badge').getAttribute('data-state')).toBe('running');

    await connectOnPage(tab, account);
    await dialog.getByRole('heading', { name: 'Done on 127.0.0.1' }).waitFor({ timeout: 15_000 });
    expect(
      await dialog.getByText('Elicitation demo server confirmed that the step is finished.').isVisible(),
    ).toBe(true);
    // A short confirmation, then the entry closes by itself.
    await dialogOf(page).waitFor({ state: 'detached', timeout: 10_000 });
    const { summary, report } = await demoResult(call);
    record('3. connect_account (legacy)', report.protocolVersion);
    expect(report.protocolVersion).toBe('2025-11-25');
    expect(report.received).toEqual({ connect: { action: 'accept' } });
    expect(report.connected).toBe(true);
    expect(typeof report.completionNotified).toBe('string');
    expect(summary).toMatch(new RegExp(`^Account "${account}" is connected`));
  });
});

describe('4. two concurrent requests queue', () => {
  test('given two requests at once, should show "1 of 2", answer both in turn and give each call one of the answers', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'auto')).toBe('2026-07-28');
    const [one, two] = await callTool(page, 'book_table', undefined, 2);
    const dialog = dialogOf(page);
    await dialog.getByText('1 of 2').waitFor({ timeout: 15_000 });
    // One other request from a server that asks once: its name, no count (the "1 of 2" says how many wait).
    expect(await dialog.locator('.mcp-elicit-queue').textContent()).toMatch(
      /Also waiting: Elicitation demo server$/,
    );
    const first = await answerBookTable(page, 'First Guest');
    expect(await reviewAndSend(page)).toEqual(first);
    // The second request takes its place; it is the last one, so no "of 2" any more.
    await expect.poll(() => dialog.getByText('1 of 2').count(), { timeout: 10_000 }).toBe(0);
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Name' }).inputValue(), { timeout: 10_000 })
      .toBe('');
    const second = await answerBookTable(page, 'Second Guest');
    expect(await reviewAndSend(page)).toEqual(second);
    await dialogClosed(page);

    const reports = await Promise.all([demoResult(one!), demoResult(two!)]);
    for (const { report } of reports) record('4. queue of two (auto)', report.protocolVersion);
    const received = reports.map(({ report }) => report.received.contact);
    // Which call's request arrived first is up to the network; each must get exactly one of the two answers.
    expect(received).toHaveLength(2);
    expect(received).toEqual(
      expect.arrayContaining([
        { action: 'accept', content: first },
        { action: 'accept', content: second },
      ]),
    );
  });
});

describe('5. the same client on the 2025 handshake (2025-11-25, server-pushed elicitation/create)', () => {
  const scenario = '5. demo server, legacy handshake';

  test('given book_table, should deliver the typed details over the 2025 handshake', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'legacy')).toBe('2025-11-25');
    const call = await callOnce(page, 'book_table');
    const expected = await answerBookTable(page, 'Grace Hopper');
    expect(await reviewAndSend(page)).toEqual(expected);
    await dialogClosed(page);
    const { report } = await demoResult(call);
    record(scenario, report.protocolVersion);
    expect(report.protocolVersion).toBe('2025-11-25');
    expect(report.received).toEqual({ contact: { action: 'accept', content: expected } });
    expect(report.serverValidation).toBe('passed');
  });

  test('given plan_trip, should run both rounds over the 2025 handshake', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'legacy')).toBe('2025-11-25');
    const call = await callOnce(page, 'plan_trip');
    const answers = await answerPlanTripLisbon(page);
    await dialogClosed(page);
    const { summary, report } = await demoResult(call);
    record(scenario, report.protocolVersion);
    expect(report.protocolVersion).toBe('2025-11-25');
    expect(report.received).toEqual({
      destination: { action: 'accept', content: answers.destination },
      details: { action: 'accept', content: answers.details },
    });
    expect(report.rounds).toBe(2);
    expect(summary).toBe('Planned 5 nights in Lisbon, Portugal from 2027-03-14.');
  });
});

describe('6. server-everything through the same-origin proxy', () => {
  const scenario = '6. server-everything';

  test('given trigger-elicitation-request, should return a result listing the typed values and the defaults', async () => {
    const { page } = e2e;
    const version = await connect(page, EVERYTHING, 'auto');
    record(scenario, version);
    expect(version).toBe('2025-11-25');
    await waitForTool(page, 'trigger-elicitation-request');
    const call = await callOnce(page, 'trigger-elicitation-request');
    const dialog = dialogOf(page);
    await dialog.getByText('Please provide inputs for the following fields:').waitFor();
    await dialog.getByRole('textbox', { name: 'String', exact: true }).click();
    await page.keyboard.type('Grace Hopper');
    await dialog.getByRole('checkbox', { name: 'Boolean' }).click();
    await dialog.getByRole('textbox', { name: 'String with email format' }).click();
    await page.keyboard.type('grace@example.com');
    await retype(dialog.getByRole('textbox', { name: 'Integer' }), '7');
    const expected = {
      name: 'Grace Hopper',
      check: true,
      firstLine: 'It was a dark and stormy night.',
      email: 'grace@example.com',
      integer: 7,
      number: 3.14,
      untitledSingleSelectEnum: 'Monica',
      untitledMultipleSelectEnum: ['Guitar'],
      titledSingleSelectEnum: 'hero-1',
      titledMultipleSelectEnum: ['fish-1'],
      legacyTitledEnum: 'pet-1',
    };
    expect(await reviewAndSend(page)).toEqual(expected);
    await dialogClosed(page);

    const outcome = await outcomeOf(call);
    expect(outcome.error).toBe('');
    expect(outcome.blocks[0]).toBe('✅ User provided the requested information!');
    expect(outcome.blocks[1]).toBe(
      [
        'User inputs:',
        '- Name: Grace Hopper',
        '- Agreed to terms: true',
        '- Email: grace@example.com',
        '- Favorite Integer: 7',
        '- Favorite Number: 3.14',
      ].join('\n'),
    );
    const raw = JSON.parse(outcome.blocks.at(-1)!.replace(/^\s*Raw result:\s*/, '')) as {
      content: Record<string, unknown>;
    };
    expect(raw).toEqual({ action: 'accept', content: expected });
    expect(typeof raw.content.number).toBe('number');
  });

  test('given trigger-url-elicitation, should open only after the click, then report the flow completed', async () => {
    const { page, context, demo } = e2e;
    const version = await connect(page, EVERYTHING, 'auto');
    record(scenario, version);
    await waitForTool(page, 'trigger-url-elicitation');
    const target = `${demo.origin}/connect?session=from-server-everything`;
    let popups = 0;
    page.on('popup', () => popups++);
    const call = await callOnce(page, 'trigger-url-elicitation', (args) => ({ ...args, url: target }));
    const dialog = dialogOf(page);
    await dialog.getByText('Please open the link to complete this action.').waitFor();
    expect(await shownUrl(page)).toBe(target);
    expect(popups).toBe(0);
    expect(context.pages()).toHaveLength(1);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Open', exact: true }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(target);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    const outcome = await outcomeOf(call);
    expect(outcome.error).toBe('');
    expect(outcome.blocks[0]).toMatch(
      new RegExp(
        `^✅ User completed the URL elicitation flow\\.\\nElicitation ID: [0-9a-f-]+\\nURL: ${target.replace(/[.?]/g, '\\$&')}$`,
      ),
    );
    expect(JSON.parse(outcome.blocks.at(-1)!.replace(/^\s*Raw result:\s*/, ''))).toEqual({
      action: 'accept',
    });
    // 2025-11-25: the request waits on screen for a completion notification this server never sends.
    await dialog.getByRole('heading', { name: 'Finish on 127.0.0.1' }).waitFor();
    await dialog.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await dialogClosed(page);
  });

  test('given trigger-url-elicitation with errorPath (-32042), should show the prerequisite, then on Continue retry, then show the pushed request', async () => {
    const { page, context, demo } = e2e;
    // The prerequisite points at modelcontextprotocol.io: served by the test, nothing leaves the machine.
    await context.route('https://modelcontextprotocol.io/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Prerequisite</title><h1>Done here</h1>',
      }),
    );
    const version = await connect(page, EVERYTHING, 'auto');
    record(scenario, version);
    await waitForTool(page, 'trigger-url-elicitation');
    const target = `${demo.origin}/connect?session=after-the-prerequisite`;
    const call = await callOnce(page, 'trigger-url-elicitation', (args) => ({
      ...args,
      url: target,
      errorPath: true,
    }));
    const dialog = dialogOf(page);
    await dialog.getByText('Open this link to satisfy the prerequisite, then retry the request.').waitFor();
    expect(await shownUrl(page)).toBe('https://modelcontextprotocol.io/');
    const [prerequisite] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Open', exact: true }).click(),
    ]);
    await prerequisite.getByRole('heading', { name: 'Done here' }).waitFor();
    await prerequisite.close();
    // The error path holds the retry until the person says they are done.
    await dialog.getByRole('heading', { name: 'Finish on modelcontextprotocol.io, then continue' }).waitFor();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();

    // The retry goes the request path: a pushed URL elicitation for the tool's own address.
    await dialog.getByText('Please open the link to complete this action.').waitFor({ timeout: 15_000 });
    expect(await shownUrl(page)).toBe(target);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Open', exact: true }).click(),
    ]);
    await tab.close();
    const outcome = await outcomeOf(call);
    expect(outcome.error).toBe('');
    expect(outcome.blocks[0]).toMatch(/^✅ User completed the URL elicitation flow\./);
    await dialog.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await dialogClosed(page);
  });

  test('given trigger-elicitation-request-async, should answer with a task, show one form over several polls and give tasks/result the answer', async () => {
    const { page } = e2e;
    const version = await connect(page, EVERYTHING, 'auto');
    record(scenario, version);
    await waitForTool(page, 'trigger-elicitation-request-async');
    const call = await callOnce(page, 'trigger-elicitation-request-async');
    const dialog = dialogOf(page);
    await dialog.getByText('Please provide inputs for the following fields (async task demo):').waitFor();
    // The server polls tasks/get every second while the person thinks.
    await page.waitForTimeout(2500);
    expect(await page.locator('[role="dialog"]').count()).toBe(1);
    await dialog.getByRole('textbox', { name: 'Your Name' }).click();
    await page.keyboard.type('Ada Lovelace');
    await dialog.getByRole('radio', { name: 'Blue' }).click();
    await dialog.getByRole('checkbox', { name: 'Terms Agreement' }).click();
    expect(await reviewAndSend(page)).toEqual({
      name: 'Ada Lovelace',
      favoriteColor: 'Blue',
      agreeToTerms: true,
    });
    await dialogClosed(page);

    const outcome = await outcomeOf(call, 20_000);
    expect(outcome.error).toBe('');
    expect(outcome.blocks[0]).toBe('[COMPLETED] User provided the requested information!');
    expect(outcome.blocks[1]).toBe(
      'User inputs:\n- Name: Ada Lovelace\n- Favorite Color: Blue\n- Agreed to terms: true',
    );
    const debug = outcome.blocks.at(-1) ?? '';
    expect(debug).toMatch(/Task created: elicitation-task-\S+\nPoll 1: working/);
    const polls = [...debug.matchAll(/^Poll (\d+): (\w+)/gm)];
    expect(polls.at(-1)?.[2]).toBe('completed');
    expect(Number(polls.at(-1)?.[1])).toBeGreaterThanOrEqual(3);
  });
});

describe('7. the 2026-07-28 Tasks extension (SEP-2663): deploy_release', () => {
  test('given a task, when the approval is seen on several polls, should show it once and answer it once with tasks/update', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'auto')).toBe('2026-07-28');
    await page.getByRole('checkbox', { name: 'Tasks extension (2026-07-28)' }).check();
    const call = await callOnce(page, 'deploy_release');
    expect(await call.getByText('as a task').isVisible()).toBe(true);
    const dialog = dialogOf(page);
    await dialog.getByText('Approve deploying v2.4.0? Choose where it goes.').waitFor({ timeout: 15_000 });
    // The task stays input_required, polled every 500 ms, while the person decides.
    await page.waitForTimeout(1600);
    expect(await page.locator('[role="dialog"]').count()).toBe(1);
    await dialog.getByRole('radio', { name: 'Production' }).click();
    expect(await reviewAndSend(page)).toEqual({ environment: 'production' });
    await dialogClosed(page);

    const { summary, report } = await demoResult(call);
    record('7. deploy_release as a task (auto)', report.protocolVersion);
    expect(summary).toBe('Deployed v2.4.0 to production.');
    expect(report).toMatchObject({
      protocolVersion: '2026-07-28',
      asTask: true,
      received: { approve: { action: 'accept', content: { environment: 'production' } } },
      updates: 1,
      ignoredUpdates: 0,
    });
    expect(report.pollsWhileWaiting).toBeGreaterThanOrEqual(3);
    // The whole exchange is in the wire log: one tasks/update, several tasks/get.
    const sent = (method: RegExp) =>
      page.locator('.demo-log-list > li[data-direction="out"][data-kind="request"] .demo-log-summary', {
        hasText: method,
      });
    await expect.poll(() => sent(/^tasks\/update #/).count()).toBe(1);
    expect(await sent(/^tasks\/get #/).count()).toBeGreaterThanOrEqual(4);
  });

  test('given no Tasks extension, should give the SDK client the approval inside the call (input_required)', async () => {
    const { page } = e2e;
    expect(await connect(page, DEMO_SERVER, 'auto')).toBe('2026-07-28');
    const call = await callOnce(page, 'deploy_release');
    const dialog = dialogOf(page);
    await dialog.getByText('Approve deploying v2.4.0? Choose where it goes.').waitFor();
    expect(await reviewAndSend(page)).toEqual({ environment: 'staging' });
    await dialogClosed(page);
    const { summary, report } = await demoResult(call);
    expect(summary).toBe('Deployed v2.4.0 to staging.');
    expect(report).toMatchObject({ asTask: false, received: { approve: { action: 'accept' } } });
  });
});
