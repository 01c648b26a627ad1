import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Button as AriaButton, Label, Tag, TagGroup, TagList, type Key } from 'react-aria-components';
import { Button } from '../Button/Button';
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
  /** Called with the ids of the filters to take off: one tag's remove button, or Delete / Backspace on tags. */
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
 * The filters applied to a list, as removable tags (React Aria TagGroup): Tab reaches the tags,
 * arrow keys move between them, Delete or Backspace (or a tag's × button) removes one, and
 * 'Clear all' removes them all. Each removal is announced, and focus stays in the bar even when
 * the tag or button that had it is gone.
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
  const rootRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMergedRef(ref, rootRef);
  // The message and a count: the same message twice in a row must change the region to be read again.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  // Set by a removal: once the items change, focus must still be in the bar.
  const keepFocus = useRef(false);

  const announce = (text: string) => setAnnouncement(({ count }) => ({ text, count: count + 1 }));

  const remove = (keys: Set<Key>) => {
    const removed = items.filter((item) => keys.has(item.id));
    if (removed.length === 0) return;
    keepFocus.current = true;
    onRemove(removed.map((item) => item.id));
    announce(
      removed.length === items.length && items.length > 1
        ? t('cleared')
        : removed.map((item) => t('removed', { label: item.label })).join('. '),
    );
  };

  const clearAll = () => {
    keepFocus.current = true;
    if (onClearAll) onClearAll();
    else onRemove(items.map((item) => item.id));
    announce(t('cleared'));
  };

  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const root = rootRef.current;
    const active = document.activeElement;
    // React Aria keeps focus in the list when a tag goes (on a neighbour, or on the empty list);
    // 'Clear all' goes with the last filter, and its focus would fall to the body.
    if (root && (!active || active === document.body || !root.contains(active))) {
      root
        .querySelector<HTMLElement>('[role="row"][tabindex], [data-empty][tabindex], button:not([disabled])')
        ?.focus();
    }
  }, [items]);

  return (
    <div ref={mergedRef} className={clsx(styles.Root, className)}>
      <TagGroup className={styles.Group} onRemove={remove}>
        <Label className={styles.Label}>{label ?? t('filters')}</Label>
        <TagList
          items={items}
          className={styles.List}
          renderEmptyState={() => <span className={styles.Empty}>{emptyText ?? t('empty')}</span>}
        >
          {(item) => (
            <Tag id={item.id} textValue={item.label} className={styles.Tag}>
              <span className={styles.TagLabel}>{item.label}</span>
              <AriaButton slot="remove" aria-label={t('remove')} className={styles.Remove}>
                <X aria-hidden />
              </AriaButton>
            </Tag>
          )}
        </TagList>
      </TagGroup>
      {children && <div className={styles.Add}>{children}</div>}
      {items.length > 0 && (
        <Button variant="ghost" size="sm" className={styles.ClearAll} onPress={clearAll}>
          {clearAllLabel ?? t('clearAll')}
        </Button>
      )}
      <span role="status" className={styles.VisuallyHidden}>
        {announcement.text}
        {announcement.count % 2 ? '' : '\u00a0'}
      </span>
    </div>
  );
}
