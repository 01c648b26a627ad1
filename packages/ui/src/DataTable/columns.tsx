import type { ReactNode } from 'react';
import type { DataTableColumn } from './DataTable';

/** A date as the server may send it: ISO text, epoch seconds or milliseconds, or a Date. */
export type DateLike = string | number | Date | null | undefined;

/** Formatting used by the column sets; each can be replaced. */
export interface ColumnSetOptions {
  /**
   * Formats dates.
   * @default formatTableDate (en-IN, e.g. '23 Nov 2026')
   */
  formatDate?: (value: DateLike) => string;
  /**
   * Formats amounts.
   * @default formatMoney (en-IN, INR unless the row names a currency)
   */
  formatMoney?: (amount: number | string | null | undefined, currency?: string) => string;
}

/** Epoch seconds below this are taken as seconds (the payment provider's subscription dates). */
const SECONDS_LIMIT = 1e11;

/** Date value to a Date, or null when empty or unreadable. */
export function toDate(value: DateLike): Date | null {
  if (value == null || value === '') return null;
  const date =
    value instanceof Date
      ? value
      : typeof value === 'number'
        ? new Date(value < SECONDS_LIMIT ? value * 1000 : value)
        : /^\d+$/.test(value)
          ? toDate(Number(value))
          : new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** '23 Nov 2026'; unreadable text is shown as it came, empty values as ''. */
export function formatTableDate(value: DateLike): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : value == null ? '' : String(value);
}

/** '₹2,999.00' (en-IN grouping); another ISO currency code formats in that currency. */
export function formatMoney(amount: number | string | null | undefined, currency = 'INR'): string {
  if (amount == null || amount === '') return '';
  const number = typeof amount === 'number' ? amount : Number(amount);
  if (Number.isNaN(number)) return String(amount);
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(number);
  } catch {
    return `${currency} ${number.toFixed(2)}`;
  }
}

const dateSort = (value: DateLike) => toDate(value)?.getTime();
const moneySort = (value: number | string | null | undefined) =>
  value == null || value === '' ? undefined : Number(value);

/** Spec section 9: billing periods and their labels. */
const periodLabels: Record<string, string> = { MONTHLY: 'Monthly', QUARTERLY: 'Quarterly', ANNUALLY: 'Yearly' };

function text<T>(id: keyof T & string, name: string, extra: Partial<DataTableColumn<T>> = {}): DataTableColumn<T> {
  return { id, name, allowsSorting: true, ...extra };
}

function date<T>(id: keyof T & string, name: string, format: (value: DateLike) => string): DataTableColumn<T> {
  return {
    id,
    name,
    allowsSorting: true,
    render: (row) => format(row[id] as DateLike),
    sortValue: (row) => dateSort(row[id] as DateLike),
  };
}

export interface TransactionRow {
  period?: string | null;
  startAt?: DateLike;
  expireBy?: DateLike;
  currency?: string | null;
  amount?: number | string | null;
}

/** Transactions (spec section 3): period, start date, expire by, currency, amount. */
export function transactionColumns<T extends TransactionRow>(options: ColumnSetOptions = {}): DataTableColumn<T>[] {
  const { formatDate = formatTableDate, formatMoney: money = formatMoney } = options;
  return [
    text<T>('period', 'Period', { isRowHeader: true, render: (row) => periodLabels[row.period ?? ''] ?? row.period ?? '' }),
    date<T>('startAt', 'Start date', formatDate),
    date<T>('expireBy', 'Expire by', formatDate),
    text<T>('currency', 'Currency'),
    {
      id: 'amount',
      name: 'Amount',
      align: 'end',
      allowsSorting: true,
      render: (row) => money(row.amount, row.currency || 'INR'),
      sortValue: (row) => moneySort(row.amount),
    },
  ];
}

export interface OrderRow {
  referenceId?: string | null;
  dateOrdered?: DateLike;
  email?: string | null;
  mobile?: string | null;
  status?: string | null;
  totalPrice?: number | string | null;
}

