import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatFieldIssue, validateContent } from '../../src/core/index.js';
import { enCombobox } from '../../src/core/messages/combobox-en.js';
import { enPresentation } from '../../src/core/messages/en.js';
import { enForm } from '../../src/core/messages/form-en.js';
import { en, resolveMessages, zhCN } from '../../src/core/messages/index.js';
import { ElicitationForm, I18nProvider, useI18n, type WidgetProps } from '../../src/react/index.js';
import { ServerBadge } from '../../src/react/shared/server-identity.js';

const schema = {
  type: 'object',
  properties: { name: { type: 'string', title: 'Name', minLength: 3 } },
  required: ['name'],
};

describe('catalogue parts: the form part, the combobox part and the presentation part', () => {
  it('given the three parts / should make up en and zhCN exactly, with no key in two', () => {
    const formKeys = Object.keys(enForm);
    const comboboxKeys = Object.keys(enCombobox);
    const presentationKeys = Object.keys(enPresentation);
    const keys = [...formKeys, ...comboboxKeys, ...presentationKeys];
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort());
    expect(resolveMessages({ locale: 'zh-CN' })).toEqual(zhCN);
  });

  it('given a zh-CN locale and overrides / validateContent and formatFieldIssue should word with the form part and the overrides', () => {
    const model = { fields: [{ name: 'age', kind: 'number', label: 'Age', required: true, minimum: 18 }] };
    expect(validateContent(model as never, {}, { locale: 'zh-CN' })[0]?.message).toBe(
      zhCN['validation.required'],
    );
    expect(
      formatFieldIssue({ code: 'minimum', params: { minimum: 18 } }, undefined, {
        messages: { 'validation.minimum': 'At least {minimum}, please.' },
      }),
    ).toBe('At least 18, please.');
  });
});

/** A host's widget that borrows a dialog text. */
function DeclineWordWidget({ field }: WidgetProps) {
  const { t } = useI18n();
  return <p>{`${field.label}: ${t('action.decline')}`}</p>;
}

describe('catalogue parts in React', () => {
  it('given a standalone form in zh-CN with an override / should word its hint, button and errors in Chinese and use the override', async () => {
    const user = userEvent.setup();
    render(
      <ElicitationForm
        schema={schema}
        locale="zh-CN"
        messages={{ 'action.submit': '提交答案' }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByText('至少 3 个字符')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(screen.getByRole('alert').textContent).toContain(zhCN['validation.required']);
  });

  it("given a host's widget calling useI18n inside a standalone form / should get the dialog's texts in the form's locale", () => {
    render(
      <ElicitationForm
        schema={schema}
        locale="zh-CN"
        components={{ text: DeclineWordWidget }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByText(`Name: ${zhCN['action.decline']}`)).toBeTruthy();
  });

  it('given a building block outside any provider, and one under a zh-CN provider with an override / should word both', () => {
    render(
      <>
        <ServerBadge server={{ name: 'weather' }} />
        <I18nProvider locale="zh-CN" messages={{ 'dialog.serverRole': '服务端' }}>
          <ServerBadge server={{ name: 'tides' }} />
        </I18nProvider>
      </>,
    );
    expect(screen.getByText(en['dialog.serverRole'], { exact: false })).toBeTruthy();
    expect(screen.getByText('服务端', { exact: false })).toBeTruthy();
  });
});
