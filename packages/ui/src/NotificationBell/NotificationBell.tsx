import clsx from 'clsx';
import { Bell } from 'lucide-react';
import { useContext, useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { useDateFormatter, VisuallyHidden } from 'react-aria';
import {
  DialogTrigger,
  OverlayTriggerStateContext,
  Popover,
  type DialogTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Anchor } from '../internal/Anchor';
import { notificationBell } from '../internal/i18n/messages';
import { useMessages, type FormatMessage, type Messages } from '../internal/i18n/useMessages';
import { Spinner } from '../Spinner/Spinner';
import styles from './NotificationBell.module.css';

export interface NotificationItem {
  /** Unique among the notifications; `onOpen` gets it. */
  id: string;
  /** What happened, in a few words: the link's main text. */
  title: string;
  /** One or two sentences more. */
  body?: string;
  /** When it happened: a Date, or ISO 8601 text with a time zone. */
  timestamp: Date | string;
  /** Where the notification leads, e.g. '/portal/tickets/42'. */
  href: string;
  /**
   * Whether the person has seen it; unread ones are marked, in colour and in words.
   * @default false
   */
  read?: boolean;
}

export interface NotificationBellProps extends Pick<DialogTriggerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /**
   * The bell button.
   * @default undefined
   */
  ref?: Ref<HTMLButtonElement>;
  /** The latest notifications, newest first, as the app loaded them. */
  notifications: NotificationItem[];
  /**
   * The number on the badge and in the button's name, when the server counts more than the list
   * holds; above 99 both say '99+'.
   * @default the number of unread items in `notifications`
   */
  unreadCount?: number;
  /**
   * While the list loads: a spinner named 'Loading notifications' in place of the list.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Called with a notification's id when its link is followed (click, Enter), before the
   * navigation, e.g. to mark it read. The popover closes. Links route on the client through
   * RouterProvider.
   * @default undefined
   */
  onOpen?: (id: string) => void;
  /**
   * Called by the 'Mark all as read' button, shown while something is unread and this is given.
   * @default undefined
   */
  onMarkAllRead?: () => void;
  /**
   * IANA time zone of the times, e.g. 'Asia/Kolkata'.
   * @default the browser's
   */
  timeZone?: string;
  /**
   * Where the popover opens relative to the bell.
   * @default 'bottom end'
   */
  placement?: PopoverProps['placement'];
  /**
   * Shown in place of the list when there are no notifications.
   * @default "You're all caught up"
   */
  emptyState?: ReactNode;
  /**
   * Whether the bell is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Replacements for the built-in strings (`label`, `labelUnread` with `{count}`, `title`,
   * `unread`, `markAllRead`, `empty`, `loading`).
   * @default the message catalogue's, in the current locale
   */
  messages?: Partial<Messages<typeof notificationBell>>;
  /**
   * Class on the bell button.
   * @default undefined
   */
  className?: string;
}

