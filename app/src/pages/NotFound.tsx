import { NotFound as NotFoundPage } from '@lnf/ui';
import { notFound } from '../content/not-found';

/** Spec section 2: 'Oops! Page not found' with a 'Go To Home' button; the server answers 404. */
export default function NotFound() {
  return <NotFoundPage heading={notFound.heading} description={notFound.text} homeLabel={notFound.home} />;
}
