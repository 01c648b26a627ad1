import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type Key, type SortDescriptor } from 'react-aria-components';
import { Button } from '../Button/Button';
import styles from './DataTable.module.css';
import { sortRows, valueAt } from './sortRows';
import { useScrollOverflow } from '../internal/useScrollOverflow';

/** A value a column sorts by. */
export type SortValue = string | number | Date | null | undefined;

export interface DataTableColumn<T> {
  /** Unique key; without `render` the cell shows `row[id]`. */
  id: string;
  /** The human header text. */
  name: string;
  /**
   * Whether cells of this column name their row for screen readers (e.g. a reference).
   * @default false
   */
  isRowHeader?: boolean;
  /**
   * Whether the header sorts the table.
   * @default false
   */
  allowsSorting?: boolean;
  /**
   * The cell content.
   * @default the row's value at `id`, as text
   */
  render?: (row: T) => ReactNode;
  /**
   * The value the column sorts by when the table sorts its own rows.
   * @default the row's value at `id`
   */
  sortValue?: (row: T) => SortValue;
  /**
   * `end` for amounts and counts.
   * @default 'start'
   */
  align?: 'start' | 'end';
  /**
   * Whether long text wraps (descriptions, summaries) instead of widening the column.
   * @default false
   */
  wrap?: boolean;
}

export interface DataTableProps<T> {
  /**
   * The root element (the `<div>` around the table and its pager).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Column definitions, in display order. */
  columns: DataTableColumn<T>[];
  /** All rows (client paging), or the current page's rows when `total` is given (server paging). */
  rows: T[];
  /**
   * A stable key per row.
   * @default row.id, else the row's index
   */
  getRowId?: (row: T, index: number) => Key;
  /**
   * A visible caption above the table; it names the table and its scroll region.
   * @default undefined
   */
  caption?: ReactNode;
  /**
   * The accessible name when there is no visible `caption`.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * The current sort (controlled). The table sorts `rows` itself unless `total` is given.
   * @default undefined
   */
  sortDescriptor?: SortDescriptor;
  /**
   * The initial sort when uncontrolled.
   * @default undefined
   */
  defaultSortDescriptor?: SortDescriptor;
  /**
   * Called when a sortable header is pressed.
   * @default undefined
   */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /**
   * Rows per page.
   * @default 10
   */
  pageSize?: number;
  /**
   * The current page, from 1 (controlled).
   * @default undefined
   */
  page?: number;
  /**
   * The initial page when uncontrolled.
   * @default 1
   */
  defaultPage?: number;
  /**
   * Called with the new page when Previous or Next is pressed.
   * @default undefined
   */
  onPageChange?: (page: number) => void;
  /**
   * The number of rows on the server. Giving it switches to server paging and sorting: `rows`
   * is shown as given, and `onPageChange` / `onSortChange` ask the app for other data.
   * @default undefined
   */
  total?: number;
  /**
   * Shows skeleton rows and sets `aria-busy` while data loads.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Shown in place of rows when there are none.
   * @default 'No records found'
   */
  emptyText?: ReactNode;
  /**
   * Announced while loading.
   * @default 'Loading'
   */
  loadingLabel?: string;
  /**
   * Label of the previous-page button.
   * @default 'Previous'
   */
  previousLabel?: string;
  /**
   * Label of the next-page button.
   * @default 'Next'
   */
  nextLabel?: string;
  /**
   * Accessible name of the group holding the page buttons.
   * @default 'Pagination'
   */
  paginationLabel?: string;
  /**
   * The page status text.
   * @default (page, pageCount) => `Page ${page} of ${pageCount}`
   */
  formatPageStatus?: (page: number, pageCount: number) => string;
  /**
   * Called when a row is activated (Enter or click), e.g. to open its details.
   * @default undefined
   */
  onRowAction?: (id: Key) => void;
  /**
   * Class on the root element.
   * @default undefined
   */
  className?: string;
}

const SKELETON_ROWS = 5;

const defaultPageStatus = (page: number, pageCount: number) => `Page ${page} of ${pageCount}`;

