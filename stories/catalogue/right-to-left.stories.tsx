import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { createElicitationQueue, type ElicitResult, parseElicitRequest } from '../../src/core/index.js';
import { ElicitationPanel, ElicitationProvider } from '../../src/react/index.js';
import { DialogHost } from '../support/dialog-host.js';
import '../support/host.css';
import { dialogArgTypes } from '../support/meta.js';
import { inDialog } from '../support/play.js';
import { asForm, servers } from '../support/requests.js';
import {
  arabicBookingParams,
  hebrewBookingParams,
  hebrewUrlParams,
  type RtlStoryLocale,
  storyCatalogues,
} from '../support/rtl-story-data.js';

/**
 * Arabic and Hebrew (issue 30): the interface in the person's language, laid out right to left from the locale,
 * the server's words in the server's language (SEP-2792 `contentLanguage`), URLs and JSON left to right. The
 * words on buttons come from the real `ar` and `he` locale entries (`storyCatalogues`).
 */
const meta = {
  title: 'Catalogue/Right to left',
  component: DialogHost,
  render: (args) => <DialogHost {...args} />,
  args: {
    request: asForm(parseElicitRequest(arabicBookingParams)),
    server: { ...servers.bookings, title: 'حجوزات المطاعم' },
    onResult: fn(),
    locale: 'ar',
    messages: storyCatalogues.ar,
  },
  argTypes: dialogArgTypes,
} satisfies Meta<typeof DialogHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog in Arabic: mirrored, the server's Arabic text marked as Arabic, the guests typed in Arabic digits. */
export const ArabicDialog: Story = {
  play: async ({ userEvent }) => {
    const dialog = await inDialog();
    const root = screen.getByRole('dialog');
    await expect(root).toHaveAttribute('dir', 'rtl');
    await expect(root).toHaveAttribute('lang', 'ar');
    await expect(root.querySelector('.mcp-elicit-message')).toHaveAttribute('lang', 'ar');
    await userEvent.type(dialog.getByRole('textbox', { name: 'الاسم الكامل' }), 'سارة');
    await userEvent.type(dialog.getByRole('textbox', { name: 'عدد الضيوف' }), '٤');
    await expect(dialog.getByRole('textbox', { name: 'عدد الضيوف' })).toHaveValue('٤');
  },
};

/** The review in Arabic: the number read back in Arabic digits, sent as a JSON number. */
export const ArabicReview: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'الاسم الكامل' }), 'سارة');
    await userEvent.type(dialog.getByRole('textbox', { name: 'عدد الضيوف' }), '٤');
    await userEvent.click(dialog.getByRole('radio', { name: 'السابعة والنصف' }));
    await userEvent.click(dialog.getByRole('button', { name: 'مراجعة' }));
    const review = within(dialog.getByRole('region', { name: 'راجع إجابتك' }));
    await expect(review.getByText('٤')).toBeVisible();
    await userEvent.click(review.getByRole('button', { name: 'إظهار JSON الخام' }));
    const json = screen.getByRole('dialog').querySelector('pre') as HTMLElement;
    await expect(json).toHaveAttribute('dir', 'ltr');
    await expect(JSON.parse(json.textContent ?? '')).toEqual({ name: 'سارة', guests: 4, time: '19:30' });
    await userEvent.click(dialog.getByRole('button', { name: 'إرسال' }));
    await waitFor(() =>
      expect(args.onResult).toHaveBeenCalledWith({
        action: 'accept',
        content: { name: 'سارة', guests: 4, time: '19:30' },
      }),
    );
  },
};

/** URL mode in Hebrew: the message in Hebrew, the address left to right. */
export const HebrewUrl: Story = {
  args: {
    request: parseElicitRequest(hebrewUrlParams),
    server: { name: 'calendar', title: 'יומן', version: '1.0.0' },
    locale: 'he',
    messages: storyCatalogues.he,
  },
  play: async () => {
    const dialog = await inDialog();
    const root = screen.getByRole('dialog');
    await expect(root).toHaveAttribute('dir', 'rtl');
    await expect(dialog.getByRole('button', { name: 'פתיחה' })).toBeVisible();
    const ltr = [...root.querySelectorAll('[dir="ltr"]')].map((node) => node.textContent).join(' ');
    await expect(ltr).toContain('calendar.example.com');
  },
};

/** The inline panel in Hebrew, as a chat transcript shows it. */
export const HebrewPanel: Story = {
  render: (args) => (
    <div className="sb-host" dir="rtl" lang="he">
      <ElicitationPanel
        request={parseElicitRequest(hebrewBookingParams)}
        server={{ name: 'bookings', title: 'הזמנות', version: '1.0.0' }}
        onResult={args.onResult}
        locale="he"
        messages={storyCatalogues.he}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector('section') as HTMLElement;
    await expect(panel).toHaveAttribute('dir', 'rtl');
    await expect(within(panel).getByRole('button', { name: 'בדיקה' })).toBeVisible();
  },
};

function RtlQueue({
  locale,
  onAnswer,
}: {
  locale: RtlStoryLocale;
  onAnswer: (result: ElicitResult) => void;
}) {
  const [queue] = useState(() => createElicitationQueue());
  useEffect(() => {
    const page = new AbortController();
    const source = { connection: 'bookings' };
    for (const params of [arabicBookingParams, hebrewBookingParams]) {
      void queue
        .present(params, {
          server: { name: 'bookings', title: 'حجوزات', version: '1.0.0' },
          source,
          signal: page.signal,
        })
        .then((result) => {
          if (!page.signal.aborted) onAnswer(result);
        });
    }
    return () => page.abort();
  }, [queue, onAnswer]);
  return (
    <ElicitationProvider queue={queue} locale={locale} messages={storyCatalogues[locale]}>
      <div className="sb-host" />
    </ElicitationProvider>
  );
}

/** Two requests waiting, in an Arabic interface: "1 of 2" and the rest of the queue read right to left. */
export const ArabicQueue: Story = {
  render: (args) => <RtlQueue locale="ar" onAnswer={args.onResult} />,
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await expect(screen.getByRole('dialog')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' }));
    await waitFor(async () =>
      expect((await inDialog()).getByRole('textbox', { name: 'שם מלא' })).toBeVisible(),
    );
  },
};
