import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { contactInfoRequest } from '../fixtures/requests.js';

afterEach(cleanup);

const server = { name: 'travel', title: 'Travel Booking', version: '2.4.0' };
const form = parseElicitRequest({
  ...contactInfoRequest,
  message: 'To book your table, please share how we can reach you.',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Full name', minLength: 2, maxLength: 60 },
      email: { type: 'string', format: 'email', title: 'Email' },
      guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 12, default: 2 },
      time: { type: 'string', title: 'Time', enum: ['18:00', '19:30', '21:00'], default: '19:30' },
      newsletter: { type: 'boolean', title: 'Send me offers' },
    },
    required: ['name', 'email'],
  },
});
const url = parseElicitRequest({
  mode: 'url',
  message: 'Sign in to your calendar so I can check your availability.',
  url: 'http://calendar.example.com.xn--80ak6aa92e.com:8443/oauth?client=mcp',
});

for (const theme of ['light', 'dark'] as const) {
  it(`given the ${theme} theme, when a form is filled and reviewed, should match the form screenshots`, async () => {
    document.body.style.background = theme === 'dark' ? '#0b0f19' : '#f3f4f6';
    render(<ElicitationDialog request={form} server={server} onResult={() => {}} theme={theme} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example');
    await userEvent.tab();
    await page.screenshot({ path: `../../docs/images/dialog-form-${theme}.png` });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), '.com');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await page.screenshot({ path: `../../docs/images/dialog-review-${theme}.png` });
  });

  it(`given the ${theme} theme, when a URL request shows, should match the URL screenshot`, async () => {
    document.body.style.background = theme === 'dark' ? '#0b0f19' : '#f3f4f6';
    render(<ElicitationDialog request={url} server={server} onResult={() => {}} theme={theme} />);
    await page.screenshot({ path: `../../docs/images/dialog-url-${theme}.png` });
  });
}
