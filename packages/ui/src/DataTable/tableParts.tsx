import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Key, Selection, SortDescriptor } from 'react-aria-components';
import styles from './DataTable.module.css';
import { valueAt } from './sortRows';
import type { DataTableColumn } from './types';

/** One row as both table views draw it: a real row, or a skeleton while loading. */
export interface TableItem<T> {
  id: Key;
  row: T | undefined;
}

/** What the native table and the keyboard grid share: the page's rows, sort and states. */
export interface TableViewProps<T> {
  columns: DataTableColumn<T>[];
  items: TableItem<T>[];
  sort: SortDescriptor | null;
  onSortChange: (descriptor: SortDescriptor) => void;
  isLoading: boolean;
  emptyText: ReactNode;
  loadingLabel: string;
  rowHeaderIds: Set<string>;
  /** Held column widths, one per column left to right; `undefined` while the table lays itself out. */
  widths: number[] | undefined;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  onRowAction?: (id: Key) => void;
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Iterable<Key> | 'all';
  defaultSelectedKeys?: Iterable<Key> | 'all';
  onSelectionChange?: (keys: Selection) => void;
}

/** A header's text, then its sort arrow (after the label, whatever the column's alignment). */
export function ColumnLabel({
  name,
  allowsSorting,
  direction,
}: {
  name: string;
  allowsSorting?: boolean;
  direction?: SortDescriptor['direction'];
}) {
  return (
    <span className={styles.ColumnLabel}>
      {name}
      {allowsSorting && (
        <span className={styles.SortIcon} data-active={direction ? true : undefined} aria-hidden>
          {direction === 'ascending' ? <ArrowUp /> : direction === 'descending' ? <ArrowDown /> : <ArrowUpDown />}
        </span>
      )}
    </span>
  );
}

/** A cell's content: the column's `render`, the row's own value, or a skeleton bar. */
export function CellContent<T>({
  item,
  column,
  isRowHeader,
  loadingLabel,
}: {
  item: TableItem<T>;
  column: DataTableColumn<T>;
  isRowHeader: boolean;
  loadingLabel: string;
}) {
  if (item.row === undefined) {
    return (
      <>
        <span className={styles.Skeleton} aria-hidden />
        {/* A row header may not be empty; it names the placeholder row instead. */}
        {isRowHeader && <span className={styles.VisuallyHidden}>{loadingLabel}</span>}
      </>
    );
  }
  return column.render ? column.render(item.row) : String(valueAt(item.row, column.id) ?? '');
}

/** A column's inline size while widths are held. */
export const widthStyle = (widths: number[] | undefined, index: number) =>
  widths?.[index] === undefined ? undefined : { inlineSize: widths[index] };
