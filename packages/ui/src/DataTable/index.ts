export { DataTable } from './DataTable';
export { sortRows } from './sortRows';
export type {
  DataTableColumn,
  DataTableComputedColumn,
  DataTableFieldColumn,
  DataTableProps,
  SortValue,
} from './DataTable';
