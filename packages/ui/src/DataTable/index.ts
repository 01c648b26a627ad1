export { DataTable } from './DataTable';
export { sortRows } from './sortRows';
export type { DataTableColumn, DataTableProps, SortValue } from './DataTable';
export {
  contactColumns,
  demoRequestColumns,
  formatMoney,
  formatTableDate,
  orderColumns,
  staffTicketColumns,
  ticketColumns,
  transactionColumns,
} from './columns';
export type {
  ColumnSetOptions,
  ContactRow,
  DateLike,
  DemoRequestRow,
  OrderRow,
  StaffTicketColumnOptions,
  StaffTicketRow,
  TicketRow,
  TransactionRow,
} from './columns';
