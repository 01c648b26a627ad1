import type { ReactNode } from 'react';
import { ErrorPage, type ErrorPageProps } from '../ErrorPage/ErrorPage';

export interface NotFoundProps extends Omit<ErrorPageProps, 'statusCode' | 'message' | 'description'> {
  /** The page's `h1`, e.g. 'Oops! Page not found'. */
  heading: ReactNode;
  /** Why the page is missing, e.g. that it may have been moved or deleted. */
  description: ReactNode;
  /**
   * The status shown above the heading.
   * @default 404
   */
  statusCode?: number;
}

/** The page for unknown routes: 404, a heading, why, and a way home ('Go To Home'). */
export function NotFound({ heading, description, statusCode = 404, ...props }: NotFoundProps) {
  return <ErrorPage {...props} statusCode={statusCode} message={heading} description={description} />;
}
