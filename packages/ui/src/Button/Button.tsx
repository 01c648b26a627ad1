import clsx from 'clsx';
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { common } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './Button.module.css';
import { ButtonContent } from './ButtonContent';

export interface ButtonProps extends Omit<AriaButtonProps, 'children'> {
  /**
   * The root element (the `<button>`).
   * @default undefined
   */
  ref?: Ref<HTMLButtonElement>;
  /**
   * The visible label.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Visual weight: `primary` for the one main action of a view, `secondary` beside it,
   * `destructive` for an action that ends or removes something, `ghost` for quiet actions in
   * toolbars and headers, `link` for an action that reads as text.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'destructive' | 'ghost' | 'link';
  /**
   * Height and padding.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * An icon before the label (decorative; the label names the button).
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * While pending the button shows a spinner in place of its label, keeps its width, stays
   * focusable, ignores presses, sets `aria-busy` and announces itself to screen reader users.
   * @default false
   */
  isPending?: boolean;
  /**
   * Name of the pending state for assistive technology.
   * @default 'Loading'
   */
  pendingLabel?: string;
  /**
   * Whether the button is disabled.
   * @default false
   */
  isDisabled?: boolean;
}

/** The action control of LNF: a React Aria Button in the house variants. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  isPending = false,
  pendingLabel,
  className,
  children,
  render,
  ...props
}: ButtonProps) {
  const t = useMessages(common);
  const ownId = useId();
  const id = props.id ?? ownId;
  useForgetAnnouncementOnUnmount(id, isPending);
  return (
    <AriaButton
      {...props}
      id={id}
      isPending={isPending}
      // React Aria does not forward aria-busy; the render hook puts it on the <button> itself.
      render={(domProps, renderProps) => {
        const merged = { ...domProps, 'aria-busy': renderProps.isPending || undefined };
        return render ? render(merged, renderProps) : <button {...merged} />;
      }}
      data-variant={variant}
      data-size={size}
      className={composeRenderProps(className, (name) => clsx(styles.Root, name))}
    >
      <ButtonContent icon={icon}>{children}</ButtonContent>
      {isPending && <Spinner className={styles.Spinner} label={pendingLabel ?? t('loading')} />}
    </AriaButton>
  );
}

/** How long React Aria's live announcer keeps a message before it clears it itself. */
const ANNOUNCEMENT_LIFE_MS = 7_500;

const forgetAnnouncements = (id: string) => {
  // A late pass can outlive the document (a test environment torn down, a page gone).
  if (typeof document === 'undefined') return;
  for (const entry of document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')) {
    if (entry.getAttribute('aria-labelledby')!.split(/\s+/).includes(id)) entry.remove();
  }
};

/**
 * React Aria announces a focused button's pending state (and its end) by adding a `role="img"`
 * labelled by the button's id to its live announcer, for 7 s. A button that goes away meanwhile
 * (the page moved on after the action) left that entry with a label pointing at nothing: a
 * nameless image to assistive technology and an axe `role-img-alt` violation on the next page. The
 * announcement has been read by then (live regions speak on insertion), so the entries that point
 * at this button go with it: those there now, and, for a button that was pending, any that land
 * later while the announcer could still hold them (the first message of a page is delayed, and a
 * busy page delays it further), watched for with a MutationObserver that ends with them.
 */
function useForgetAnnouncementOnUnmount(id: string, isPending: boolean) {
  const wasPending = useRef(false);
  useEffect(() => {
    if (isPending) wasPending.current = true;
  }, [isPending]);
  useEffect(
    () => () => {
      forgetAnnouncements(id);
      if (!wasPending.current || typeof MutationObserver === 'undefined' || typeof document === 'undefined') return;
      const observer = new MutationObserver(() => forgetAnnouncements(id));
      observer.observe(document.body, { childList: true, subtree: true });
      setTimeout(() => observer.disconnect(), ANNOUNCEMENT_LIFE_MS);
    },
    [id],
  );
}
