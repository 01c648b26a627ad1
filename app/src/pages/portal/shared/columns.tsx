import type { ReactNode } from 'react';
import { BILLING_PERIOD_LABELS, formatDate, formatINR, type BillingPeriod } from '@lnf/sdk';
import type { DataTableColumn, DataTableFieldColumn } from '@lnf/ui';

/**
 * The portal's tables: which fields of an order, a payment, a ticket, a demo request and a
 * contact message it shows, under which headers, formatted by the sdk (rupees, dates in India's
 * time zone). @lnf/ui's DataTable draws them and knows none of this.
 */

/** A date as the server sends it (ISO text), or nothing yet. */
type When = string | null | undefined;
type Amount = number | null | undefined;

const day = (value: When) => (value ? formatDate(value) : '');
const dayOrder = (value: When) => (value ? Date.parse(value) : undefined);
const rupees = (value: Amount) => (value == null ? '' : formatINR(value));

function text<T>(
  id: keyof T & string,
  name: string,
  extra: Partial<Omit<DataTableFieldColumn<T>, 'id' | 'name'>> = {},
): DataTableColumn<T> {
  return { id, name, allowsSorting: true, ...extra };
}

function date<T>(id: keyof T & string, name: string): DataTableColumn<T> {
  return {
    id,
    name,
    allowsSorting: true,
    render: (row) => day(row[id] as When),
    sortValue: (row) => dayOrder(row[id] as When),
  };
}

function money<T>(id: keyof T & string, name: string): DataTableColumn<T> {
  return {
    id,
    name,
    align: 'end',
    allowsSorting: true,
    render: (row) => rupees(row[id] as Amount),
    sortValue: (row) => row[id] as Amount,
  };
}

export interface TransactionRow {
  period?: string | null;
  startAt?: When;
  expireBy?: When;
  currency?: string | null;
  amount?: Amount;
}

/** A customer's payments: period, start date, expire by, currency, amount (LNF charges in rupees only). */
export function transactionColumns<T extends TransactionRow>(): DataTableColumn<T>[] {
  return [
    text<T>('period', 'Period', {
      isRowHeader: true,
      render: (row) => BILLING_PERIOD_LABELS[row.period as BillingPeriod] ?? row.period ?? '',
    }),
    date<T>('startAt', 'Start date'),
    date<T>('expireBy', 'Expire by'),
    text<T>('currency', 'Currency'),
    money<T>('amount', 'Amount'),
  ];
}

export interface OrderRow {
  referenceId?: string | null;
  dateOrdered?: When;
  email?: string | null;
  mobile?: string | null;
  status?: string | null;
  totalPrice?: Amount;
}

/** Orders: reference, date ordered, email, mobile, status, total price. */
export function orderColumns<T extends OrderRow>(): DataTableColumn<T>[] {
  return [
    text<T>('referenceId', 'Reference', { isRowHeader: true }),
    date<T>('dateOrdered', 'Date ordered'),
    text<T>('email', 'Email'),
    text<T>('mobile', 'Mobile', { allowsSorting: false }),
    text<T>('status', 'Status'),
    money<T>('totalPrice', 'Total price'),
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

/** Demo requests, for staff. */
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

/** Contact messages, for staff. */
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

/** Support tickets as a customer sees them. */
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

/** Support tickets for staff: the ticket number first and an actions column last. */
export function staffTicketColumns<T extends StaffTicketRow>({
  renderActions,
  actionsLabel = 'Actions',
}: StaffTicketColumnOptions<T>): DataTableColumn<T>[] {
  const [reference, ...rest] = ticketColumns<T>();
  return [
    text<T>('ticketNumber', 'Ticket number', { isRowHeader: true }),
    { ...reference!, isRowHeader: false },
    ...rest,
    { id: 'actions', name: actionsLabel, render: renderActions },
  ];
}
