import clsx from 'clsx';
import { useId, type ReactNode, type Ref } from 'react';
import { Anchor } from '../internal/Anchor';
import styles from './MegaMenu.module.css';

export interface MegaMenuEntry {
  /** Where the entry leads; rendered as a real `<a href>`. */
  href: string;
  /** The entry's name, e.g. a product's. */
  heading: string;
  /** One line saying what is behind the link. */
  description: string;
  /** An icon or small mark (decorative). */
  icon: ReactNode;
}

export interface MegaMenuListProps {
  /**
   * The root element (the `<ul>`).
   * @default undefined
   */
  ref?: Ref<HTMLUListElement>;
  /** The entries, as they read. */
  entries: MegaMenuEntry[];
  /**
   * `grid` for the desktop panel (cards in columns), `list` for a compact stack in a mobile menu.
   * @default 'list'
   */
  variant?: 'grid' | 'list';
  /**
   * Called when an entry is chosen (click, Enter), after which the link navigates: close
   * whatever holds the list here. Client routing goes through @lnf/ui's RouterProvider.
   * @default undefined
   */
  onAction?: (entry: MegaMenuEntry) => void;
  /**
   * The href of the current page; its entry gets `aria-current="page"`.
   * @default undefined
   */
  currentHref?: string;
  /**
   * Names the list, e.g. by the id of the trigger that opens it.
   * @default undefined
   */
  'aria-labelledby'?: string;
  /**
   * Names the list when no visible element does.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Class on the list.
   * @default undefined
   */
  className?: string;
}

/**
 * The mega menu's entries as a list of links: each a card with icon, heading and one-line
 * description. The MegaMenu panel uses it; a header's mobile menu renders it on its own.
 */
export function MegaMenuList({
  entries,
  variant = 'list',
  onAction,
  currentHref,
  className,
  ...props
}: MegaMenuListProps) {
  const id = useId();
  return (
    <ul {...props} data-variant={variant} className={clsx(styles.List, className)}>
      {entries.map((entry, index) => (
        <li key={entry.href} className={styles.ListItem}>
          <Anchor
            href={entry.href}
            data-mega-entry=""
            aria-current={currentHref === entry.href ? 'page' : undefined}
            aria-describedby={`${id}-${index}-d`}
            className={styles.Entry}
            onPress={() => onAction?.(entry)}
          >
            <span className={styles.EntryIcon} aria-hidden>
              {entry.icon}
            </span>
            <span className={styles.EntryText}>
              <span className={styles.EntryHeading}>{entry.heading}</span>
              {/* Read as the link's description, not as part of its name. */}
              <span id={`${id}-${index}-d`} className={styles.EntryDescription} aria-hidden>
                {entry.description}
              </span>
            </span>
          </Anchor>
        </li>
      ))}
    </ul>
  );
}
