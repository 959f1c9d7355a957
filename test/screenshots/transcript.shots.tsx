import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, it } from 'vitest';
import { page } from 'vitest/browser';
import * as panelStories from '../../stories/ElicitationPanel.stories.js';
import '../../src/styles/elicitation.css';

afterEach(cleanup);

// The README's picture of the inline panel is the Transcript story itself, so the two cannot drift apart.
const { Transcript } = composeStories(panelStories);

it('transcript', async () => {
  document.body.style.background = '#ffffff';
  render(
    <div style={{ padding: 16, width: 680 }}>
      <Transcript />
    </div>,
  );
  await screen.findByText('You declined.');
  const transcript = screen.getByRole('main');
  await page.screenshot({ path: '../../docs/images/panel-transcript.png', element: transcript });
});
