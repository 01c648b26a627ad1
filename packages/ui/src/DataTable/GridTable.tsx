import type { ComponentProps } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import styles from './DataTable.module.css';
import { CellContent, ColumnLabel, widthStyle, type TableViewProps } from './tableParts';

/**
 * The keyboard grid on React Aria Table, for rows that are acted on or selected: arrow keys move
 * by cell and row, Enter runs the row's action, Space selects. DataTable loads this module only
 * when a table asks for `onRowAction` or a `selectionMode`, so read-only tables never pay for it.
 */
export default function GridTable<T>({
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
  onRowAction,
  selectionMode,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
}: TableViewProps<T>) {
  return (
    <Table
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledby}
      sortDescriptor={sort ?? undefined}
      onSortChange={onSortChange}
      onRowAction={onRowAction}
      selectionMode={selectionMode}
      selectedKeys={selectedKeys}
      defaultSelectedKeys={defaultSelectedKeys}
      onSelectionChange={onSelectionChange}
      // React Aria does not forward aria-busy; the render hook puts it on the <table> itself
      // (a Table renders a <table> unless virtualized, which this one never is).
      render={(props) => <table {...(props as ComponentProps<'table'>)} aria-busy={isLoading || undefined} />}
      data-layout={widths ? 'fixed' : undefined}
      className={styles.Table}
    >
      <TableHeader columns={columns} className={styles.Header}>
        {(column) => (
          <Column
            id={column.id}
            isRowHeader={rowHeaderIds.has(column.id)}
            allowsSorting={column.allowsSorting}
            textValue={column.name}
            data-align={column.align ?? 'start'}
            style={widthStyle(widths, columns.indexOf(column))}
            className={styles.Column}
          >
            {({ allowsSorting, sortDirection }) => (
              <ColumnLabel name={column.name} allowsSorting={allowsSorting} direction={sortDirection} />
            )}
          </Column>
        )}
      </TableHeader>
      <TableBody
        items={items}
        dependencies={[columns, isLoading, widths]}
        className={styles.Body}
        renderEmptyState={() => <div className={styles.Empty}>{emptyText}</div>}
      >
        {(item) => (
          <Row id={item.id} columns={columns} className={styles.Row}>
            {(column) => (
              <Cell className={styles.Cell} data-align={column.align ?? 'start'} data-wrap={column.wrap || undefined}>
                <CellContent
                  item={item}
                  column={column}
                  isRowHeader={rowHeaderIds.has(column.id)}
                  loadingLabel={loadingLabel}
                />
              </Cell>
            )}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
