import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { Key } from 'react-aria-components';
import { NativeButton } from '../NativeButton/NativeButton';
import { filterBar } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import { useMergedRef } from '../internal/useMergedRef';
import styles from './FilterBar.module.css';

/** One applied filter. */
export interface FilterBarItem {
  /** The key passed to `onRemove`. */
  id: Key;
  /** What the tag says, field and value together: 'Status: Paid'. */
  label: string;
}

export interface FilterBarProps<T extends FilterBarItem = FilterBarItem> {
  /**
   * The root element (the bar's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The filters applied now, in the order they were added. */
  items: T[];
  /** Called with the ids of the filters to take off: a tag's remove button (or Delete / Backspace on it), or 'Clear all' without `onClearAll`. */
  onRemove: (ids: Key[]) => void;
  /**
   * Called by 'Clear all'.
   * @default onRemove with every id
   */
  onClearAll?: () => void;
  /**
   * The visible label of the tag group.
   * @default 'Filters'
   */
  label?: ReactNode;
  /**
   * A slot after the tags for adding filters, e.g. a Menu of fields or a NativeSelect per field.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Shown in place of the tags when none is applied.
   * @default 'No filters'
   */
  emptyText?: ReactNode;
  /**
   * Label of the button that removes every filter.
   * @default 'Clear all'
   */
  clearAllLabel?: string;
  /**
   * Class on the root element.
   * @default undefined
   */
  className?: string;
}

/**
 * The filters applied to a list, as tags in a labelled group, each with its own remove button
 * (named 'Remove' and the tag: 'Remove Status: Paid'), and 'Clear all'. Tab reaches each remove
 * button; Enter, Space, Delete or Backspace on it removes its filter. Each removal is announced,
 * and focus stays in the bar: on the next tag's button, else the one before, else the group,
 * which then says there are no filters.
 *
 * Plain HTML (a list of buttons, as Polaris and GOV.UK show applied filters), not React Aria's
 * TagGroup: the tags are in the first view of every list page, and TagGroup's grid brought about
 * 20 KB gzip of collection and selection code to each.
 */
export function FilterBar<T extends FilterBarItem>({
  items,
  onRemove,
  onClearAll,
  label,
  children,
  emptyText,
  clearAllLabel,
  className,
  ref,
}: FilterBarProps<T>) {
  const t = useMessages(filterBar);
  const labelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMergedRef(ref, rootRef);
  // The message and a count: the same message twice in a row must change the region to be read again.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  // Set by a removal: the position whose remove button takes focus once the items change.
  const focusAt = useRef<number | null>(null);

  const announce = (text: string) => setAnnouncement(({ count }) => ({ text, count: count + 1 }));

  const remove = (item: T, index: number) => {
    focusAt.current = index;
    onRemove([item.id]);
    announce(t('removed', { label: item.label }));
  };

  const clearAll = () => {
    focusAt.current = 0;
    if (onClearAll) onClearAll();
    else onRemove(items.map((item) => item.id));
    announce(t('cleared'));
  };

  useEffect(() => {
    const index = focusAt.current;
    if (index === null) return;
    focusAt.current = null;
    const buttons = groupRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? groupRef.current)?.focus();
  }, [items]);

  const onRemoveKey = (event: KeyboardEvent, item: T, index: number) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    event.preventDefault();
    remove(item, index);
  };

  return (
    <div ref={mergedRef} className={clsx(styles.Root, className)}>
      {/* Focusable from script only: where focus goes when the last filter does. */}
      <div ref={groupRef} role="group" aria-labelledby={labelId} tabIndex={-1} className={styles.Group}>
        <span id={labelId} className={styles.Label}>
          {label ?? t('filters')}
        </span>
        {items.length === 0 ? (
          <span className={styles.Empty}>{emptyText ?? t('empty')}</span>
        ) : (
          <ul className={styles.List}>
            {items.map((item, index) => (
              <li key={item.id} className={styles.Tag}>
                <span className={styles.TagLabel}>{item.label}</span>
                <button
                  type="button"
                  className={styles.Remove}
                  aria-label={`${t('remove')} ${item.label}`}
                  onClick={() => remove(item, index)}
                  onKeyDown={(event) => onRemoveKey(event, item, index)}
                >
                  <X aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {children && <div className={styles.Add}>{children}</div>}
      {items.length > 0 && (
        <NativeButton variant="ghost" size="sm" className={styles.ClearAll} onPress={clearAll}>
          {clearAllLabel ?? t('clearAll')}
        </NativeButton>
      )}
      <span role="status" className={styles.VisuallyHidden}>
        {announcement.text}
        {announcement.count % 2 ? '' : '\u00a0'}
      </span>
    </div>
  );
}
