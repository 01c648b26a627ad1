import clsx from 'clsx';
import { Cookie } from 'lucide-react';
import { useEffect, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Button } from '../Button/Button';
import styles from './CookieNotice.module.css';

const DAY_SECONDS = 24 * 60 * 60;

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
   * @default 'Got it!'
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
}

function hasCookie(name: string): boolean {
  const key = `${encodeURIComponent(name)}=`;
  return document.cookie.split('; ').some((pair) => pair.startsWith(key));
}

/**
 * A non-modal notice at the bottom of the screen that the site uses cookies. It renders nothing
 * on the server and until it has read `document.cookie` after mount, so server markup is the same
 * for everyone; 'Got it!' writes the cookie and hides it. It never takes focus.
 */
export function CookieNotice({
  children,
  acceptLabel = 'Got it!',
  cookieName = 'lnf-cookie-consent',
  maxAgeDays = 365,
  onAccept,
  className,
  ...props
}: CookieNoticeProps) {
  const [isShown, setShown] = useState(false);

  useEffect(() => {
    setShown(!hasCookie(cookieName));
  }, [cookieName]);

  if (!isShown) return null;

  const accept = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${encodeURIComponent(cookieName)}=1; Max-Age=${Math.round(maxAgeDays * DAY_SECONDS)}; Path=/; SameSite=Lax${secure}`;
    setShown(false);
    onAccept?.();
  };

  return (
    <section {...props} className={clsx(styles.Root, className)}>
      <Cookie className={styles.Icon} aria-hidden />
      <p className={styles.Text}>{children}</p>
      <Button size="sm" className={styles.Accept} onPress={accept}>
        {acceptLabel}
      </Button>
    </section>
  );
}
