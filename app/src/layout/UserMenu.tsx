import { Menu, MenuItem } from '@lnf/ui';
import type { LoggedUser } from '@lnf/sdk';
import { useLocation } from 'wouter';
import { layoutCopy } from '../content/layout';
import { portalLinksFor } from '../content/portal-links';
import { useAuth } from '../state/auth';
import { HeaderBell } from './HeaderBell';
import styles from './UserMenu.module.css';

/**
 * The header's user-name menu (spec section 2) with Logout, which ends the session and returns to
 * /, and the notification bell before it. One lazy chunk for what only a logged-in person sees:
 * the entry, on every public page's first load, carries one dynamic import for both.
 */
export default function UserMenu({ user }: { user: LoggedUser }) {
  const name = user.name || user.email;
  const auth = useAuth();
  const { logout } = auth;
  const [, navigate] = useLocation();
  const signOut = async () => {
    await logout();
    navigate('/');
  };
  return (
    <div className={styles.Row}>
      <HeaderBell user={user} />
      <Menu
        label={name}
        aria-label={`${name}: account`}
        onAction={(key) => (key === 'logout' ? void signOut() : undefined)}
      >
        {portalLinksFor(auth).map((link) => (
          <MenuItem key={link.href} id={link.href} href={link.href}>
            {link.label}
          </MenuItem>
        ))}
        <MenuItem id="logout">{layoutCopy.header.logout}</MenuItem>
      </Menu>
    </div>
  );
}
