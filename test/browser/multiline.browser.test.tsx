import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ElicitationDialog } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { button, expectNoAxeViolations, formRequest, resultSpy } from './helpers.js';

const server = { name: 'notes-server', version: '1.0.0' };

function renderNotes(field: Record<string, unknown>, review = true) {
  const onResult = resultSpy();
  render(
    <ElicitationDialog
      request={formRequest({ notes: { type: 'string', title: 'Notes', ...field } }, ['notes'])}
      server={server}
      onResult={onResult}
      review={review}
    />,
  );
  const notes = screen.getByRole('textbox', { name: /Notes/ }) as HTMLTextAreaElement;
  return { onResult, notes };
}

describe('multiline text (format "multiline", and the custom "textarea")', () => {
  for (const format of ['multiline', 'textarea']) {
    it(`given format "${format}", when the person types Enter between two lines, should write a new line and never submit`, async () => {
      const { onResult, notes } = renderNotes({ format }, false);
      expect(notes.tagName).toBe('TEXTAREA');
      await userEvent.click(notes);
      await userEvent.keyboard('first line{Enter}second line{Enter}');
      expect(notes.value).toBe('first line\nsecond line\n');
      // Enter in the textarea submitted nothing: no answer yet.
      expect(onResult).not.toHaveBeenCalled();
      await userEvent.click(button(/Send|Submit/));
      expect(onResult).toHaveBeenCalledWith(
        expect.objectContaining({ action: 'accept', content: { notes: 'first line\nsecond line\n' } }),
      );
    });
  }

  it('given an unknown format ("markdown"), should keep a one-line text box (the notice rule unchanged)', () => {
    const { notes } = renderNotes({ format: 'markdown' });
    expect(notes.tagName).toBe('INPUT');
  });

  it('given a long text, should grow with it up to a bound and then scroll', async () => {
    const { notes } = renderNotes({ format: 'multiline' });
    const empty = notes.getBoundingClientRect().height;
    await userEvent.click(notes);
    await userEvent.keyboard('a{Enter}b{Enter}c{Enter}d{Enter}e{Enter}f');
    const six = notes.getBoundingClientRect().height;
    expect(six).toBeGreaterThan(empty);
    await userEvent.fill(notes, Array.from({ length: 60 }, (_, i) => `line ${i}`).join('\n'));
    const bounded = notes.getBoundingClientRect().height;
    expect(bounded).toBeGreaterThan(six);
    expect(bounded).toBeLessThan(window.innerHeight);
    expect(notes.scrollHeight).toBeGreaterThan(notes.clientHeight);
  });

  it('given maxLength, should count characters as validate does (an emoji is one), and mark the count when over', async () => {
    const { notes } = renderNotes({ format: 'multiline', maxLength: 5 });
    await userEvent.fill(notes, 'ab\n😀');
    expect(notes.value).toBe('ab\n😀');
    // 'ab\n😀' is 4 code points (5 UTF-16 units): 4 of 5.
    const counter = screen.getByText('4 of 5 characters');
    expect(counter).not.toHaveAttribute('data-over');
    await userEvent.fill(notes, 'ab\n😀xy');
    expect(screen.getByText('6 of 5 characters')).toHaveAttribute('data-over');
    await userEvent.tab();
    expect(screen.getByText('Enter at most 5 characters.')).toBeVisible();
  });

  it('given the review, should keep the line breaks as breaks, not as marked invisible characters', async () => {
    const { notes } = renderNotes({ format: 'multiline' });
    await userEvent.fill(notes, 'Dear team,\nthanks.');
    await userEvent.click(button(/Review/));
    const value = await screen.findByText(/Dear team,/, { selector: 'dd' });
    expect(value.closest('dd')?.querySelectorAll('br')).toHaveLength(1);
    expect(value.closest('dd')?.textContent).not.toContain('U+000A');
    expect(value.closest('dd')?.textContent).toContain('Dear team,thanks.');
  });

  it('given a multiline field with a count, typed into and left, should have no axe violation', async () => {
    const { notes } = renderNotes({
      format: 'multiline',
      maxLength: 200,
      description: 'What should we know?',
    });
    await userEvent.click(notes);
    await userEvent.keyboard('one{Enter}two');
    await userEvent.tab();
    await expectNoAxeViolations();
  });
});
