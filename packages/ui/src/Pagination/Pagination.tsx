import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { Button } from '../Button/Button';
import { pagination } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import { NativeSelect } from '../NativeSelect/NativeSelect';
import styles from './Pagination.module.css';

/** Which way a Pagination button moves. */
export type PaginationDirection = 'previous' | 'next';

export interface PaginationProps {
  /**
   * The root element (the `<nav>`).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /**
   * The name of the navigation landmark; give each pager on a page its own, e.g. 'Orders pages'.
   * @default 'Pagination'
   */
  'aria-label'?: string;
  /**
   * The opaque cursor of the page before this one, as the server gave it; `null` on the first page.
   * @default undefined
   */
  previousCursor?: string | null;
  /**
   * The opaque cursor of the page after this one; `null` on the last page.
   * @default undefined
   */
  nextCursor?: string | null;
  /**
   * Whether there is a page before this one, for an app that keeps its cursors itself and
   * listens to `onPrevious`.
   * @default previousCursor != null
   */
  hasPrevious?: boolean;
  /**
   * Whether there is a page after this one.
   * @default nextCursor != null
   */
  hasNext?: boolean;
  /**
   * Called with the cursor to load when Previous or Next is pressed (only when that cursor is known).
   * @default undefined
   */
  onChange?: (cursor: string, direction: PaginationDirection) => void;
  /**
   * Called when Previous is pressed.
   * @default undefined
   */
  onPrevious?: () => void;
  /**
   * Called when Next is pressed.
   * @default undefined
   */
  onNext?: () => void;
  /**
   * The current page from 1, when the app counts pages; shown as 'Page 3' and announced when it changes.
   * @default undefined
   */
  page?: number;
  /**
   * The number of pages, when a total is known; shown as 'Page 3 of 9'.
   * @default undefined
   */
  pageCount?: number;
  /**
   * While the app loads a page: the pressed button shows a spinner and keeps focus, the other
   * ignores presses.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Rows per page, shown in the page-size select.
   * @default undefined
   */
  pageSize?: number;
  /**
   * The page sizes people may choose from; giving them shows the page-size select.
   * @default undefined
   */
  pageSizeOptions?: number[];
  /**
   * Called with the chosen page size; the app usually goes back to the first page.
   * @default undefined
   */
  onPageSizeChange?: (pageSize: number) => void;
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
   * Label of the page-size select.
   * @default 'Rows per page'
   */
  pageSizeLabel?: string;
  /**
   * The page status text.
   * @default 'Page {page}' or 'Page {page} of {pageCount}', from the message catalogue
   */
  formatPageStatus?: (page: number, pageCount: number | undefined) => string;
  /**
   * Class on the root element.
   * @default undefined
   */
  className?: string;
}

/**
 * Previous and Next for a keyset-paged list: a labelled `<nav>` that works with the opaque
 * cursors the server hands out, so no page numbers are needed. Optionally shows 'Page N (of M)'
 * and a page-size select. When a press reaches the first or last page, focus moves to the other
 * button instead of being lost with the one that became disabled.
 */
export function Pagination({
  'aria-label': ariaLabel,
  previousCursor,
  nextCursor,
  hasPrevious = previousCursor != null,
  hasNext = nextCursor != null,
  onChange,
  onPrevious,
  onNext,
  page,
  pageCount,
  isLoading = false,
  pageSize,
  pageSizeOptions,
  onPageSizeChange,
  previousLabel,
  nextLabel,
  pageSizeLabel,
  formatPageStatus,
  className,
  ref,
}: PaginationProps) {
  const t = useMessages(pagination);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // The button pressed last: it shows the pending state, and gives focus away if it becomes disabled.
  const [pressed, setPressed] = useState<PaginationDirection | null>(null);

  const go = (direction: PaginationDirection) => {
    setPressed(direction);
    const cursor = direction === 'previous' ? previousCursor : nextCursor;
    if (direction === 'previous') onPrevious?.();
    else onNext?.();
    if (cursor != null) onChange?.(cursor, direction);
  };

  useEffect(() => {
    if (!pressed || isLoading) return;
    const [own, other] =
      pressed === 'previous' ? [previousRef.current, nextRef.current] : [nextRef.current, previousRef.current];
    const active = document.activeElement;
    // A disabled button cannot hold focus: Chromium leaves it on the button, others drop it to the body.
    if (own?.disabled && (active === own || active === document.body || active === null) && other && !other.disabled)
      other.focus();
  }, [pressed, isLoading, hasPrevious, hasNext]);

  const status =
    page === undefined
      ? undefined
      : (formatPageStatus?.(page, pageCount) ??
        (pageCount === undefined ? t('page', { page }) : t('pageOf', { page, pages: pageCount })));

  return (
    <nav ref={ref} aria-label={ariaLabel ?? t('pagination')} className={clsx(styles.Root, className)}>
      {pageSizeOptions && pageSizeOptions.length > 0 && (
        // The browser's own <select>: a page-size choice costs no listbox or overlay code.
        <NativeSelect
          className={styles.PageSize}
          label={pageSizeLabel ?? t('pageSize')}
          items={pageSizeOptions.map((size) => ({ id: String(size), label: String(size) }))}
          value={pageSize === undefined ? null : String(pageSize)}
          onChange={(value) => {
            if (!value) return;
            setPressed(null);
            onPageSizeChange?.(Number(value));
          }}
        />
      )}
      <div className={styles.Pages}>
        <Button
          ref={previousRef}
          variant="secondary"
          size="sm"
          icon={<ChevronLeft />}
          isDisabled={!hasPrevious || (isLoading && pressed !== 'previous')}
          isPending={isLoading && pressed === 'previous'}
          onPress={() => go('previous')}
        >
          {previousLabel ?? t('previous')}
        </Button>
        {status !== undefined && (
          <span className={styles.Status} aria-live="polite">
            {status}
          </span>
        )}
        <Button
          ref={nextRef}
          variant="secondary"
          size="sm"
          isDisabled={!hasNext || (isLoading && pressed !== 'next')}
          isPending={isLoading && pressed === 'next'}
          onPress={() => go('next')}
        >
          <span className={styles.NextLabel}>
            {nextLabel ?? t('next')}
            <ChevronRight aria-hidden />
          </span>
        </Button>
      </div>
    </nav>
  );
}