/** The badge's text: the count, or '99+' above 99. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

function Entry({
  item,
  onOpen,
  close,
  timeZone,
  t,
}: {
  item: NotificationItem;
  onOpen?: (id: string) => void;
  close: () => void;
  timeZone?: string;
  t: FormatMessage<typeof notificationBell>;
}) {
  const formatter = useDateFormatter({ dateStyle: 'medium', timeStyle: 'short', timeZone });
  const date = item.timestamp instanceof Date ? item.timestamp : new Date(item.timestamp);
  const valid = !Number.isNaN(date.getTime());
  return (
    <li className={styles.Item} data-unread={!item.read || undefined}>
      <Anchor
        href={item.href}
        className={styles.Link}
        onPress={() => {
          onOpen?.(item.id);
          close();
        }}
      >
        <span className={styles.Dot} aria-hidden />
        <span className={styles.ItemTitle}>
          {!item.read && <VisuallyHidden elementType="span">{t('unread')} </VisuallyHidden>}
          {item.title}
        </span>
        {item.body && <span className={styles.ItemBody}>{item.body}</span>}
        <time className={styles.ItemTime} dateTime={valid ? date.toISOString() : undefined}>
          {valid ? formatter.format(date) : String(item.timestamp)}
        </time>
      </Anchor>
    </li>
  );
}

/** The popover's contents: the title, 'Mark all as read', and the list (or its loading or empty state). */
function Content({
  titleId,
  notifications,
  isLoading,
  emptyState,
  canMarkAll,
  onMarkAllRead,
  onOpen,
  timeZone,
  t,
}: {
  titleId: string;
  notifications: NotificationItem[];
  isLoading: boolean;
  emptyState?: ReactNode;
  canMarkAll: boolean;
  onMarkAllRead: () => void;
  onOpen?: (id: string) => void;
  timeZone?: string;
  t: FormatMessage<typeof notificationBell>;
}) {
  const state = useContext(OverlayTriggerStateContext);
  const close = () => state?.close();
  return (
    <div className={styles.Dialog}>
      <div className={styles.Header}>
        <h2 id={titleId} className={styles.Title}>
          {t('title')}
        </h2>
        {canMarkAll && (
          <Button variant="ghost" size="sm" onPress={onMarkAllRead}>
            {t('markAllRead')}
          </Button>
        )}
      </div>
      {isLoading ? (
        <div className={styles.Status} aria-busy>
          <Spinner label={t('loading')} />
        </div>
      ) : notifications.length === 0 ? (
        <div className={styles.Status}>{emptyState ?? t('empty')}</div>
      ) : (
        <ul className={styles.List}>
          {notifications.map((item) => (
            <Entry key={item.id} item={item} onOpen={onOpen} close={close} timeZone={timeZone} t={t} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A bell button with an unread count that opens the latest notifications in a popover dialog
 * (React Aria's DialogTrigger, and a Popover that is itself the dialog): focus moves into it, Escape or a press outside
 * closes it and focus returns to the bell. Each notification is a link; unread ones are marked
 * with a dot and, for screen readers, the word 'Unread'. The button's name carries the count
 * as the badge shows it ('Notifications, 3 unread'; 'Notifications, 99+ unread' above 99).
 */
export function NotificationBell({
  notifications,
  unreadCount,
  isLoading = false,
  onOpen,
  onMarkAllRead,
  timeZone,
  placement = 'bottom end',
  emptyState,
  isDisabled = false,
  messages,
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
  ref,
}: NotificationBellProps) {
  const t = useMessages(notificationBell, messages);
  const unread = unreadCount ?? notifications.filter((n) => !n.read).length;
  const canMarkAll = Boolean(onMarkAllRead) && unread > 0;
  const dialogRef = useRef<HTMLElement>(null);
  const markedAll = useRef(false);
  const titleId = useId();

  // 'Mark all as read' goes away once nothing is unread; its focus moves to the dialog, not the page.
  useEffect(() => {
    if (canMarkAll || !markedAll.current) return;
    markedAll.current = false;
    if (!dialogRef.current?.contains(document.activeElement)) dialogRef.current?.focus();
  }, [canMarkAll]);

  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <IconButton
        ref={ref}
        // The name says the count as the badge shows it ('99+'), so a speech user can say what they see.
        aria-label={unread > 0 ? t('labelUnread', { count: badgeText(unread) }) : t('label')}
        isDisabled={isDisabled}
        className={clsx(styles.Trigger, className)}
      >
        <Bell />
        {unread > 0 && <span className={styles.Count}>{badgeText(unread)}</span>}
      </IconButton>
      {/*
        The popover is the dialog itself (React Aria gives a Popover with no Dialog inside
        role="dialog", focus on open and focus containment), so its hidden Dismiss buttons are
        inside the dialog, not loose beside it outside every landmark (axe's 'region' rule).
      */}
      <Popover ref={dialogRef} placement={placement} offset={6} className={styles.Popover} aria-labelledby={titleId}>
        <Content
          titleId={titleId}
          notifications={notifications}
          isLoading={isLoading}
          emptyState={emptyState}
          canMarkAll={canMarkAll}
          onMarkAllRead={() => {
            markedAll.current = true;
            onMarkAllRead?.();
          }}
          onOpen={onOpen}
          timeZone={timeZone}
          t={t}
        />
      </Popover>
    </DialogTrigger>
  );
}
