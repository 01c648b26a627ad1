import { Link } from 'wouter';
import styles from './Message.module.css';

/** Spec section 2: 'Oops! Page not found' with a 'Go To Home' button. */
export default function NotFound() {
  return (
    <section className={styles.Root} aria-labelledby="not-found">
      <p className={styles.Code}>404</p>
      <h1 id="not-found">Oops! Page not found</h1>
      <p>The page you are looking for may have been moved or deleted.</p>
      <Link href="/" className={styles.Action}>
        Go To Home
      </Link>
    </section>
  );
}
