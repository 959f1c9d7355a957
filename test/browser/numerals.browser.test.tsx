// Digits as people type them (issue 30): an Arabic, Persian, Hindi or Japanese keyboard gives ٣٦, ۳۶, ३६ or ３６.
// The field keeps them, the review reads them back in those digits, and the server gets JSON numbers.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ElicitationDialog } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { button, formRequest, resultSpy } from './helpers.js';

const server = { name: 'numbers-server', version: '1.0.0' };
const properties = {
  age: { type: 'integer', title: 'Age', minimum: 18 },
  price: { type: 'number', title: 'Price' },
};

function textbox(name: string): HTMLInputElement {
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

describe('digits as people type them', () => {
  it.each([
    ['Arabic-Indic', 'en', '٣٦', '١٬٢٣٤٫٥', '١٬٢٣٤٫٥', 1234.5],
    ['Persian', 'fa', '۳۶', '۱۲٫۵', '۱۲٫۵', 12.5],
    ['Devanagari', 'hi', '३६', '१,२३४.५', '१,२३४.५', 1234.5],
    ['full-width', 'ja', '３６', '－１２．５', '１２.５', -12.5],
  ])(
    'given %s digits typed (locale %s), should show them as typed, review them in those digits and send JSON numbers',
    async (_name, locale, age, price, reviewedPrice, sentPrice) => {
      const onResult = resultSpy();
      render(
        <ElicitationDialog
          request={formRequest(properties, ['age'])}
          server={server}
          onResult={onResult}
          locale={locale}
        />,
      );
      await userEvent.fill(textbox('Age'), age);
      await userEvent.fill(textbox('Price'), price);
      // No "enter a number": the field accepts the person's digits.
      expect(textbox('Age')).toHaveValue(age);
      expect(textbox('Age')).not.toHaveAttribute('aria-invalid');
      await userEvent.click(button('Review'));
      const values = [...document.querySelectorAll('.mcp-elicit-review-value')].map(
        (dd) => dd.textContent ?? '',
      );
      expect(values[0]).toContain(age);
      expect(values[1]).toContain(reviewedPrice);
      await userEvent.click(button('Send'));
      expect(onResult).toHaveBeenCalledTimes(1);
      expect(onResult.mock.calls[0]?.[0]).toStrictEqual({
        action: 'accept',
        content: { age: 36, price: sentPrice },
      });
    },
  );
});
