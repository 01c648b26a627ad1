import { useSetAtom } from 'jotai';
import { Link } from 'wouter';
import { loginModalAtom } from '../state/loginModal';
import styles from './Message.module.css';

export default function PermissionDenied() {
  const openLogin = useSetAtom(loginModalAtom);
  return (
    <section className={styles.Root} aria-labelledby="denied">
      <p className={styles.Code}>403</p>
      <h1 id="denied">Permission denied</h1>
      <p>This page is for LNF customers. Log in with your portal account to open it.</p>
      <div className={styles.Actions}>
        <button type="button" className={styles.Action} onClick={() => openLogin({ open: true, panel: 'login' })}>
          Login
        </button>
        <Link href="/" className={styles.Secondary}>
          Go To Home
        </Link>
      </div>
    </section>
  );
}
