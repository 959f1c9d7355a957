// Issue 32's widgets in a right-to-left locale (issue 30's rules): the searchable combobox and the multiline textarea
// take the locale's direction, their counts read in the locale's digits and plural forms, and typing in the
// person's script matches by title as in any other. Real Chromium, the real Arabic catalogue, as used in Egypt
// (`ar-EG`: Arabic-Indic digits; CLDR 48 writes plain `ar` with Latin digits).
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import ar from '../../src/locales/ar.js';
import { ElicitationDialog } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { button, expectNoAxeViolations, formRequest, resultSpy } from './helpers.js';

const server = { name: 'rtl-server', version: '1.0.0' };

// Nine Arabic city names (from eight options on, a combobox), with codes the person never sees.
const cities = ['القاهرة', 'الرياض', 'بيروت', 'دبي', 'عمّان', 'الدوحة', 'تونس', 'الرباط', 'مسقط'].map(
  (title, index) => ({ const: `c-${index + 1}`, title }),
);

function renderArabic(properties: Record<string, unknown>, required: string[]) {
  const onResult = resultSpy();
  render(
    <ElicitationDialog
      request={formRequest(properties, required)}
      server={server}
      onResult={onResult}
      locale="ar-EG"
      messages={ar}
      review={false}
    />,
  );
  return { onResult };
}

/** The combobox once its chunk is loaded (a native select, also role `combobox`, stands in until then). */
function findBox(): Promise<HTMLInputElement> {
  return waitFor(() => {
    const found = screen.getByRole('combobox');
    if (!(found instanceof HTMLInputElement)) throw new Error('the combobox is still loading');
    return found;
  });
}

describe('the combobox, right to left', () => {
  it('given Arabic (Egypt), should lay out right to left, announce the count in Arabic digits and plural, match Arabic titles and send the code', async () => {
    const { onResult } = renderArabic({ city: { type: 'string', title: 'المدينة', oneOf: cities } }, [
      'city',
    ]);
    const box = await findBox();
    expect(getComputedStyle(box).direction).toBe('rtl');
    await userEvent.click(box);
    // Nine is "few" in Arabic (3–10): "٩ خيارات", in the locale's own digits.
    await expect.poll(() => screen.getByRole('status', { hidden: true }).textContent).toBe('٩ خيارات');
    await userEvent.keyboard('الر');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['الرياض', 'الرباط']);
    // Two is the dual: "خياران".
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('خياران');
    // The list is under the input and reads from its right edge, as the input does.
    const list = screen.getByRole('listbox');
    expect(getComputedStyle(list).direction).toBe('rtl');
    expect(Math.abs(list.getBoundingClientRect().right - box.getBoundingClientRect().right)).toBeLessThan(2);
    await expectNoAxeViolations();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(box.value).toBe('الرباط');
    await userEvent.click(button(ar['action.send']));
    await expect.poll(() => onResult.mock.calls).toEqual([[{ action: 'accept', content: { city: 'c-8' } }]]);
  });
});

describe('the multiline textarea, right to left', () => {
  it('given Arabic (Egypt), should take the direction, count in Arabic digits with the plural, and keep the line break', async () => {
    const { onResult } = renderArabic(
      { notes: { type: 'string', title: 'ملاحظات', format: 'multiline', maxLength: 20 } },
      ['notes'],
    );
    const notes = screen.getByRole('textbox', { name: /ملاحظات/ }) as HTMLTextAreaElement;
    expect(notes.tagName).toBe('TEXTAREA');
    expect(getComputedStyle(notes).direction).toBe('rtl');
    await userEvent.click(notes);
    await userEvent.keyboard('سطر{Enter}ثانٍ');
    // No error said: the form's alert region stays empty.
    expect(screen.getByRole('alert').textContent).toBe('');
    // 8 code points of at most 20 ("many" in Arabic for 11–99): "٨ من ٢٠ حرفًا".
    expect(screen.getByText('٨ من ٢٠ حرفًا')).toBeTruthy();
    await expectNoAxeViolations();
    await userEvent.click(button(ar['action.send']));
    await expect
      .poll(() => onResult.mock.calls)
      .toEqual([[{ action: 'accept', content: { notes: 'سطر\nثانٍ' } }]]);
  });
});
