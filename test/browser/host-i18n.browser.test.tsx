/**
 * Hosts that keep their strings in i18next (with i18next-icu) or react-intl load our catalogues as their own
 * resources (the JSON of `mcp-elicitation-react/locales/{tag}.json`) and get the same words on screen as our own
 * entry gives: every key, numbers that reach each plural form, in real Chromium.
 */

import { render } from '@testing-library/react';
import i18next, { type i18n as I18next } from 'i18next';
import ICU from 'i18next-icu';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { denialMessages } from '../../src/core/messages/denial-messages.js';
import { en as builtInEnglish } from '../../src/core/messages/en.js';
import { messageArguments } from '../../src/core/messages/icu.js';
import type { MessageCatalogue, MessageKey } from '../../src/core/messages/keys.js';
import { fileInputs } from '../../src/drafts-sep2631.js';
import { fileWords } from '../../src/react/form/widgets/file-facts.js';
import { ElicitationDialog, I18nProvider, useI18n } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { animationsDone, resultSpy } from './helpers.js';

const entries = import.meta.glob<MessageCatalogue>('../../src/locales/*.ts', {
  eager: true,
  import: 'default',
});
const tagOf = (path: string) => path.replace(/^.*\/(.+)\.ts$/, '$1');
/** What `scripts/locale-json.mjs` writes at build: the entry's catalogue as flat JSON. */
const json = Object.fromEntries(
  Object.entries(entries).map(([path, catalogue]) => [tagOf(path), JSON.parse(JSON.stringify(catalogue))]),
) as Record<string, Record<string, string>>;
const tags = Object.keys(json).sort();
/** Every key: the built-in catalogue's and the drafts' words (which come with fileInputs and authorizationDenials). */
const en: MessageCatalogue = { ...builtInEnglish, ...fileInputs.messages.en, ...denialMessages.en };
const keys = Object.keys(en) as MessageKey[];

/** Values for every key: `n` for each number argument, a plain name for each text argument. */
function valuesFor(key: string, n: number): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(messageArguments(en[key as MessageKey])).map(([name, type]) => [
      name,
      type === 'number' || type === 'plural' ? n : `Acme ${name}`,
    ]),
  );
}

async function i18nextHost(tag: string): Promise<I18next> {
  const host = i18next.createInstance();
  await host.use(ICU).init({
    lng: tag,
    fallbackLng: false,
    ns: ['elicitation'],
    defaultNS: 'elicitation',
    resources: { [tag]: { elicitation: json[tag] as Record<string, string> } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return host;
}

/** Our own words for every key, through the library's provider and `useI18n` (the file words as the picker has them). */
function OurWords({ n }: { n: number }) {
  const i18n = useI18n();
  const words = fileWords(i18n, fileInputs);
  const wordOf = (key: MessageKey) =>
    Object.hasOwn(fileInputs.messages.en, key)
      ? words.t(key as keyof typeof fileInputs.messages.en, valuesFor(key, n))
      : i18n.t(key as keyof typeof builtInEnglish, valuesFor(key, n));
  return (
    <ol data-testid="ours">
      {keys.map((key) => (
        <li key={key}>{wordOf(key)}</li>
      ))}
    </ol>
  );
}

const texts = (list: HTMLElement) => [...list.querySelectorAll('li')].map((item) => item.textContent);

const SAMPLES = [0, 1, 2, 3, 5, 11, 21, 102];

describe('a host on i18next + i18next-icu', () => {
  it.each(tags)(
    'given our %s JSON as its resources / should put the same words on screen as our entry',
    async (tag) => {
      const host = await i18nextHost(tag);
      for (const n of SAMPLES) {
        const { getByTestId, unmount } = render(
          <>
            <I18nProvider locale={tag} messages={entries[`../../src/locales/${tag}.ts`]}>
              <OurWords n={n} />
            </I18nProvider>
            <ol data-testid="host">
              {keys.map((key) => (
                <li key={key}>{host.t(key, valuesFor(key, n))}</li>
              ))}
            </ol>
          </>,
        );
        expect(texts(getByTestId('host')), `${tag} n=${n}`).toEqual(texts(getByTestId('ours')));
        unmount();
      }
    },
  );
});

describe('a host on react-intl', () => {
  it.each(tags)(
    'given our %s JSON as its messages / should put the same words on screen as our entry',
    (tag) => {
      for (const n of SAMPLES) {
        const { getByTestId, unmount } = render(
          <>
            <I18nProvider locale={tag} messages={entries[`../../src/locales/${tag}.ts`]}>
              <OurWords n={n} />
            </I18nProvider>
            <IntlProvider locale={tag} messages={json[tag]} onError={(error) => expect.fail(String(error))}>
              <ol data-testid="host">
                {keys.map((key) => (
                  <li key={key}>
                    <FormattedMessage id={key} values={valuesFor(key, n)} />
                  </li>
                ))}
              </ol>
            </IntlProvider>
          </>,
        );
        expect(texts(getByTestId('host')), `${tag} n=${n}`).toEqual(texts(getByTestId('ours')));
        unmount();
      }
    },
  );
});

describe('the dialog fed from a host framework', () => {
  const request = {
    message: 'Pick',
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name', minLength: 2, maxLength: 5 },
        tags: { type: 'array', title: 'Tags', items: { enum: ['a', 'b', 'c'] }, minItems: 2 },
      },
      required: ['name'],
    },
  };

  it.each(['ar', 'ru', 'ja'])(
    'given %s texts taken from i18next resources and react-intl messages / should render the dialog word for word as our entry does',
    async (tag) => {
      const host = await i18nextHost(tag);
      const sources = {
        entry: entries[`../../src/locales/${tag}.ts`] as MessageCatalogue,
        i18next: host.getResourceBundle(tag, 'elicitation') as MessageCatalogue,
        reactIntl: json[tag] as MessageCatalogue,
      };
      const shown: Record<string, string> = {};
      for (const [source, messages] of Object.entries(sources)) {
        const { container, unmount } = render(
          <ElicitationDialog
            request={request}
            server={{ name: 'acme' }}
            locale={tag}
            messages={messages}
            onResult={resultSpy()}
          />,
        );
        await animationsDone();
        shown[source] = document.body.textContent ?? '';
        expect(container).toBeTruthy();
        unmount();
      }
      expect(shown.entry).toContain(sources.entry['action.decline']);
      expect(shown.i18next).toBe(shown.entry);
      expect(shown.reactIntl).toBe(shown.entry);
    },
  );
});
