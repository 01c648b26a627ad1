import clsx from 'clsx';
import type { ReactNode } from 'react';
import buttonStyles from '../Button/Button.module.css';
import { Anchor, type AnchorProps } from '../internal/Anchor';
import styles from './ButtonLink.module.css';
import { ButtonContent } from '../Button/ButtonContent';

export interface ButtonLinkProps extends Omit<AnchorProps, 'children'> {
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
 * A real link (a native `<a href>`, client routing via RouterProvider) dressed as a Button: for
 * calls to action that go somewhere, so they work without JavaScript and in prerendered HTML.
 */
export function ButtonLink({ variant = 'primary', size = 'md', icon, className, children, ...props }: ButtonLinkProps) {
  return (
    <Anchor
      {...props}
      data-variant={variant}
      data-size={size}
      className={clsx(buttonStyles.Root, styles.Root, className)}
    >
      <ButtonContent icon={icon}>{children}</ButtonContent>
    </Anchor>
  );
}
