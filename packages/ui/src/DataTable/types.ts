import type { ReactNode } from 'react';

/** A value a column sorts by. */
export type SortValue = string | number | Date | null | undefined;

interface DataTableColumnBase<Row> {
  /** The human header text. */
  name: string;
  /**
   * Whether cells of this column name their row for screen readers (e.g. a reference).
   * @default false (the first column, when no column says so)
   */
  isRowHeader?: boolean;
  /**
   * Whether the header sorts the table.
   * @default false
   */
  allowsSorting?: boolean;
  /**
   * The value the column sorts by when the table sorts its own rows. Text sorts naturally
   * ('Item 2' before 'Item 10'), numbers and dates by value, empty values last.
   * @default the row's value at `id`
   */
  sortValue?: (row: Row) => SortValue;
  /**
   * `end` for amounts and counts: cells and header (label, then sort arrow) align to the end.
   * @default 'start'
   */
  align?: 'start' | 'end';
  /**
   * Whether long text wraps (descriptions, summaries) instead of widening the column.
   * @default false
   */
  wrap?: boolean;
}

/** A column that shows one of the row's own fields: `id` must be a key of the row. */
export interface DataTableFieldColumn<Row> extends DataTableColumnBase<Row> {
  /** The row's field; without `render` the cell shows `row[id]` as text. */
  id: keyof Row & string;
  /**
   * The cell content.
   * @default the row's value at `id`, as text
   */
  render?: (row: Row) => ReactNode;
}

/**
 * A column computed from the whole row (actions, values put together): any unique `id`, and a
 * `render`; give it a `sortValue` if it sorts.
 */
export interface DataTableComputedColumn<Row> extends DataTableColumnBase<Row> {
  /** A unique key that is not one of the row's fields. */
  id: string;
  /** The cell content. */
  render: (row: Row) => ReactNode;
}

/** A column of a DataTable: one of the row's fields, or computed from the row. */
export type DataTableColumn<Row> = DataTableFieldColumn<Row> | DataTableComputedColumn<Row>;
