import clsx from 'clsx';
import { Anchor, type AnchorProps } from '../internal/Anchor';
import styles from './Header.module.css';

export interface HeaderNavLinkProps extends AnchorProps {
  /**
   * Whether the link points at the current page; sets `aria-current="page"`.
   * @default false
   */
  isCurrent?: boolean;
}

/** A top-level link in the Header's navigation (a native `<a>`, routed by RouterProvider). */
export function HeaderNavLink({ isCurrent = false, className, ...props }: HeaderNavLinkProps) {
  return (
    <Anchor {...props} aria-current={isCurrent ? 'page' : undefined} className={clsx(styles.NavLink, className)} />
  );
}
