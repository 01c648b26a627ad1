import clsx from 'clsx';
import { Anchor, type AnchorProps } from '../internal/Anchor';
import styles from './Link.module.css';

export interface LinkProps extends AnchorProps {
  /**
   * `inline` for links in running text (always underlined), `standalone` for navigation and
   * lists (underlined on hover), `subtle` for footers and dense meta text.
   * @default 'inline'
   */
  variant?: 'inline' | 'standalone' | 'subtle';
}

/**
 * A native `<a>`: client routing through RouterProvider, a visible focus ring, house variants.
 * Without `href` it is a focusable link that calls `onPress`.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <Anchor {...props} data-variant={variant} className={clsx(styles.Root, className)} />;
}
