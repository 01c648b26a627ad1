import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useRef, type ReactNode, type Ref } from 'react';
import type { Key, Selection, SortDescriptor } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button/Button';
import { common, dataTable } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import { useScrollOverflow } from '../internal/useScrollOverflow';
import styles from './DataTable.module.css';
import { NativeTable } from './NativeTable';
import { sortRows, valueAt } from './sortRows';
import type { TableItem, TableViewProps } from './tableParts';
import type { DataTableColumn } from './types';
import { useColumnWidths } from './useColumnWidths';

export interface DataTableProps<T> {
  /**
   * The root element (the `<div>` around the table and its pager).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Column definitions, left to right as displayed. */
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
   * @default (page, pageCount) => 'Page {page} of {pageCount}', from the message catalogue
   */
  formatPageStatus?: (page: number, pageCount: number) => string;
  /**
   * Called when a row is activated (Enter or click), e.g. to open its details. Makes the table a
   * keyboard grid (React Aria Table, loaded on first use); a read-only table is a native `<table>`.
   * A link or button in the row header cell is often the lighter choice.
   * @default undefined
   */
  onRowAction?: (id: Key) => void;
  /**
   * Whether rows can be selected, by keyboard (Space) and pointer. Anything but `'none'` makes the
   * table a keyboard grid (React Aria Table, loaded on first use).
   * @default 'none'
   */
  selectionMode?: 'none' | 'single' | 'multiple';
  /**
   * The selected rows' keys (controlled).
   * @default undefined
   */
  selectedKeys?: Iterable<Key> | 'all';
  /**
   * The rows selected at first when uncontrolled.
   * @default undefined
   */
  defaultSelectedKeys?: Iterable<Key> | 'all';
  /**
   * Called with the selected keys when the selection changes.
   * @default undefined
   */
  onSelectionChange?: (keys: Selection) => void;
  /**
   * Class on the root element.
   * @default undefined
   */
  className?: string;
}

const SKELETON_ROWS = 5;

// The keyboard grid is React Aria Table (43-52 KB gzip with its collections); only tables
// whose rows are acted on or selected load it.
const GridTable = lazy(() => import('./GridTable')) as <T>(props: TableViewProps<T>) => ReactNode;

/**
 * A sortable, paged data table. Read-only, it is a native `<table>` with sort buttons in
 * `<th aria-sort>`; with `onRowAction` or a `selectionMode` it becomes a React Aria keyboard grid.
 * Either way: a labelled scroll region on narrow screens, column widths that hold while sorting
 * and paging, skeleton rows while loading and an empty state.
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
  emptyText,
  loadingLabel: loadingLabelProp,
  previousLabel,
  nextLabel,
  paginationLabel,
  formatPageStatus,
  onRowAction,
  selectionMode,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  className,
  ref,
}: DataTableProps<T>) {
  const id = useId();
  const t = useMessages(dataTable);
  const tCommon = useMessages(common);
  const loadingLabel = loadingLabelProp ?? tCommon('loading');
  const captionId = caption ? `${id}-caption` : undefined;
  const scrollRef = useRef<HTMLDivElement>(null);
  const pagerRef = useRef<HTMLDivElement>(null);
  const overflows = useScrollOverflow(scrollRef);
  const serverSide = total !== undefined;

  const [sort, setSort] = useControlledState<SortDescriptor | null>(
    sortDescriptor,
    defaultSortDescriptor ?? null,
    (next) => next && onSortChange?.(next),
  );
  const [ownPage, setPage] = useControlledState(page, defaultPage, onPageChange);
  const pageCount = Math.max(1, Math.ceil((total ?? rows.length) / pageSize));
  const current = Math.min(Math.max(1, ownPage), pageCount);

  const visible = useMemo(() => {
    if (serverSide) return rows;
    const start = (current - 1) * pageSize;
    return sortRows(rows, columns, sort ?? undefined).slice(start, start + pageSize);
  }, [serverSide, rows, columns, sort, current, pageSize]);

  const items: TableItem<T>[] = isLoading
    ? Array.from({ length: Math.min(pageSize, SKELETON_ROWS) }, (_, i) => ({ id: `skeleton-${i}`, row: undefined }))
    : visible.map((row, i) => ({ id: getRowId ? getRowId(row, i) : ((valueAt(row, 'id') as Key) ?? i), row }));

  const rowHeaderIds = new Set<string>(
    columns.some((c) => c.isRowHeader)
      ? columns.filter((c) => c.isRowHeader).map((c) => c.id)
      : columns.slice(0, 1).map((c) => c.id),
  );

  const widths = useColumnWidths(scrollRef, columns.map((c) => c.id).join('\u0000'), !isLoading && items.length > 0);

  const step = (delta: number) => {
    const next = current + delta;
    setPage(next);
    // The pressed button is disabled at either end; keep focus on the other one.
    if (next === 1 || next === pageCount) {
      requestAnimationFrame(() =>
        pagerRef.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus(),
      );
    }
  };

  const changeSort = (next: SortDescriptor) => {
    setSort(next);
    if (!serverSide && current !== 1) setPage(1);
  };

  const view: TableViewProps<T> = {
    columns,
    items,
    sort,
    onSortChange: changeSort,
    isLoading,
    emptyText: emptyText ?? t('empty'),
    loadingLabel,
    rowHeaderIds,
    widths,
    'aria-label': captionId ? undefined : ariaLabel,
    'aria-labelledby': captionId,
  };
  const isGrid = onRowAction !== undefined || (selectionMode !== undefined && selectionMode !== 'none');

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
        // A region that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={overflows ? 0 : undefined}
        className={styles.Scroll}
      >
        {isGrid ? (
          // Until the grid's code arrives, the same rows show as a native table.
          <Suspense fallback={<NativeTable {...view} />}>
            <GridTable
              {...view}
              onRowAction={onRowAction}
              selectionMode={selectionMode}
              selectedKeys={selectedKeys}
              defaultSelectedKeys={defaultSelectedKeys}
              onSelectionChange={onSelectionChange}
            />
          </Suspense>
        ) : (
          <NativeTable {...view} />
        )}
      </div>
      <span role="status" className={styles.VisuallyHidden}>
        {isLoading ? loadingLabel : ''}
      </span>
      {pageCount > 1 && (
        <div ref={pagerRef} role="group" aria-label={paginationLabel ?? t('pagination')} className={styles.Pagination}>
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronLeft />}
            isDisabled={current <= 1}
            onPress={() => step(-1)}
          >
            {previousLabel ?? t('previous')}
          </Button>
          <span className={styles.PageStatus} aria-live="polite">
            {formatPageStatus?.(current, pageCount) ?? t('page', { page: current, pages: pageCount })}
          </span>
          <Button variant="secondary" size="sm" isDisabled={current >= pageCount} onPress={() => step(1)}>
            <span className={styles.NextLabel}>
              {nextLabel ?? t('next')}
              <ChevronRight aria-hidden />
            </span>
          </Button>
        </div>
      )}
    </div>
  );
}