/** Orders (spec section 3): reference, date ordered, email, mobile, status, total price in INR. */
export function orderColumns<T extends OrderRow>(options: ColumnSetOptions = {}): DataTableColumn<T>[] {
  const { formatDate = formatTableDate, formatMoney: money = formatMoney } = options;
  return [
    text<T>('referenceId', 'Reference', { isRowHeader: true }),
    date<T>('dateOrdered', 'Date ordered', formatDate),
    text<T>('email', 'Email'),
    text<T>('mobile', 'Mobile', { allowsSorting: false }),
    text<T>('status', 'Status'),
    {
      id: 'totalPrice',
      name: 'Total price',
      align: 'end',
      allowsSorting: true,
      render: (row) => money(row.totalPrice, 'INR'),
      sortValue: (row) => moneySort(row.totalPrice),
    },
  ];
}

export interface DemoRequestRow {
  reference?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  mobile?: string | null;
  websiteUrl?: string | null;
  country?: string | null;
  businessName?: string | null;
  description?: string | null;
  status?: string | null;
}

/** Demo requests (spec section 3). */
export function demoRequestColumns<T extends DemoRequestRow>(): DataTableColumn<T>[] {
  return [
    text<T>('reference', 'Reference', { isRowHeader: true }),
    text<T>('firstName', 'First name'),
    text<T>('lastName', 'Last name'),
    text<T>('email', 'Email'),
    text<T>('mobile', 'Mobile', { allowsSorting: false }),
    text<T>('websiteUrl', 'Website', { allowsSorting: false }),
    text<T>('country', 'Country'),
    text<T>('businessName', 'Business name'),
    text<T>('description', 'Description', { allowsSorting: false, wrap: true }),
    text<T>('status', 'Status'),
  ];
}

export interface ContactRow {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  company?: string | null;
  country?: string | null;
  referralSource?: string | null;
  status?: string | null;
}

/** Contacts (spec section 3). */
export function contactColumns<T extends ContactRow>(): DataTableColumn<T>[] {
  return [
    text<T>('firstName', 'First name', { isRowHeader: true }),
    text<T>('lastName', 'Last name'),
    text<T>('email', 'Email'),
    text<T>('phoneNumber', 'Phone number', { allowsSorting: false }),
    text<T>('company', 'Company'),
    text<T>('country', 'Country'),
    text<T>('referralSource', 'Referral source'),
    text<T>('status', 'Status'),
  ];
}

export interface TicketRow {
  reference?: string | null;
  title?: string | null;
  summary?: string | null;
  priority?: string | null;
  reporter?: string | null;
  status?: string | null;
}

/** Support tickets as a customer sees them (spec section 3, server ticket). */
export function ticketColumns<T extends TicketRow>(): DataTableColumn<T>[] {
  return [
    text<T>('reference', 'Reference', { isRowHeader: true }),
    text<T>('title', 'Title'),
    text<T>('summary', 'Summary', { allowsSorting: false, wrap: true }),
    text<T>('priority', 'Priority'),
    text<T>('reporter', 'Reporter'),
    text<T>('status', 'Status'),
  ];
}

export interface StaffTicketRow extends TicketRow {
  ticketNumber?: string | number | null;
}

export interface StaffTicketColumnOptions<T> {
  /** The actions cell of a row, e.g. buttons to update the ticket or change its status. */
  renderActions: (row: T) => ReactNode;
  /**
   * Header of the actions column.
   * @default 'Actions'
   */
  actionsLabel?: string;
}

/** Support tickets for staff (spec section 2): the ticket number first and an actions column last. */
export function staffTicketColumns<T extends StaffTicketRow>({
  renderActions,
  actionsLabel = 'Actions',
}: StaffTicketColumnOptions<T>): DataTableColumn<T>[] {
  const [reference, ...rest] = ticketColumns<T>();
  return [
    text<T>('ticketNumber', 'Ticket number', { isRowHeader: true }),
    { ...reference, isRowHeader: false },
    ...rest,
    { id: 'actions', name: actionsLabel, render: renderActions },
  ];
}
