import { describe, expect, it } from 'vitest';
import type { AttentionNotification } from '../../../src/core/host/attention.js';
import {
  createElicitationQueue,
  declineResult,
  type ElicitResult,
  watchAttention,
} from '../../../src/core/index.js';

const ask = {
  message: 'Your secret plan?',
  requestedSchema: { type: 'object', properties: { plan: { type: 'string', title: 'Plan' } } },
};
const link = { mode: 'url', message: 'Sign in', url: 'https://example.com/login', elicitationId: 'e1' };
const weather = { name: 'weather' };
const connection = {};

/** A page whose visibility the test sets; its title behaves as the browser's does (trimmed). */
function fakePage(title = 'Chat') {
  let stored = title;
  return {
    visibilityState: 'visible' as 'visible' | 'hidden',
    get title() {
      return stored;
    },
    set title(value: string) {
      stored = value.trim();
    },
  };
}

function fakeNotifications(permission = 'granted') {
  const shown: {
    title: string;
    body?: string;
    tag?: string;
    closed: boolean;
    instance: AttentionNotification;
  }[] = [];
  class FakeNotification implements AttentionNotification {
    static permission = permission;
    onclick: ((event: never) => unknown) | null = null;
    constructor(title: string, options: { body?: string; tag?: string } = {}) {
      shown.push({ title, ...options, closed: false, instance: this });
    }
    close() {
      const record = shown.find((entry) => entry.instance === this);
      if (record) record.closed = true;
    }
  }
  return { FakeNotification, shown };
}

function setup(options: { permission?: string; notification?: boolean; locale?: string } = {}) {
  const queue = createElicitationQueue();
  const page = fakePage();
  const { FakeNotification, shown } = fakeNotifications(options.permission);
  const stop = watchAttention(queue, {
    document: page,
    Notification: FakeNotification,
    notification: options.notification ?? true,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const present = (params: object = ask) => queue.present(params, { server: weather, source: connection });
  return { queue, page, shown, stop, present };
}

function answerCurrent(queue: ReturnType<typeof createElicitationQueue>) {
  queue.snapshot().current?.respond(declineResult());
}

describe('watchAttention', () => {
  it('given requests while the tab is hidden, should count them in the title and clear each as it is answered', async () => {
    const { queue, page, present } = setup();
    page.visibilityState = 'hidden';
    const answers: Promise<ElicitResult>[] = [present(), present()];
    expect(page.title).toBe('(2) Chat');
    answerCurrent(queue);
    expect(page.title).toBe('(1) Chat');
    // Coming back does not clear it: one request still waits.
    page.visibilityState = 'visible';
    expect(page.title).toBe('(1) Chat');
    answerCurrent(queue);
    expect(page.title).toBe('Chat');
    await Promise.all(answers);
  });

  it('given a request while the tab is visible, should leave the title and notify nothing', async () => {
    const { queue, page, shown, present } = setup();
    const answer = present();
    expect(page.title).toBe('Chat');
    expect(shown).toEqual([]);
    answerCurrent(queue);
    await answer;
  });

  it('given the host retitles the page meanwhile, should keep the host’s title when the count goes', async () => {
    const { queue, page, present } = setup();
    page.visibilityState = 'hidden';
    const answer = present();
    expect(page.title).toBe('(1) Chat');
    page.title = 'Chat — new message';
    const second = present();
    expect(page.title).toBe('(2) Chat — new message');
    queue.cancelAll();
    expect(page.title).toBe('Chat — new message');
    await Promise.all([answer, second]);
  });

  it('given notifications allowed, should name only the server and the mode, and close it when answered', async () => {
    const { queue, page, shown, present } = setup();
    page.visibilityState = 'hidden';
    const answers = [present(), present(link)];
    expect(shown.map(({ title, body, closed }) => ({ title, body, closed }))).toEqual([
      { title: 'weather asks for information', body: 'Return to the tab to answer.', closed: false },
      { title: 'weather asks you to open a link', body: 'Return to the tab to answer.', closed: false },
    ]);
    expect(JSON.stringify(shown.map(({ title, body }) => [title, body]))).not.toMatch(
      /secret|Plan|example\.com/,
    );
    answerCurrent(queue);
    expect(shown.map((entry) => entry.closed)).toEqual([true, false]);
    queue.cancelAll();
    expect(shown.map((entry) => entry.closed)).toEqual([true, true]);
    await Promise.all(answers);
  });

  it('given permission not granted, or notification off, should never notify (nor ask for permission)', async () => {
    for (const options of [{ permission: 'default' }, { permission: 'denied' }, { notification: false }]) {
      const { queue, page, shown, present } = setup(options);
      page.visibilityState = 'hidden';
      const answer = present();
      expect(shown).toEqual([]);
      expect(page.title).toBe('(1) Chat');
      queue.cancelAll();
      await answer;
    }
  });

  it('when the user clicks a notification, should close it and bring them back, the count kept until answered', async () => {
    const queue = createElicitationQueue();
    const page = fakePage();
    const { FakeNotification, shown } = fakeNotifications();
    const clicked: string[] = [];
    watchAttention(queue, {
      document: page,
      Notification: FakeNotification,
      notification: true,
      onNotificationClick: (entry) => clicked.push(entry.request.message),
    });
    page.visibilityState = 'hidden';
    const answer = queue.present(ask, { server: weather, source: connection });
    shown[0]?.instance.onclick?.({} as never);
    expect(shown[0]?.closed).toBe(true);
    expect(clicked).toEqual(['Your secret plan?']);
    expect(page.title).toBe('(1) Chat');
    queue.cancelAll();
    await answer;
    expect(page.title).toBe('Chat');
  });

  it('given zh-CN, should word the notification in Chinese', async () => {
    const { queue, page, shown, present } = setup({ locale: 'zh-CN' });
    page.visibilityState = 'hidden';
    const answer = present();
    expect(shown[0]?.title).toBe('weather 请求你提供信息');
    expect(shown[0]?.body).toBe('请回到该标签页作答。');
    queue.cancelAll();
    await answer;
  });

  it('when stopped, should take the count off and close what it showed; without a document, should do nothing', async () => {
    const { page, shown, stop, present, queue } = setup();
    page.visibilityState = 'hidden';
    const answer = present();
    stop();
    expect(page.title).toBe('Chat');
    expect(shown[0]?.closed).toBe(true);
    const later = present();
    expect(page.title).toBe('Chat');
    queue.cancelAll();
    await Promise.all([answer, later]);
    // Node has no document: a server render must not throw.
    expect(() => watchAttention(createElicitationQueue())()).not.toThrow();
  });
});
