import { useAuth } from '../state/auth';
import styles from './Dashboard.module.css';

export default function Dashboard() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section className={styles.Root} aria-labelledby="dashboard-heading">
      <p className={styles.Eyebrow}>Dashboard</p>
      <h1 id="dashboard-heading">Welcome, {user.name || user.email}</h1>
      <dl className={styles.Facts}>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd>{user.group.includes('/PortalGroup/PortalAdminGroup') ? 'Administrator' : 'Customer'}</dd>
        </div>
      </dl>
    </section>
  );
}
