import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from './DataTable';

// Sample column sets, as an app defines its own: the table draws whatever columns it is given.
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const moneyFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const day = (value?: string | null) => (value ? dayFormat.format(new Date(value)) : '');
const money = (value?: number | null) => (value == null ? '' : moneyFormat.format(value));

function text<T>(id: keyof T & string, name: string, extra: Partial<DataTableColumn<T>> = {}): DataTableColumn<T> {
  return { id, name, allowsSorting: true, ...extra };
}
function date<T>(id: keyof T & string, name: string): DataTableColumn<T> {
  const value = (row: T) => row[id] as string | null | undefined;
  return {
    id,
    name,
    allowsSorting: true,
    render: (row) => day(value(row)),
    sortValue: (row) => (value(row) ? Date.parse(value(row)!) : undefined),
  };
}
function amount<T>(id: keyof T & string, name: string): DataTableColumn<T> {
  return {
    id,
    name,
    align: 'end',
    allowsSorting: true,
    render: (row) => money(row[id] as number | null),
    sortValue: (row) => row[id] as number | null,
  };
}

interface OrderRow {
  referenceId?: string;
  dateOrdered?: string;
  email?: string;
  mobile?: string;
  status?: string;
  totalPrice?: number;
}
const orderColumns = <T extends OrderRow>(): DataTableColumn<T>[] => [
  text<T>('referenceId', 'Reference', { isRowHeader: true }),
  date<T>('dateOrdered', 'Date ordered'),
  text<T>('email', 'Email'),
  text<T>('mobile', 'Mobile', { allowsSorting: false }),
  text<T>('status', 'Status'),
  amount<T>('totalPrice', 'Total price'),
];

interface TransactionRow {
  period: string;
  startAt: string;
  expireBy: string;
  currency: string;
  amount: number;
}
const periodLabels: Record<string, string> = { MONTHLY: 'Monthly', QUARTERLY: 'Quarterly', ANNUALLY: 'Yearly' };
const transactionColumns: DataTableColumn<TransactionRow>[] = [
  text('period', 'Period', { isRowHeader: true, render: (row) => periodLabels[row.period] ?? row.period }),
  date('startAt', 'Start date'),
  date('expireBy', 'Expire by'),
  text('currency', 'Currency'),
  amount('amount', 'Amount'),
];

interface DemoRequestRow {
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  websiteUrl: string;
  country: string;
  businessName: string;
  description: string;
  status: string;
}
const demoRequestColumns: DataTableColumn<DemoRequestRow>[] = [
  text('reference', 'Reference', { isRowHeader: true }),
  text('firstName', 'First name'),
  text('lastName', 'Last name'),
  text('email', 'Email'),
  text('mobile', 'Mobile', { allowsSorting: false }),
  text('websiteUrl', 'Website', { allowsSorting: false }),
  text('country', 'Country'),
  text('businessName', 'Business name'),
  text('description', 'Description', { allowsSorting: false, wrap: true }),
  text('status', 'Status'),
];

interface ContactRow {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  company: string;
  country: string;
  referralSource: string;
  status: string;
}
const contactColumns: DataTableColumn<ContactRow>[] = [
  text('firstName', 'First name', { isRowHeader: true }),
  text('lastName', 'Last name'),
  text('email', 'Email'),
  text('phoneNumber', 'Phone number', { allowsSorting: false }),
  text('company', 'Company'),
  text('country', 'Country'),
  text('referralSource', 'Referral source'),
  text('status', 'Status'),
];

