import { Menu, MenuItem } from '@lnf/ui';
import type { LoggedUser } from '@lnf/sdk';
import { useLocation } from 'wouter';
import { layoutCopy } from '../content/layout';
import { useAuth } from '../state/auth';
import { HeaderBell } from './HeaderBell';

/**
 * The header's user-name menu (spec section 2) with Logout, which ends the session and returns to
 * /, and the notification bell before it. One lazy chunk for what only a logged-in person sees:
 * the entry, on every public page's first load, carries one dynamic import for both.
 */
export default function UserMenu({ user }: { user: LoggedUser }) {
  const name = user.name || user.email;
  const { logout } = useAuth();
  const [, navigate] = useLocation();
  const signOut = async () => {
    await logout();
    navigate('/');
  };
  return (
    <>
      <HeaderBell user={user} />
      <Menu
        label={name}
        aria-label={`${name}: account`}
        onAction={(key) => (key === 'logout' ? void signOut() : undefined)}
      >
        <MenuItem id="billing" href="/billing">
          Billing
        </MenuItem>
        <MenuItem id="profile" href="/profile">
          Profile
        </MenuItem>
        <MenuItem id="support" href="/customer-support">
          Customer support
        </MenuItem>
        <MenuItem id="logout">{layoutCopy.header.logout}</MenuItem>
      </Menu>
    </>
  );
}
