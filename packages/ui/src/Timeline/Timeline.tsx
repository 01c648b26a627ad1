import clsx from 'clsx';
import { CircleDot, Lock, Paperclip } from 'lucide-react';
import { useId, useMemo, type ReactNode, type Ref } from 'react';
import { useDateFormatter } from 'react-aria';
import { I18nProvider, useLocale } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Link } from '../Link/Link';
import { formatBytes } from '../internal/format';
import { timeline } from '../internal/i18n/messages';
import { useMessages, type FormatMessage, type Messages } from '../internal/i18n/useMessages';
import { splitUrls } from './linkify';
import styles from './Timeline.module.css';

/**
 * How an entry is drawn: `default` a message from the customer's side, `staff` a reply from
 * the support team, `internal` a note only staff see, `event` a change recorded by the system
 * (status, assignee), drawn as one quiet line.
 */
export type TimelineVariant = 'default' | 'staff' | 'internal' | 'event';

export interface TimelineAttachment {
  /**
   * Identifies the file to `onOpenAttachment`, e.g. the id the API downloads it by.
   * @default undefined
   */
  id?: string;
  /** The file name, the link's text. */
  name: string;
  /** Size in bytes, shown formatted ('1.2 MB'). */
  size: number;
  /**
   * Where the file downloads from. Leave it out when `onOpenAttachment` fetches the file.
   * @default undefined
   */
  href?: string;
}

export interface TimelineItem {
  /** Unique within the timeline. */
  id: string;
  /** Who wrote it (or 'System'): the entry's heading. */
  author: string;
  /** A label shown beside the author, e.g. 'Customer', 'Support', 'System'. */
  role?: string;
  /**
   * How the entry is drawn.
   * @default 'default'
   */
  variant?: TimelineVariant;
  /** When it was written: a Date, or ISO 8601 text with a time zone. */
  timestamp: Date | string;
  /**
   * Plain text, shown as text (never parsed as HTML); line breaks are kept and http(s) URLs
   * become links.
   */
  body: string;
  /** Files attached to the entry, shown as download links. */
  attachments?: TimelineAttachment[];
  /** The badge of an `internal` entry, in place of the `internalNote` message. */
  label?: string;
}

export interface TimelineProps {
  /**
   * The root element (the `<div>` around the list).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The entries; shown oldest first, newest last, whatever their order here. */
  items: TimelineItem[];
  /** Names the list, e.g. 'Conversation'. */
  'aria-label': string;
  /**
   * Level of each entry's heading (the author), one below the section the timeline sits in.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * BCP 47 locale of dates, sizes and the built-in strings.
   * @default the locale of the nearest I18nProvider, else the browser's
   */
  locale?: string;
  /**
   * IANA time zone the times are shown in, e.g. 'Asia/Kolkata'.
   * @default the browser's
   */
  timeZone?: string;
  /**
   * Where links in message bodies open. With `_blank` each says so to screen reader users.
   * @default '_blank'
   */
  linkTarget?: '_blank' | '_self';
  /**
   * Called when an attachment is activated (click, Enter), for files a plain link cannot fetch,
   * e.g. behind a bearer token. With it, attachments are links that call it in place of following
   * `href`; without it, each attachment's `href` downloads the file.
   * @default undefined
   */
  onOpenAttachment?: (attachment: TimelineAttachment, item: TimelineItem) => void;
  /**
   * Shown in place of the list when there are no items.
   * @default 'No messages yet.'
   */
  emptyState?: ReactNode;
  /**
   * Replacements for the built-in strings (`internalNote`, `attachments`, `newTab`, `empty`).
   * @default the message catalogue's, in the current locale
   */
  messages?: Partial<Messages<typeof timeline>>;
  /**
   * Class on the root element.
   * @default undefined
   */
  className?: string;
}

const SHORT = { dateStyle: 'medium', timeStyle: 'short' } as const;
const FULL = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'long',
} as const;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Oldest first; entries whose time cannot be read keep their place among themselves, last. */
function chronological(items: TimelineItem[]): TimelineItem[] {
  return items
    .map((item, index) => ({ item, index, time: toDate(item.timestamp).getTime() }))
    .map((entry) => ({ ...entry, time: Number.isNaN(entry.time) ? Infinity : entry.time }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ item }) => item);
}

interface EntryProps {
  item: TimelineItem;
  Heading: `h${2 | 3 | 4 | 5 | 6}`;
  linkTarget: '_blank' | '_self';
  timeZone?: string;
  onOpenAttachment?: TimelineProps['onOpenAttachment'];
  t: FormatMessage<typeof timeline>;
}

