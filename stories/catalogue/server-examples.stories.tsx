import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog } from '../../src/react/index.js';
import {
  allVariantsRequest,
  apiKeyUrlRequest,
  contactInfoRequest,
  everythingElicitationRequest,
  everythingUrlElicitationPrerequisite,
  everythingUrlElicitationRequest,
  githubUsernameRequest,
  sep1034DefaultsRequest,
} from '../../test/fixtures/requests.js';
import { DialogHost } from '../support/dialog-host.js';
import { dialogArgTypes } from '../support/meta.js';
import { inDialog } from '../support/play.js';
import { asForm, servers } from '../support/requests.js';

/**
 * Real requests, shared with the unit tests through `test/fixtures/requests.ts`: the examples of the
 * seed document (the 2026-07-28 elicitation page in Chinese, so shown with `locale="zh-CN"`), the
 * official reference server `server-everything`, and the SEP-1034 conformance scenario.
 */
const meta = {
  title: 'Catalogue/Server examples',
  component: ElicitationDialog,
  render: (args) => <DialogHost {...args} />,
  args: { request: parseElicitRequest(githubUsernameRequest), server: servers.seed, onResult: fn() },
  argTypes: dialogArgTypes,
} satisfies Meta<typeof ElicitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seed, "simple text request": one required, untitled string. */
export const SeedGithubUsername: Story = {
  args: { locale: 'zh-CN' },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await expect(dialog.getByText('请提供你的 GitHub 用户名')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'name' }), 'octocat');
    await userEvent.click(dialog.getByRole('button', { name: '检查' }));
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { name: 'octocat' } });
  },
};

/** Seed, "structured data request": name, email and a number with a minimum. */
export const SeedContactInfo: Story = {
  args: { request: parseElicitRequest(contactInfoRequest), locale: 'zh-CN' },
};

/** Seed, "request sensitive data": the API key is asked for through URL mode, as the spec requires. */
export const SeedApiKeyUrl: Story = {
  args: { request: parseElicitRequest(apiKeyUrlRequest), locale: 'zh-CN' },
};

/** Seed, every primitive schema example in one form (all with defaults). */
export const SeedAllPrimitiveExamples: Story = {
  args: { request: parseElicitRequest(allVariantsRequest), locale: 'zh-CN' },
};

/**
 * `server-everything`'s `trigger-elicitation-request`: every kind and enum shape, one required field.
 * The test answers only that one and checks that every default went back with its JSON type.
 */
export const EverythingForm: Story = {
  args: { request: asForm(parseElicitRequest(everythingElicitationRequest)), server: servers.everything },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'String' }), 'Ada Lovelace');
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onResult).toHaveBeenCalledWith({
      action: 'accept',
      content: {
        name: 'Ada Lovelace',
        firstLine: 'It was a dark and stormy night.',
        integer: 42,
        number: 3.14,
        untitledSingleSelectEnum: 'Monica',
        untitledMultipleSelectEnum: ['Guitar'],
        titledSingleSelectEnum: 'hero-1',
        titledMultipleSelectEnum: ['fish-1'],
        legacyTitledEnum: 'pet-1',
      },
    });
  },
};

/** `server-everything`'s `trigger-url-elicitation` (2025-11-25: carries an `elicitationId`). */
export const EverythingUrl: Story = {
  args: { request: parseElicitRequest(everythingUrlElicitationRequest), server: servers.everything },
};

/** The URL prerequisite inside `server-everything`'s `-32042` URLElicitationRequired error. */
export const EverythingUrlPrerequisite: Story = {
  args: { request: parseElicitRequest(everythingUrlElicitationPrerequisite), server: servers.everything },
};

/**
 * Conformance scenario `elicitation-sep1034-client-defaults`: accepting without touching anything must
 * send every default, each with its JSON type (integer, number, string, enum, boolean).
 */
export const Sep1034Defaults: Story = {
  args: { request: parseElicitRequest(sep1034DefaultsRequest), server: servers.conformance },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onResult).toHaveBeenCalledWith({
      action: 'accept',
      content: { name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
