/**
 * The right-to-left stories' catalogues: the real `mcp-elicitation-react/locales/ar` and `/he` entries, so what
 * the stories click and the screenshots show is what a host ships.
 */
import ar from '../../src/locales/ar.js';
import he from '../../src/locales/he.js';

export type RtlStoryLocale = 'ar' | 'he';

export const storyCatalogues = { ar, he } as const;

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
