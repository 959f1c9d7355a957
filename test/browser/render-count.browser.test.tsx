import { render, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { parseElicitRequest } from '../../src/core/index.js';
import type { Widget } from '../../src/react/form/widget-props.js';
import { defaultWidgets } from '../../src/react/form/widgets/index.js';
import { ElicitationDialog, ElicitationForm, type WidgetComponents } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { everythingElicitationRequest } from '../fixtures/requests.js';
import { animationsDone, resultSpy } from './helpers.js';

const fieldNames = Object.keys(everythingElicitationRequest.requestedSchema.properties);

/** Widget renders per field name since the last reset. */
const counts: Record<string, number> = {};
let commits = 0;
const figures: string[] = [];

function resetCounts() {
  for (const name of fieldNames) counts[name] = 0;
  commits = 0;
}

/** The default widget of a kind, counting its renders. Built once, so memoisation is not defeated by the test. */
function counted(Inner: Widget): Widget {
  return function Counted(props) {
    counts[props.field.name] = (counts[props.field.name] ?? 0) + 1;
    return <Inner {...props} />;
  };
}

const components = Object.fromEntries(
  Object.entries(defaultWidgets).map(([kind, widget]) => [kind, counted(widget)]),
) as WidgetComponents;

const onRender: ProfilerOnRenderCallback = () => {
  commits += 1;
};

/** Only the `name` widget rendered, `times` times; every other widget not at all. */
function onlyName(times: number): Record<string, number> {
  return Object.fromEntries(fieldNames.map((name) => [name, name === 'name' ? times : 0]));
}

beforeEach(() => resetCounts());

/** Waits until React has committed nothing for 100 ms. */
async function untilNoCommits(): Promise<void> {
  for (let seen = -1; seen !== commits; ) {
    seen = commits;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterAll(() => {
  console.log(`render-count figures:\n${figures.join('\n')}`);
});

describe('a keystroke re-renders one field', () => {
  it('given the 13-field form, when the user types 5 characters into name, should render the name widget once per keystroke and no other widget', async () => {
    render(
      <Profiler id="form" onRender={onRender}>
        <ElicitationForm
          schema={everythingElicitationRequest.requestedSchema}
          components={components}
          onSubmit={() => undefined}
        />
      </Profiler>,
    );
    // Every widget rendered at mount.
    expect(fieldNames.every((name) => (counts[name] ?? 0) >= 1)).toBe(true);
    const mountCommits = commits;
    const input = screen.getByRole('textbox', { name: 'String' });
    input.focus();
    expect(input).toHaveFocus();
    resetCounts();

    const perKeystroke: number[] = [];
    for (const [index, char] of [...'Hello'].entries()) {
      const before = commits;
      await userEvent.keyboard(char);
      perKeystroke.push(commits - before);
      expect(counts, `after keystroke ${index + 1}`).toStrictEqual(onlyName(index + 1));
    }
    expect(input).toHaveValue('Hello');
    figures.push(
      `ElicitationForm: mount commits ${mountCommits}; Profiler commits per keystroke ${JSON.stringify(perKeystroke)}; name widget renders after 5 keystrokes ${counts.name}; other widgets 0`,
    );
    expect(perKeystroke).toStrictEqual([1, 1, 1, 1, 1]);

    // Leaving the field (it is valid) may update the name field's own state, but no other widget's.
    resetCounts();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Boolean' })).toHaveFocus();
    const blurNameRenders = counts.name ?? 0;
    figures.push(
      `ElicitationForm: on blur, name widget renders ${blurNameRenders}, Profiler commits ${commits}`,
    );
    expect(counts).toStrictEqual(onlyName(blurNameRenders));
    expect(blurNameRenders).toBeLessThanOrEqual(1);
  });

  it('given the 13-field form, when the user leaves an invalid email, should re-render only the email widget', async () => {
    render(
      <ElicitationForm
        schema={everythingElicitationRequest.requestedSchema}
        components={components}
        onSubmit={() => undefined}
      />,
    );
    const email = screen.getByRole('textbox', { name: 'String with email format' });
    email.focus();
    resetCounts();
    await userEvent.keyboard('ada');
    await userEvent.tab();
    await expect.element(screen.getByText('Enter an email address, like name@example.com.')).toBeVisible();
    const others = Object.entries(counts).filter(([name, count]) => name !== 'email' && count > 0);
    figures.push(`ElicitationForm: 3 keystrokes + blur with error → email widget renders ${counts.email}`);
    expect(others).toStrictEqual([]);
    expect(counts.email).toBeGreaterThanOrEqual(3);
  });

  it('given the dialog around the 13-field form, when the user types 5 characters into name, should render only the name widget, once per keystroke', async () => {
    render(
      <Profiler id="dialog" onRender={onRender}>
        <ElicitationDialog
          request={parseElicitRequest(everythingElicitationRequest)}
          server={{ name: 'render-server' }}
          onResult={resultSpy()}
          components={components}
        />
      </Profiler>,
    );
    await animationsDone();
    const input = screen.getByRole('textbox', { name: 'String' });
    await expect.element(input).toHaveFocus();
    // Radix finishes mounting (presence, focus scope) in a few late commits; start counting once it is idle.
    await untilNoCommits();
    resetCounts();
    const perKeystroke: number[] = [];
    for (const [index, char] of [...'World'].entries()) {
      const before = commits;
      await userEvent.keyboard(char);
      perKeystroke.push(commits - before);
      expect(counts, `after keystroke ${index + 1}`).toStrictEqual(onlyName(index + 1));
    }
    figures.push(`ElicitationDialog: Profiler commits per keystroke ${JSON.stringify(perKeystroke)}`);
    expect(perKeystroke).toStrictEqual([1, 1, 1, 1, 1]);
  });
});
