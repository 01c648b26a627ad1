export { DataTable } from './DataTable';
export { sortRows } from './sortRows';
export type { DataTableProps } from './DataTable';
export type { DataTableColumn, DataTableComputedColumn, DataTableFieldColumn, SortValue } from './types';