interface StaffTicketRow {
  ticketNumber: string;
  reference: string;
  title: string;
  summary: string;
  priority: string;
  reporter: string;
  status: string;
}
const ticketColumns: DataTableColumn<StaffTicketRow>[] = [
  text('reference', 'Reference', { isRowHeader: true }),
  text('title', 'Title'),
  text('summary', 'Summary', { allowsSorting: false, wrap: true }),
  text('priority', 'Priority'),
  text('reporter', 'Reporter'),
  text('status', 'Status'),
];
const staffTicketColumns: DataTableColumn<StaffTicketRow>[] = [
  text('ticketNumber', 'Ticket number', { isRowHeader: true }),
  { ...ticketColumns[0]!, isRowHeader: false },
  ...ticketColumns.slice(1),
  {
    id: 'actions',
    name: 'Actions',
    render: (row) => (
      <Button size="sm" variant="secondary" aria-label={`Update ${row.ticketNumber}`}>
        Update
      </Button>
    ),
  },
];

type Order = OrderRow & { referenceId: string };

const statuses = ['PAID', 'CREATED', 'FAILED'];
const orders: Order[] = Array.from({ length: 27 }, (_, i) => ({
  referenceId: `LNF-ORD-${String(1040 + i)}`,
  dateOrdered: new Date(Date.UTC(2026, i % 11, (i % 27) + 1)).toISOString(),
  email: `customer${i + 1}@example.in`,
  mobile: `+91 98${String(48200000 + i * 137).slice(0, 8)}`,
  status: statuses[i % 3],
  totalPrice: [2999, 3999, 7999, 8999, 4999, 5999, 6999][i % 7] * ((i % 3) + 1),
}));

const tickets: StaffTicketRow[] = [
  {
    ticketNumber: 'LNF-101',
    reference: 'TCK-9001',
    title: 'Payslips missing',
    summary: 'November payslips were not generated for two employees after the payroll run.',
    priority: 'High',
    reporter: 'Asha Rao',
    status: 'OPEN',
  },
  {
    ticketNumber: 'LNF-102',
    reference: 'TCK-9002',
    title: 'Invite a recruiter',
    summary: 'How do I add a second recruiter seat?',
    priority: 'Low',
    reporter: 'Vikram Shah',
    status: 'IN PROGRESS',
  },
  {
    ticketNumber: 'LNF-103',
    reference: 'TCK-9003',
    title: 'GST invoice',
    summary: 'Need the GSTIN on the invoice.',
    priority: 'Medium',
    reporter: 'Meera Iyer',
    status: 'RESOLVED',
  },
];

const meta = {
  title: 'Data/DataTable',
  component: DataTable,
  args: {
    caption: 'Orders',
    columns: orderColumns<Order>(),
    rows: orders,
    getRowId: (row) => row.referenceId,
    pageSize: 10,
    onSortChange: fn(),
    onPageChange: fn(),
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    caption: { control: 'text' },
    emptyText: { control: 'text' },
    pageSize: { control: { type: 'number', min: 1 } },
  },
} satisfies Meta<typeof DataTable<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Orders' })).toBeInTheDocument();
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Page 2 of 3')).toBeInTheDocument();
  },
};

export const Sorting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Total price/ });
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'totalPrice', direction: 'descending' });
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('₹26,997.00');
  },
};

export const DefaultSort: Story = {
  args: { defaultSortDescriptor: { column: 'dateOrdered', direction: 'descending' } },
};

/** Keyboard: Tab into the grid, arrows move between cells, Enter on a header sorts. */
export const Keyboard: Story = {
  args: { rows: orders.slice(0, 5) },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await userEvent.tab();
    await expect(grid).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(grid).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'No orders yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders yet')).toBeVisible();
  },
};

/**
 * An empty wide table in a narrow column (a phone): the message stays in the visible part of the
 * scrolling region instead of being centred across columns off to the right.
 */
