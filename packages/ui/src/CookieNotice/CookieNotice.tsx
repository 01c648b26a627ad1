import clsx from 'clsx';
import { startTransition, useEffect, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { NativeButton } from '../NativeButton/NativeButton';
import { CookieIcon } from '../internal/cookieIcon';
import { cookieNotice } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './CookieNotice.module.css';

const DAY_SECONDS = 24 * 60 * 60;

/** A second button beside accept: decline cookies, or open the app's cookie settings. */
export interface CookieNoticeAction {
  /** The button's text, e.g. 'Reject' or 'Cookie settings'. */
  label: string;
  /**
   * `reject` writes the cookie with the value `0` (so the notice stays away, and the app can
   * tell a refusal from an accept) and hides the notice; `settings` leaves both alone, for an
   * app that opens its own settings dialog and records the choice there.
   * @default 'reject'
   */
  kind?: 'reject' | 'settings';
  /**
   * Called on press, after a reject is written and the notice hides.
   * @default undefined
   */
  onPress?: () => void;
}

export interface CookieNoticeProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'aria-label'> {
  /**
   * The root element (the `<section>`).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /** The notice, e.g. that the site uses cookies to ensure the best experience. */
  children: ReactNode;
  /** Names the region for assistive technology, e.g. 'Cookie notice'. */
  'aria-label': string;
  /**
   * The accept button's text.
   * @default 'Got it!' (from the message catalogue, in the I18nProvider's language)
   */
  acceptLabel?: string;
  /**
   * Name of the cookie that remembers the answer.
   * @default 'lnf-cookie-consent'
   */
  cookieName?: string;
  /**
   * How long the answer is remembered, in days.
   * @default 365
   */
  maxAgeDays?: number;
  /**
   * Called after the cookie is written and the notice hides.
   * @default undefined
   */
  onAccept?: () => void;
  /**
   * An optional second, quieter button: `{ label: 'Reject', kind: 'reject' }` or
   * `{ label: 'Cookie settings', kind: 'settings', onPress }`. Without it the notice has accept only.
   * @default undefined
   */
  secondaryAction?: CookieNoticeAction;
  /**
   * Draws the secondary action and accept alike (the same variant and size), so a reject weighs as
   * much as an accept: the consent a notice asks for must be as easy to refuse as to give.
   * @default false
   */
  equalWeight?: boolean;
}

function hasCookie(name: string): boolean {
  const key = `${encodeURIComponent(name)}=`;
  return document.cookie.split('; ').some((pair) => pair.startsWith(key));
}

/**
 * A non-modal notice at the bottom of the screen that the site uses cookies. It renders nothing
 * on the server and until it has read `document.cookie` after mount, so server markup is the same
 * for everyone; 'Got it!' writes the cookie and hides it. It never takes focus. A
 * `secondaryAction` adds a reject (cookie value `0`) or settings button before it, quieter than
 * accept unless `equalWeight` draws both alike. Its buttons are
 * the browser's own (NativeButton): a notice on every first visit should not load React Aria's
 * press handling for two clicks.
 */
export function CookieNotice({
  children,
  acceptLabel,
  cookieName = 'lnf-cookie-consent',
  maxAgeDays = 365,
  onAccept,
  secondaryAction,
  equalWeight = false,
  className,
  ...props
}: CookieNoticeProps) {
  const t = useMessages(cookieNotice);
  const [isShown, setShown] = useState(false);

  useEffect(() => {
    // The cookie is read only after mount, so server and first client render agree (nothing).
    // Showing it is not urgent: in a transition React renders the notice in slices that yield to
    // the page (a page's start-up has enough long tasks), instead of in one task.
    startTransition(() => setShown(!hasCookie(cookieName)));
  }, [cookieName]);

  if (!isShown) return null;

  const remember = (value: '1' | '0') => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${encodeURIComponent(cookieName)}=${value}; Max-Age=${Math.round(maxAgeDays * DAY_SECONDS)}; Path=/; SameSite=Lax${secure}`;
    setShown(false);
  };
  const accept = () => {
    remember('1');
    onAccept?.();
  };
  const secondary = () => {
    if ((secondaryAction?.kind ?? 'reject') === 'reject') remember('0');
    secondaryAction?.onPress?.();
  };

  return (
    <section {...props} className={clsx(styles.Root, className)}>
      <CookieIcon className={styles.Icon} />
      <p className={styles.Text}>{children}</p>
      <div className={styles.Actions}>
        {secondaryAction && (
          <NativeButton size="sm" variant={equalWeight ? 'primary' : 'secondary'} onPress={secondary}>
            {secondaryAction.label}
          </NativeButton>
        )}
        <NativeButton size="sm" onPress={accept}>
          {acceptLabel ?? t('accept')}
        </NativeButton>
      </div>
    </section>
  );
}
