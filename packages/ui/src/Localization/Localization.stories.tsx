import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger, I18nProvider } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Countdown } from '../Countdown/Countdown';
import { DataTable } from '../DataTable/DataTable';
import type { DataTableColumn } from '../DataTable/types';
import { Modal } from '../Modal/Modal';
import { NumberField } from '../NumberField/NumberField';
import { OtpInput } from '../OtpInput/OtpInput';
import { Select, SelectItem } from '../Select/Select';
import { TextField } from '../TextField/TextField';

/** What the caller writes (labels, titles, rows) in each language; the rest is built in. */
interface SampleText {
  password: string;
  code: string;
  quantity: string;
  plan: string;
  open: string;
  title: string;
  body: string;
  caption: string;
  name: string;
  rows: string[];
}

interface Row {
  id: string;
  name: string;
}

function Sample({ locale, lang, text }: { locale: string; lang: string; text: SampleText }) {
  const columns: DataTableColumn<Row>[] = [{ id: 'name', name: text.name, isRowHeader: true, allowsSorting: true }];
  const rows = text.rows.map((name, i) => ({ id: String(i), name }));
  return (
    <I18nProvider locale={locale}>
      <div lang={lang} style={{ display: 'grid', gap: 'var(--lnf-space-6)', maxInlineSize: '40rem' }}>
        <TextField label={text.password} type="password" />
        <OtpInput label={text.code} length={6} />
        <Countdown seconds={300} />
        <NumberField label={text.quantity} defaultValue={1} minValue={1} />
        <Select label={text.plan}>
          <SelectItem id="monthly">{text.rows[0]}</SelectItem>
        </Select>
        <DialogTrigger>
          <Button variant="secondary">{text.open}</Button>
          <Modal title={text.title} size="sm">
            <p style={{ margin: 0 }}>{text.body}</p>
          </Modal>
        </DialogTrigger>
        <DataTable caption={text.caption} columns={columns} rows={rows} pageSize={2} />
      </div>
    </I18nProvider>
  );
}

/**
 * Built-in strings (the password toggle, OTP cells, countdown, NumberField's steppers, Select
 * placeholder, Modal close, table pagination) come from one message catalogue; React Aria's `I18nProvider` picks the
 * language. Labels and content stay the caller's, so each sample passes its own.
 */
const meta = {
  title: 'Patterns/Localization',
  component: Sample,
  parameters: {
    controls: { disable: true },
    docs: {
      description: {
        component: [
          "Shows the built-in strings of several components in each supported language, switched by React Aria's `I18nProvider`.",
          '',
          '**Do**',
          '',
          "- Wrap the app in one `I18nProvider` with the page's language.",
          '- Translate the strings you pass (labels, titles) together with the locale.',
          "- Check each locale's layout, as text length changes.",
          '',
          "**Don't**",
          '',
          "- Don't hard-code built-in strings that the catalogue already provides.",
          "- Don't mix languages within one view.",
          "- Don't derive the language from the browser when the page declares one.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Sample>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Checks the built-in names, then opens the modal and closes it from its named close button. */
const expectBuiltIns =
  (names: { show: string; cell: string; increase: string; close: string; page: string }) =>
  async ({ canvasElement, args }: PlayContext) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: names.show })).toBeVisible();
    await expect(canvas.getAllByRole('textbox', { name: names.cell })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: names.increase })).toBeInTheDocument();
    await expect(canvas.getByText(names.page)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: args.text.open }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: names.close }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  };

export const EnglishIndia: Story = {
  args: {
    locale: 'en-IN',
    lang: 'en-IN',
    text: {
      password: 'Password',
      code: 'One-time code',
      quantity: 'Quantity',
      plan: 'Plan',
      open: 'Open dialog',
      title: 'Confirm your details',
      body: 'Check the details before you continue.',
      caption: 'Plans',
      name: 'Name',
      rows: ['Monthly', 'Quarterly', 'Yearly'],
    },
  },
  play: expectBuiltIns({
    show: 'Show password',
    cell: 'Digit 1 of 6',
    increase: 'Increase Quantity',
    close: 'Close',
    page: 'Page 1 of 2',
  }),
};

export const Hindi: Story = {
  args: {
    locale: 'hi-IN',
    lang: 'hi',
    text: {
      password: 'पासवर्ड',
      code: 'एक-बार का कोड',
      quantity: 'मात्रा',
      plan: 'प्लान',
      open: 'संवाद खोलें',
      title: 'अपना विवरण जाँचें',
      body: 'आगे बढ़ने से पहले विवरण जाँच लें।',
      caption: 'प्लान',
      name: 'नाम',
      rows: ['मासिक', 'त्रैमासिक', 'वार्षिक'],
    },
  },
  play: expectBuiltIns({
    show: 'पासवर्ड दिखाएँ',
    cell: '6 में से अंक 1',
    increase: 'बढ़ाएँ मात्रा',
    close: 'बंद करें',
    page: '2 में से पृष्ठ 1',
  }),
};
