/** The "Your own components" guide's react-hook-form example, exactly as printed, type-checked and run in Chromium. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import guide from '../../docs/own-components.md?raw';
import { resultSpy, tick } from '../browser/helpers.js';
import { MyElicitation } from './readme/my-elicitation.js';
import code from './readme/my-elicitation.tsx?raw';

const params = {
  mode: 'form',
  message: 'Where should the forecast be for?',
  requestedSchema: {
    type: 'object',
    properties: {
      'city.name': { type: 'string', title: 'City', minLength: 2 },
      days: { type: 'integer', title: 'Days', minimum: 1, default: 3 },
      alerts: { type: 'boolean', title: 'Alerts' },
    },
    required: ['city.name'],
  },
};

describe('the own-components guide’s example', () => {
  it('given the guide / when its react-hook-form block is read / should be this file, character for character', () => {
    expect(guide).toContain(`\`\`\`tsx\n${code}\`\`\``);
  });

  it('given the example host / when the user fills it in and sends / should answer once with typed content under the real names', async () => {
    const onResult = resultSpy();
    render(<MyElicitation params={params} onResult={onResult} />);
    await userEvent.fill(screen.getByLabelText(/City/), 'O');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const city = () => screen.getByLabelText(/City/).closest('label')?.textContent;
    await expect.poll(city).toBe('CityEnter at least 2 characters.');
    expect(onResult).not.toHaveBeenCalled();
    await userEvent.fill(screen.getByLabelText(/City/), 'Oslo');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alerts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await tick();
    expect(onResult.mock.calls).toEqual([
      [{ action: 'accept', content: { 'city.name': 'Oslo', days: 3, alerts: true } }],
    ]);
  });
});
