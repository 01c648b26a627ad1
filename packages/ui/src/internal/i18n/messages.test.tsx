import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cardFormMessages } from '../../CardForm/validation';
import { ComboBox } from '../../ComboBox/ComboBox';
import { Countdown } from '../../Countdown/Countdown';
import { DataTable } from '../../DataTable/DataTable';
import type { DataTableColumn } from '../../DataTable/types';
import { OtpInput } from '../../OtpInput/OtpInput';
import { TextField } from '../../TextField/TextField';
import * as catalogue from './messages';
import { cardForm, dataTable, locales, otpInput, type MessageGroup } from './messages';
import { catalogueLocale, interpolate } from './useMessages';

const groups = (Object.entries(catalogue) as [string, unknown][]).filter(
  (entry): entry is [string, MessageGroup] => typeof entry[1] === 'object' && entry[1] !== null && 'en-IN' in entry[1],
);
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it('has every key in every locale, with the same placeholders as en-IN', () => {
    expect(groups.length).toBeGreaterThan(10);
    for (const [name, group] of groups) {
      const source = group['en-IN'];
      for (const locale of locales) {
        const messages = group[locale];
        expect(Object.keys(messages).sort(), `${name} ${locale}`).toEqual(Object.keys(source).sort());
        for (const [key, message] of Object.entries(messages)) {
          expect(message.trim(), `${name}.${key} ${locale}`).not.toBe('');
          expect(placeholders(message), `${name}.${key} ${locale}`).toEqual(placeholders(source[key]!));
        }
      }
    }
  });

  it("keeps CardForm's exported English messages equal to the catalogue's", () => {
    for (const [key, message] of Object.entries(cardFormMessages))
      expect(cardForm['en-IN'][key as keyof typeof cardFormMessages]).toBe(message);
  });

  it('finds a locale by tag, then by language, else falls back to en-IN', () => {
    expect(catalogueLocale('hi')).toBe('hi');
    expect(catalogueLocale('hi-IN')).toBe('hi');
    expect(catalogueLocale('en-IN')).toBe('en-IN');
    expect(catalogueLocale('en-US')).toBe('en-IN');
    expect(catalogueLocale('fr-FR')).toBe('en-IN');
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(interpolate(otpInput['en-IN'].cell, { index: 2, count: 6 })).toBe('Digit 2 of 6');
    expect(interpolate(dataTable.hi.page, { page: 3, pages: 9 })).toBe('9 में से पृष्ठ 3');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('built-in strings follow the I18nProvider', () => {
  const Fields = () => (
    <>
      <TextField label="Password" type="password" />
      <OtpInput label="Code" length={4} />
    </>
  );

  it('are English by default and for an unknown locale', () => {
    const { unmount } = render(<Fields />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeVisible();
    unmount();
    render(
      <I18nProvider locale="fr-FR">
        <Fields />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Show password' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Digit 4 of 4' })).toBeVisible();
  });

  it('are Hindi inside I18nProvider locale="hi-IN"', async () => {
    render(
      <I18nProvider locale="hi-IN">
        <Fields />
        <Countdown seconds={60} />
      </I18nProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('पासवर्ड छिपाएँ');
    const cells = within(screen.getByRole('group', { name: 'Code' })).getAllByRole('textbox');
    expect(cells[0]).toHaveAccessibleName('4 में से अंक 1');
    expect(screen.getByText('कोड समाप्त होने में')).toBeVisible();
    expect(screen.queryByText('Show password')).toBeNull();
  });

  it('name the table pager in Hindi, unless the caller formats it', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const columns: DataTableColumn<{ id: string }>[] = [{ id: 'id', name: 'ID', isRowHeader: true }];
    const { unmount } = render(
      <I18nProvider locale="hi-IN">
        <DataTable aria-label="पंक्तियाँ" columns={columns} rows={rows} pageSize={2} />
      </I18nProvider>,
    );
    const pager = screen.getByRole('group', { name: 'पृष्ठ क्रमांकन' });
    expect(pager).toHaveTextContent('2 में से पृष्ठ 1');
    expect(within(pager).getByRole('button', { name: 'अगला' })).toBeVisible();
    unmount();
    render(
      <I18nProvider locale="hi-IN">
        <DataTable
          aria-label="Rows"
          columns={columns}
          rows={rows}
          pageSize={2}
          formatPageStatus={(p, n) => `${p}/${n}`}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('group', { name: 'पृष्ठ क्रमांकन' })).toHaveTextContent('1/2');
  });

  it("name ComboBox's list in Hindi, where React Aria's own name is English only", async () => {
    render(
      <I18nProvider locale="hi">
        <ComboBox label="शहर" items={[{ id: 'pune', label: 'पुणे' }]} />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'सुझाव दिखाएँ शहर' }));
    expect(await screen.findByRole('listbox', { name: 'सुझाव शहर' })).toBeVisible();
    expect(screen.queryByRole('listbox', { name: /Suggestions/ })).toBeNull();
  });

  it("use the caller's label over the catalogue", () => {
    render(
      <I18nProvider locale="hi-IN">
        <OtpInput label="Code" length={2} cellLabel={(position, total) => `Box ${position}/${total}`} />
        <Countdown seconds={60} label="Valid for" />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Box 2/2' })).toBeVisible();
    expect(screen.getByText('Valid for')).toBeVisible();
  });
});
