import clsx from 'clsx';
import type { Ref } from 'react';
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import styles from './Header.module.css';

export interface HeaderNavLinkProps extends AriaLinkProps {
  /**
   * The root element (the `<a>`).
   * @default undefined
   */
  ref?: Ref<HTMLAnchorElement>;
  /**
   * Whether the link points at the current page; sets `aria-current="page"`.
   * @default false
   */
  isCurrent?: boolean;
}

/** A top-level link in the Header's navigation. */
export function HeaderNavLink({ isCurrent = false, className, ...props }: HeaderNavLinkProps) {
  return (
    <AriaLink
      {...props}
      aria-current={isCurrent ? 'page' : undefined}
      className={composeRenderProps(className, (name) => clsx(styles.NavLink, name))}
    />
  );
}
