import { Menu, MenuItem } from '@lnf/ui';
import { useLocation } from 'wouter';
import { layoutCopy } from '../content/layout';
import { useAuth } from '../state/auth';

/**
 * The header's user-name menu (spec section 2) with Logout, which ends the session and returns to /.
 */
export default function UserMenu({ name }: { name: string }) {
  const { logout } = useAuth();
  const [, navigate] = useLocation();
  const signOut = async () => {
    await logout();
    navigate('/');
  };
  return (
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
  );
}
