import type { SortDescriptor } from 'react-aria-components';
import styles from './DataTable.module.css';
import { CellContent, ColumnLabel, widthStyle, type TableViewProps } from './tableParts';

const nextSort = (sort: SortDescriptor | null, column: string): SortDescriptor => ({
  column,
  direction: sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending',
});

/**
 * A read-only table in native `<table>` semantics (as Primer's DataTable): column headers with
 * `scope`, row headers, and a sortable header as a `<button>` inside `<th aria-sort>`. Tab
 * reaches the sort buttons and whatever the cells hold; no grid navigation is needed for rows
 * that are only read.
 */
export function NativeTable<T>({
  columns,
  items,
  sort,
  onSortChange,
  isLoading,
  emptyText,
  loadingLabel,
  rowHeaderIds,
  widths,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
}: TableViewProps<T>) {
  return (
    <table
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledby}
      aria-busy={isLoading || undefined}
      data-layout={widths ? 'fixed' : undefined}
      className={styles.Table}
    >
      <thead className={styles.Header}>
        <tr>
          {columns.map((column, index) => {
            const direction = sort?.column === column.id ? sort.direction : undefined;
            return (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.allowsSorting ? (direction ?? 'none') : undefined}
                data-align={column.align ?? 'start'}
                data-allows-sorting={column.allowsSorting || undefined}
                style={widthStyle(widths, index)}
                className={styles.Column}
              >
                {column.allowsSorting ? (
                  <button
                    type="button"
                    className={styles.SortButton}
                    onClick={() => onSortChange(nextSort(sort, column.id))}
                  >
                    <ColumnLabel name={column.name} allowsSorting direction={direction} />
                  </button>
                ) : (
                  <ColumnLabel name={column.name} />
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className={styles.Body}>
        {items.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className={styles.EmptyCell}>
              <div className={styles.Empty}>{emptyText}</div>
            </td>
          </tr>
        ) : (
          items.map((item) => (
            <tr key={item.id} className={styles.Row}>
              {columns.map((column) => {
                const isRowHeader = rowHeaderIds.has(column.id);
                const Cell = isRowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.id}
                    scope={isRowHeader ? 'row' : undefined}
                    className={styles.Cell}
                    data-align={column.align ?? 'start'}
                    data-wrap={column.wrap || undefined}
                  >
                    <CellContent item={item} column={column} isRowHeader={isRowHeader} loadingLabel={loadingLabel} />
                  </Cell>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
