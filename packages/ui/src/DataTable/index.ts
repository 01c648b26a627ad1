export { DataTable } from './DataTable';
export { sortRows } from './sortRows';
export type { DataTableColumn, DataTableProps, SortValue } from './DataTable';
