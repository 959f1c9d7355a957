// Right to left (issue 30): the dialog in Arabic and Hebrew for docs/images/. The buttons' words are the
// stories' data until the ar and he catalogues merge; the server's text carries its contentLanguage.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import {
  arabicBookingParams,
  hebrewBookingParams,
  hebrewUrlParams,
  storyCatalogues,
} from '../../stories/support/rtl-story-data.js';

afterEach(cleanup);

it('given Arabic, when a form is filled in Arabic digits, should write the Arabic form screenshot', async () => {
  document.body.style.background = '#f3f4f6';
  render(
    <ElicitationDialog
      request={parseElicitRequest(arabicBookingParams)}
      server={{ name: 'bookings', title: 'حجوزات المطاعم', version: '2.4.0' }}
      onResult={() => {}}
      locale="ar"
      messages={storyCatalogues.ar}
    />,
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'الاسم الكامل' }), 'سارة أحمد');
  await userEvent.type(screen.getByRole('textbox', { name: 'عدد الضيوف' }), '٤');
  await userEvent.click(screen.getByRole('radio', { name: 'السابعة والنصف' }));
  await page.screenshot({ path: '../../docs/images/dialog-form-ar.png' });
});

it('given Hebrew, when a form is reviewed, should write the Hebrew review screenshot', async () => {
  document.body.style.background = '#f3f4f6';
  render(
    <ElicitationDialog
      request={parseElicitRequest(hebrewBookingParams)}
      server={{ name: 'bookings', title: 'הזמנות', version: '2.4.0' }}
      onResult={() => {}}
      locale="he"
      messages={storyCatalogues.he}
    />,
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'שם מלא' }), 'נועה לוי');
  await userEvent.type(screen.getByRole('textbox', { name: 'מספר סועדים' }), '3');
  await userEvent.click(screen.getByRole('radio', { name: 'שבע וחצי' }));
  await userEvent.click(screen.getByRole('button', { name: 'בדיקה' }));
  await page.screenshot({ path: '../../docs/images/dialog-review-he.png' });
});

it('given Hebrew, when a URL request shows, should write the Hebrew URL screenshot', async () => {
  document.body.style.background = '#f3f4f6';
  render(
    <ElicitationDialog
      request={parseElicitRequest(hebrewUrlParams)}
      server={{ name: 'calendar', title: 'יומן', version: '1.0.0' }}
      onResult={() => {}}
      locale="he"
      messages={storyCatalogues.he}
    />,
  );
  // Nothing typed first: wait for the overlay's fade-in, or the picture catches it half way.
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
  await page.screenshot({ path: '../../docs/images/dialog-url-he.png' });
});