function Body({ text, linkTarget, t }: { text: string; linkTarget: '_blank' | '_self'; t: EntryProps['t'] }) {
  return splitUrls(text).map((part, i) =>
    part.type === 'text' ? (
      part.text
    ) : (
      <Link key={i} href={part.text} target={linkTarget} rel="noopener noreferrer nofollow" className={styles.BodyLink}>
        {part.text}
        {linkTarget === '_blank' && <span className={styles.VisuallyHidden}> {t('newTab')}</span>}
      </Link>
    ),
  );
}

function When({ value, timeZone }: { value: Date | string; timeZone?: string }) {
  const short = useDateFormatter({ ...SHORT, timeZone });
  const full = useDateFormatter({ ...FULL, timeZone });
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return <span className={styles.Time}>{String(value)}</span>;
  return (
    <time dateTime={date.toISOString()} className={styles.Time}>
      <span aria-hidden>{short.format(date)}</span>
      <span className={styles.VisuallyHidden}>{full.format(date)}</span>
    </time>
  );
}

function Entry({ item, Heading, linkTarget, timeZone, onOpenAttachment, t }: EntryProps) {
  const headingId = useId();
  const { locale } = useLocale();
  const variant = item.variant ?? 'default';
  const heading = (
    <Heading id={headingId} className={styles.Author}>
      {item.author}
    </Heading>
  );
  const role = item.role && (
    <Badge size="sm" tone={variant === 'staff' ? 'info' : 'neutral'} className={styles.Role}>
      {item.role}
    </Badge>
  );

  if (variant === 'event') {
    return (
      <li className={styles.Item} data-variant={variant}>
        <article aria-labelledby={headingId} className={styles.Event}>
          <span className={styles.EventIcon} aria-hidden>
            <CircleDot />
          </span>
          <div className={styles.EventText}>
            {heading} {role}{' '}
            <span className={styles.Body}>
              <Body text={item.body} linkTarget={linkTarget} t={t} />
            </span>{' '}
            <When value={item.timestamp} timeZone={timeZone} />
          </div>
        </article>
      </li>
    );
  }

  return (
    <li className={styles.Item} data-variant={variant}>
      <Avatar name={item.author} size="md" isDecorative className={styles.Avatar} />
      <article aria-labelledby={headingId} className={styles.Card}>
        <header className={styles.Header}>
          {heading}
          {role}
          {variant === 'internal' && (
            <Badge size="sm" tone="warning" icon={<Lock />}>
              {item.label ?? t('internalNote')}
            </Badge>
          )}
          <When value={item.timestamp} timeZone={timeZone} />
        </header>
        <p className={styles.Body}>
          <Body text={item.body} linkTarget={linkTarget} t={t} />
        </p>
        {item.attachments && item.attachments.length > 0 && (
          <ul aria-label={t('attachments')} className={styles.Attachments}>
            {item.attachments.map((file, i) => (
              <li key={`${file.id ?? file.href}-${i}`}>
                <Link
                  {...(onOpenAttachment
                    ? { onPress: () => onOpenAttachment(file, item) }
                    : { href: file.href, download: file.name })}
                  variant="standalone"
                  className={styles.Attachment}
                >
                  <Paperclip aria-hidden className={styles.AttachmentIcon} />
                  <span className={styles.AttachmentName}>{file.name}</span>
                  <span className={styles.AttachmentSize}>{formatBytes(file.size, locale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

function TimelineList({
  items,
  'aria-label': ariaLabel,
  headingLevel = 3,
  timeZone,
  linkTarget = '_blank',
  emptyState,
  onOpenAttachment,
  messages,
  className,
  ref,
}: Omit<TimelineProps, 'locale'>) {
  const t = useMessages(timeline, messages);
  const sorted = useMemo(() => chronological(items), [items]);
  return (
    <div ref={ref} className={clsx(styles.Root, className)}>
      {sorted.length === 0 ? (
        <div className={styles.Empty}>{emptyState ?? t('empty')}</div>
      ) : (
        <ol aria-label={ariaLabel} className={styles.List}>
          {sorted.map((item) => (
            <Entry
              key={item.id}
              item={item}
              Heading={`h${headingLevel}`}
              linkTarget={linkTarget}
              timeZone={timeZone}
              onOpenAttachment={onOpenAttachment}
              t={t}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * A conversation as a support ticket shows it: an ordered list, oldest first, of entries that
 * are each an `<article>` headed by the author, with a role label, a `<time>` (short on screen,
 * the full date and zone for screen readers), the message as plain text with its links, and
 * attachments to download. Staff replies, internal notes and system events look different; an
 * internal note also says so in words.
 */
export function Timeline({ locale, ...props }: TimelineProps) {
  if (!locale) return <TimelineList {...props} />;
  return (
    <I18nProvider locale={locale}>
      <TimelineList {...props} />
    </I18nProvider>
  );
}
