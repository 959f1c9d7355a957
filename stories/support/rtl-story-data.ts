/**
 * STORY DATA, not a catalogue: the few Arabic and Hebrew words the right-to-left stories show on their
 * buttons and headings, until the `mcp-elicitation-react/locales/ar` and `/he` entries (issue 30, the
 * catalogue half) are merged. Then `storyCatalogues` becomes `{ ar, he }` imported from those entries and
 * every story below picks the real catalogues up unchanged (they take `messages` from here only). Keys not
 * listed fall back to English.
 */
import type { MessageCatalogue } from '../../src/core/index.js';

export type RtlStoryLocale = 'ar' | 'he';

export const storyCatalogues: Record<RtlStoryLocale, Partial<MessageCatalogue>> = {
  ar: {
    'dialog.title.form': '{server} يطلب معلومات',
    'dialog.title.url': '{server} يريد نقلك إلى موقع ويب',
    'dialog.close': 'إغلاق',
    'action.review': 'مراجعة',
    'action.edit': 'تعديل',
    'action.send': 'إرسال',
    'action.decline': 'رفض',
    'action.cancel': 'إلغاء',
    'action.open': 'فتح',
    'action.copy': 'نسخ الرابط',
    'review.heading': 'راجع إجابتك',
    'review.intro': 'هذا بالضبط ما سيُرسل إلى {server}.',
    'review.notAnswered': 'لم تتم الإجابة: لن يُرسل',
    'review.showJson': 'عرض JSON الخام',
    'review.hideJson': 'إخفاء JSON الخام',
  },
  he: {
    'dialog.title.form': '{server} מבקש מידע',
    'dialog.title.url': '{server} רוצה להעביר אותך לאתר',
    'dialog.close': 'סגירה',
    'action.review': 'סקירה',
    'action.edit': 'עריכה',
    'action.send': 'שליחה',
    'action.decline': 'דחייה',
    'action.cancel': 'ביטול',
    'action.open': 'פתיחה',
    'action.copy': 'העתקת הקישור',
    'review.heading': 'סקירת התשובה',
    'review.intro': 'זה בדיוק מה שיישלח אל {server}.',
    'review.notAnswered': 'לא נענה: לא יישלח',
    'review.showJson': 'הצגת ה-JSON הגולמי',
    'review.hideJson': 'הסתרת ה-JSON הגולמי',
  },
};

const CONTENT_LANGUAGE = 'io.modelcontextprotocol/contentLanguage';

/** A server that answered in Arabic (SEP-2792): its message and titles, with `contentLanguage: ar`. */
export const arabicBookingParams = {
  message: 'لحجز طاولتك، أخبرنا كيف نتواصل معك.',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'الاسم الكامل', description: 'كما في الحجز', minLength: 2 },
      guests: { type: 'integer', title: 'عدد الضيوف', minimum: 1, maximum: 12 },
      time: {
        type: 'string',
        title: 'الوقت',
        oneOf: [
          { const: '18:00', title: 'السادسة مساءً' },
          { const: '19:30', title: 'السابعة والنصف' },
          { const: '21:00', title: 'التاسعة مساءً' },
        ],
      },
      email: { type: 'string', format: 'email', title: 'البريد الإلكتروني' },
    },
    required: ['name', 'guests'],
  },
  _meta: { [CONTENT_LANGUAGE]: 'ar' },
};

/** The same in Hebrew (`contentLanguage: he`). */
export const hebrewBookingParams = {
  message: 'כדי להזמין שולחן, ספרו לנו איך ליצור איתכם קשר.',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'שם מלא', description: 'כפי שמופיע בהזמנה', minLength: 2 },
      guests: { type: 'integer', title: 'מספר סועדים', minimum: 1, maximum: 12 },
      time: {
        type: 'string',
        title: 'שעה',
        oneOf: [
          { const: '18:00', title: 'שש בערב' },
          { const: '19:30', title: 'שבע וחצי' },
          { const: '21:00', title: 'תשע בערב' },
        ],
      },
    },
    required: ['name', 'guests'],
  },
  _meta: { [CONTENT_LANGUAGE]: 'he' },
};

/** A URL-mode request in Hebrew. */
export const hebrewUrlParams = {
  mode: 'url',
  message: 'התחברו ללוח השנה כדי שנוכל לבדוק מתי אתם פנויים.',
  url: 'https://calendar.example.com/oauth/authorize?client_id=mcp&scope=calendar.read',
  _meta: { [CONTENT_LANGUAGE]: 'he' },
};
