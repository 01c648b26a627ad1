import clsx from 'clsx';
import type { Ref } from 'react';
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import styles from './Link.module.css';

export interface LinkProps extends AriaLinkProps {
  /**
   * The root element (the `<a>`).
   * @default undefined
   */
  ref?: Ref<HTMLAnchorElement>;
  /**
   * `inline` for links in running text (always underlined), `standalone` for navigation and
   * lists (underlined on hover), `subtle` for footers and dense meta text.
   * @default 'inline'
   */
  variant?: 'inline' | 'standalone' | 'subtle';
}

/** A React Aria Link: client routing via RouterProvider, focus ring, house variants. */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      data-variant={variant}
      className={composeRenderProps(className, (name) => clsx(styles.Root, name))}
    />
  );
}
