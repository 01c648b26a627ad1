import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Printer } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { sampleReceipt } from './fixtures';
import { ReceiptLayout } from './ReceiptLayout';

function IssuerHeader() {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 'var(--lnf-space-4)', flexWrap: 'wrap' }}>
      <div>
        <p style={{ margin: 0, fontWeight: 'var(--lnf-font-weight-bold)', fontSize: 'var(--lnf-font-size-lg)' }}>
          Northwind Studio Ltd
        </p>
        <p style={{ margin: 0, color: 'var(--lnf-color-fg-muted)' }}>2 Quay Street, Wellington, New Zealand</p>
      </div>
      <p style={{ margin: 0, color: 'var(--lnf-color-fg-muted)' }}>Tax no. 123-456-789</p>
    </div>
  );
}

/** The value beside a term. */
const detail = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

const meta = {
  title: 'Patterns/ReceiptLayout',
  component: ReceiptLayout,
  args: {
    ...sampleReceipt,
    header: <IssuerHeader />,
    supportEmail: 'help@example.com',
    currency: 'USD',
    locale: 'en-US',
    timeZone: 'UTC',
    actions: (
      <>
        <Button variant="secondary" size="sm" icon={<Printer />} onPress={() => window.print()}>
          Print
        </Button>
        <Button size="sm" icon={<Download />}>
          Download
        </Button>
      </>
    ),
  },
  argTypes: {
    summary: { control: 'object' },
    sections: { control: 'object' },
    header: { control: false },
    actions: { control: false },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
    currency: { control: 'text' },
    locale: { control: 'text' },
    timeZone: { control: 'text' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          'A printable receipt for a purchase or payment: issuer, summary, line tables, total and closing text.',
          '',
          '**Do**',
          '',
          '- Pass `currency`, `locale` and `timeZone` so amounts and dates are formatted correctly.',
          '- Put buttons such as "Print" in `actions`; they are left off the printed page.',
          '- Keep line tables short and titled.',
          '',
          "**Don't**",
          '',
          "- Don't pre-format amounts or dates as text; pass the values and let the receipt format them.",
          "- Don't put interactive content in the receipt body; it is meant to be printed.",
          "- Don't translate only some of the words you pass in; keep one language per receipt.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ReceiptLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Receipt' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Items' })).toBeInTheDocument();
    await expect(detail(canvasElement, 'Total')).toHaveTextContent('$1,249.50');
    await expect(detail(canvasElement, 'Date')).toHaveTextContent('Nov 20, 2026');
    await expect(canvas.getByText('Thank you for your purchase!')).toBeInTheDocument();
  },
};

/** The same receipt in euros, German formats and Berlin time: only the props change. */
export const CurrencyAndLocale: Story = {
  args: { currency: 'EUR', locale: 'de-DE', timeZone: 'Europe/Berlin' },
  play: async ({ canvasElement }) => {
    await expect(detail(canvasElement, 'Date')).toHaveTextContent('20. Nov. 2026');
    await expect(detail(canvasElement, 'Total').textContent).toMatch(/^1\.249,50\s€$/);
  },
};

export const WithoutHeaderOrActions: Story = { args: { header: undefined, actions: undefined } };

/** Empty sections say so; details without a value show a dash. */
export const Sparse: Story = {
  args: {
    summary: [
      {
        title: 'Receipt details',
        details: [
          { term: 'Number', value: 'RCPT-1' },
          { term: 'Date', value: { date: '2026-11-23' } },
          { term: 'Status' },
        ],
      },
    ],
    sections: [
      {
        title: 'Items',
        columns: [{ name: 'Item' }, { name: 'Price', align: 'end' }],
        rows: [],
        emptyText: 'No items.',
      },
      {
        title: 'Payments',
        columns: [{ name: 'Transaction' }, { name: 'Amount', align: 'end' }],
        rows: [],
        emptyText: 'No payments recorded.',
      },
    ],
    total: { label: 'Total', value: { amount: 0 } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items.')).toBeInTheDocument();
  },
};

export const ManyLines: Story = {
  args: {
    sections: [
      {
        title: 'Items',
        columns: [
          { name: 'Item' },
          { name: 'SKU' },
          { name: 'Quantity', align: 'end' },
          { name: 'Price', align: 'end' },
        ],
        rows: ['Notebook', 'Fountain pen', 'Ink, blue', 'Desk lamp', 'Paper, A4', 'Stapler', 'Sticky notes'].map(
          (name, i) => [name, `SKU-${1001 + i}`, i + 1, { amount: [4.5, 32, 6.75, 48, 9.99, 12.5, 3.2][i] * (i + 1) }],
        ),
      },
    ],
  },
};

/** On a phone the details stack and wide tables scroll inside a labelled region. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBe(doc.clientWidth);
  },
};