/**
 * A sortable, paged data table on React Aria Table: keyboard navigation by cell, sort state
 * announced through `aria-sort`, a labelled scroll region on narrow screens, skeleton rows
 * while loading and an empty state.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  caption,
  'aria-label': ariaLabel,
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  pageSize = 10,
  page,
  defaultPage = 1,
  onPageChange,
  total,
  isLoading = false,
  emptyText = 'No records found',
  loadingLabel = 'Loading',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  paginationLabel = 'Pagination',
  formatPageStatus = defaultPageStatus,
  onRowAction,
  className,
  ref,
}: DataTableProps<T>) {
  const id = useId();
  const captionId = caption ? `${id}-caption` : undefined;
  const scrollRef = useRef<HTMLDivElement>(null);
  const pagerRef = useRef<HTMLDivElement>(null);
  const overflows = useScrollOverflow(scrollRef);
  const serverSide = total !== undefined;

  const [ownSort, setOwnSort] = useState(defaultSortDescriptor);
  const sort = sortDescriptor ?? ownSort;
  const [ownPage, setOwnPage] = useState(defaultPage);
  const pageCount = Math.max(1, Math.ceil((total ?? rows.length) / pageSize));
  const current = Math.min(Math.max(1, page ?? ownPage), pageCount);

  const visible = useMemo(() => {
    if (serverSide) return rows;
    const start = (current - 1) * pageSize;
    return sortRows(rows, columns, sort).slice(start, start + pageSize);
  }, [serverSide, rows, columns, sort, current, pageSize]);

  const items: { id: Key; row: T | undefined }[] = isLoading
    ? Array.from({ length: Math.min(pageSize, SKELETON_ROWS) }, (_, i) => ({ id: `skeleton-${i}`, row: undefined }))
    : visible.map((row, i) => ({ id: getRowId ? getRowId(row, i) : ((valueAt(row, 'id') as Key) ?? i), row }));

  const rowHeaderIds = new Set(
    columns.some((c) => c.isRowHeader)
      ? columns.filter((c) => c.isRowHeader).map((c) => c.id)
      : columns.slice(0, 1).map((c) => c.id),
  );

  const goTo = (next: number) => {
    setOwnPage(next);
    onPageChange?.(next);
  };

  const step = (delta: number) => {
    const next = current + delta;
    goTo(next);
    // The pressed button is disabled at either end; keep focus on the other one.
    if (next === 1 || next === pageCount) {
      requestAnimationFrame(() =>
        pagerRef.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus(),
      );
    }
  };

  const changeSort = (next: SortDescriptor) => {
    setOwnSort(next);
    onSortChange?.(next);
    if (!serverSide && current !== 1) goTo(1);
  };

  return (
    <div ref={ref} className={clsx(styles.Root, className)}>
      {caption && (
        <div id={captionId} className={styles.Caption}>
          {caption}
        </div>
      )}
      <div
        ref={scrollRef}
        role="region"
        aria-labelledby={captionId}
        aria-label={captionId ? undefined : ariaLabel}
        tabIndex={overflows ? 0 : undefined}
        className={styles.Scroll}
      >
        <Table
          aria-label={captionId ? undefined : ariaLabel}
          aria-labelledby={captionId}
          sortDescriptor={sort}
          onSortChange={changeSort}
          onRowAction={onRowAction}
          // React Aria does not forward aria-busy; the render hook puts it on the <table> itself
          // (a Table renders a <table> unless virtualized, which this one never is).
          render={(props) => <table {...(props as ComponentProps<'table'>)} aria-busy={isLoading || undefined} />}
          className={styles.Table}
        >
          <TableHeader columns={columns} className={styles.Header}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader}
                allowsSorting={column.allowsSorting}
                textValue={column.name}
                data-align={column.align ?? 'start'}
                className={styles.Column}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.ColumnLabel}>
                    {column.name}
                    {allowsSorting && (
                      <span className={styles.SortIcon} data-active={sortDirection ? true : undefined} aria-hidden>
                        {sortDirection === 'ascending' ? (
                          <ArrowUp />
                        ) : sortDirection === 'descending' ? (
                          <ArrowDown />
                        ) : (
                          <ArrowUpDown />
                        )}
                      </span>
                    )}
                  </span>
                )}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={items}
            dependencies={[columns, isLoading]}
            className={styles.Body}
            renderEmptyState={() => <div className={styles.Empty}>{emptyText}</div>}
          >
            {(item) => (
              <Row id={item.id} columns={columns} className={styles.Row}>
                {(column) => (
                  <Cell
                    className={styles.Cell}
                    data-align={column.align ?? 'start'}
                    data-wrap={column.wrap || undefined}
                  >
                    {item.row === undefined ? (
                      <>
                        <span className={styles.Skeleton} aria-hidden />
                        {/* A row header may not be empty; it names the placeholder row instead. */}
                        {rowHeaderIds.has(column.id) && <span className={styles.VisuallyHidden}>{loadingLabel}</span>}
                      </>
                    ) : column.render ? (
                      column.render(item.row)
                    ) : (
                      String(valueAt(item.row, column.id) ?? '')
                    )}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      <span role="status" className={styles.VisuallyHidden}>
        {isLoading ? loadingLabel : ''}
      </span>
      {pageCount > 1 && (
        <div ref={pagerRef} role="group" aria-label={paginationLabel} className={styles.Pagination}>
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronLeft />}
            isDisabled={current <= 1}
            onPress={() => step(-1)}
          >
            {previousLabel}
          </Button>
          <span className={styles.PageStatus} aria-live="polite">
            {formatPageStatus(current, pageCount)}
          </span>
          <Button variant="secondary" size="sm" isDisabled={current >= pageCount} onPress={() => step(1)}>
            <span className={styles.NextLabel}>
              {nextLabel}
              <ChevronRight aria-hidden />
            </span>
          </Button>
        </div>
      )}
    </div>
  );
}
