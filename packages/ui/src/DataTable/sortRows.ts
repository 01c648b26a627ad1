import type { SortDescriptor } from 'react-aria-components';
import type { DataTableColumn, SortValue } from './types';

/** A row's own value at a column id, for cells and sorting without `render` / `sortValue`. */
export function valueAt<T>(row: T, id: string): unknown {
  return row && typeof row === 'object' ? (row as Record<string, unknown>)[id] : undefined;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  if (a == null || a === '') return b == null || b === '' ? 0 : 1;
  if (b == null || b === '') return -1;
  if (a instanceof Date || b instanceof Date) return Number(a) - Number(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Rows sorted by a column, empty values last in either direction. */
export function sortRows<T>(rows: T[], columns: DataTableColumn<T>[], sort: SortDescriptor | undefined): T[] {
  const column = sort && columns.find((c) => c.id === sort.column);
  if (!sort || !column) return rows;
  const get = column.sortValue ?? ((row: T) => valueAt(row, column.id) as SortValue);
  const sign = sort.direction === 'descending' ? -1 : 1;
  return [...rows].sort((x, y) => {
    const a = get(x);
    const b = get(y);
    const empty = (v: SortValue) => v == null || v === '';
    if (empty(a) || empty(b)) return compare(a, b);
    return sign * compare(a, b);
  });
}
