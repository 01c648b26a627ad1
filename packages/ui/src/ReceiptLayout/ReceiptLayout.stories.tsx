import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Printer } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { sampleOrder } from './fixtures';
import { ReceiptLayout } from './ReceiptLayout';

function CompanyHeader() {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 'var(--lnf-space-4)', flexWrap: 'wrap' }}>
      <div>
        <p style={{ margin: 0, fontWeight: 'var(--lnf-font-weight-bold)', fontSize: 'var(--lnf-font-size-lg)' }}>
          LNF Technologies Private Limited
        </p>
        <p style={{ margin: 0, color: 'var(--lnf-color-fg-muted)' }}>Corporate office, HITEC City, Hyderabad, India</p>
      </div>
      <p style={{ margin: 0, color: 'var(--lnf-color-fg-muted)' }}>GSTIN 36AAACL0000A1Z5</p>
    </div>
  );
}

const meta = {
  title: 'Data/ReceiptLayout',
  component: ReceiptLayout,
  args: {
    order: sampleOrder,
    header: <CompanyHeader />,
    supportEmail: 'support@lnf.example',
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
    order: { control: 'object' },
    header: { control: false },
    actions: { control: false },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReceiptLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Order Receipt' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Line items' })).toBeInTheDocument();
    await expect(canvas.getByText('₹2,99,900.00')).toBeInTheDocument();
    await expect(canvas.getByText('Thank you for your order!')).toBeInTheDocument();
  },
};

export const WithoutHeaderOrActions: Story = { args: { header: undefined, actions: undefined } };

export const SparseOrder: Story = {
  args: {
    order: { reference: 'LNF-ORD-1', dateOrdered: '2026-11-23', status: 'CREATED', email: 'new@example.in', totalPrice: 0 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No line items.')).toBeInTheDocument();
  },
};

export const ManyLineItems: Story = {
  args: {
    order: {
      ...sampleOrder,
      lineItems: ['hr_essential', 'hr_professional', 'lnf_payroll', 'lnf_accounts', 'recruiter_lite', 'recruiter_pro', 'hr_people_360'].map(
        (code, i) => ({ name: code.replace(/_/g, ' ').toUpperCase(), productCode: code, quantity: i + 1, price: [2999, 3999, 7999, 8999, 4999, 5999, 6999][i] * (i + 1) }),
      ),
    },
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
