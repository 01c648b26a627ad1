import clsx from 'clsx';
import type { ReactNode, Ref } from 'react';
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import buttonStyles from '../Button/Button.module.css';
import styles from './ButtonLink.module.css';

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'children'> {
  /**
   * The root element (the `<a>`).
   * @default undefined
   */
  ref?: Ref<HTMLAnchorElement>;
  /** The visible label. */
  children: ReactNode;
  /**
   * The Button variants, for a navigation that should look like an action ('Schedule Demo').
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'ghost';
  /**
   * Height and padding, as Button's.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * An icon before the label (decorative).
   * @default undefined
   */
  icon?: ReactNode;
}

/**
 * A real link (`<a href>`, client routing via RouterProvider) dressed as a Button: for calls to
 * action that go somewhere, so they work without JavaScript and in prerendered HTML.
 */
export function ButtonLink({ variant = 'primary', size = 'md', icon, className, children, ...props }: ButtonLinkProps) {
  return (
    <AriaLink
      {...props}
      data-variant={variant}
      data-size={size}
      className={composeRenderProps(className, (name) => clsx(buttonStyles.Root, styles.Root, name))}
    >
      <span className={buttonStyles.Content}>
        {icon && (
          <span className={buttonStyles.Icon} aria-hidden>
            {icon}
          </span>
        )}
        {children}
      </span>
    </AriaLink>
  );
}
