import clsx from 'clsx';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The root element (the `<section>`).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /**
   * The HTTP status shown large above the message.
   * @default 500
   */
  statusCode?: number;
  /** The message, as the page's `h1`, e.g. 'This page could not be found'. */
  message: ReactNode;
  /**
   * More explanation under the message.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Where the home link leads.
   * @default '/'
   */
  homeHref?: string;
  /** Text of the home link, e.g. 'Go To Home'. */
  homeLabel: string;
  /**
   * More actions beside the home link, e.g. a contact link.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * A small illustration above the code (inline SVG or icons).
   * @default undefined
   */
  illustration?: ReactNode;
}

/** The body of an error page: status code, message and a way home. */
export function ErrorPage({
  statusCode = 500,
  message,
  description,
  homeHref = '/',
  homeLabel,
  actions,
  illustration,
  className,
  ...props
}: ErrorPageProps) {
  const headingId = useId();
  return (
    <section {...props} aria-labelledby={headingId} className={clsx(styles.Root, className)}>
      <div className={styles.Inner}>
        {illustration && <div className={styles.Illustration}>{illustration}</div>}
        <p className={styles.Code}>{statusCode}</p>
        <h1 id={headingId} className={styles.Message}>
          {message}
        </h1>
        {description && <p className={styles.Description}>{description}</p>}
        <div className={styles.Actions}>
          <ButtonLink href={homeHref} size="lg">
            {homeLabel}
          </ButtonLink>
          {actions}
        </div>
      </div>
    </section>
  );
}