export const EmptyNarrow: Story = {
  args: { rows: [], emptyText: 'No orders yet' },
  decorators: [(Story) => <div style={{ inlineSize: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Orders' });
    const message = canvas.getByText('No orders yet');
    await waitFor(() => {
      const box = region.getBoundingClientRect();
      const text = message.getBoundingClientRect();
      expect(text.width).toBeGreaterThan(0);
      expect(text.left).toBeGreaterThanOrEqual(box.left);
      expect(text.right).toBeLessThanOrEqual(box.right);
      expect(message.scrollWidth).toBeLessThanOrEqual(message.clientWidth);
    });
  },
};

export const Loading: Story = {
  args: { isLoading: true, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Server paging: `total`, `page` and `onPageChange`; the app fetches each page. */
export const ServerPaging: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const [loading, setLoading] = useState(false);
    useEffect(() => {
      setLoading(true);
      const timer = setTimeout(() => setLoading(false), 300);
      return () => clearTimeout(timer);
    }, [page]);
    return (
      <DataTable
        {...args}
        rows={orders.slice((page - 1) * 5, page * 5)}
        total={orders.length}
        pageSize={5}
        page={page}
        onPageChange={setPage}
        isLoading={loading}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('grid')).not.toHaveAttribute('aria-busy'));
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(canvas.getByText('Page 2 of 6')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: 'LNF-ORD-1045' })).toBeInTheDocument());
  },
};

/** On a phone the table scrolls sideways inside a labelled region that takes keyboard focus. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Orders' });
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const Transactions: Story = {
  render: () => (
    <DataTable
      caption="Transactions"
      columns={transactionColumns}
      rows={[
        {
          period: 'MONTHLY',
          startAt: '2025-12-01T00:00:00Z',
          expireBy: '2026-01-01T00:00:00Z',
          currency: 'INR',
          amount: 2999,
        },
        { period: 'QUARTERLY', startAt: '2026-01-01', expireBy: '2026-03-31', currency: 'INR', amount: 11997 },
        { period: 'ANNUALLY', startAt: '2026-04-01', expireBy: '2027-03-31', currency: 'INR', amount: 83988 },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')[3]).toHaveTextContent('₹83,988.00');
  },
};

export const DemoRequests: Story = {
  render: () => (
    <DataTable
      caption="Demo requests"
      columns={demoRequestColumns}
      getRowId={(row) => row.reference}
      rows={[
        {
          reference: 'DEMO-311',
          firstName: 'Priya',
          lastName: 'Nair',
          email: 'priya@nairfoods.in',
          mobile: '+91 9844012345',
          websiteUrl: 'nairfoods.in',
          country: 'IN',
          businessName: 'Nair Foods',
          description: 'We need payroll for 60 staff across three kitchens, with attendance.',
          status: 'CREATED',
        },
        {
          reference: 'DEMO-312',
          firstName: 'Omar',
          lastName: 'Haddad',
          email: 'omar@gulfbuild.ae',
          mobile: '+971 501234567',
          websiteUrl: 'gulfbuild.ae',
          country: 'AE',
          businessName: 'Gulf Build',
          description: 'Recruitment pipeline for site engineers.',
          status: 'CONTACTED',
        },
      ]}
    />
  ),
};

export const Contacts: Story = {
  render: () => (
    <DataTable
      caption="Contacts"
      columns={contactColumns}
      getRowId={(row) => row.email}
      rows={[
        {
          firstName: 'Kavya',
          lastName: 'Menon',
          email: 'kavya@acme.in',
          phoneNumber: '+91 9000012345',
          company: 'Acme',
          country: 'India',
          referralSource: 'Google',
          status: 'NEW',
        },
        {
          firstName: 'Arjun',
          lastName: 'Das',
          email: 'arjun@bright.in',
          phoneNumber: '+91 9000067890',
          company: 'Bright Schools',
          country: 'India',
          referralSource: 'Event',
          status: 'QUALIFIED',
        },
      ]}
    />
  ),
};

export const Tickets: Story = {
  render: () => (
    <DataTable caption="Your tickets" columns={ticketColumns} rows={tickets} getRowId={(row) => row.reference} />
  ),
};

export const StaffTickets: Story = {
  render: () => (
    <DataTable
      caption="All tickets"
      columns={staffTicketColumns}
      rows={tickets}
      getRowId={(row) => String(row.ticketNumber)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveTextContent('Ticket number');
    await expect(canvas.getByRole('button', { name: 'Update LNF-101' })).toBeInTheDocument();
  },
};
