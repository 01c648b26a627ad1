import { ButtonLink, Header, HeaderNavLink, MegaMenu, NativeButton, type MegaMenuEntry } from '@lnf/ui';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { layoutCopy } from '../content/layout';
import { products } from '../content/products';
import { useAuth } from '../state/auth';
import { loginModalAtom } from '../state/loginModal';
import { ProductIcon } from './ProductIcon';
import { Logo } from './Logo';
import styles from './SiteHeader.module.css';

// Only logged-in people see the user menu, and the prerendered HTML is always logged out.
// The bell comes with it (UserMenu.tsx), in the same chunk: one dynamic import in the entry, not two.
const UserMenu = lazy(() => import('./UserMenu'));

const copy = layoutCopy.header;
const entries: MegaMenuEntry[] = products.map((p) => ({
  href: `/${p.slug}`,
  heading: p.name,
  description: p.summary,
  icon: <ProductIcon name={p.icon} />,
}));

/** The sticky header (spec section 2): public items logged out, portal items and the user menu logged in. */
export function SiteHeader() {
  const [location] = useLocation();
  // The menu is open for the page it was opened on: a route change closes it, with no effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? location : null);
  const { user, checking, isAdmin, isPortalUser } = useAuth();
  const setLoginModal = useSetAtom(loginModalAtom);

  const link = (item: { href: string; label: string }) => (
    <HeaderNavLink key={item.href} href={item.href} isCurrent={location === item.href}>
      {item.label}
    </HeaderNavLink>
  );
  const megaMenu = (variant: 'popover' | 'inline') => (
    <MegaMenu key="products" label={copy.products} entries={entries} variant={variant} currentHref={location} />
  );

  const userMenu = user && (
    <Suspense fallback={<span className={styles.UserName}>{user.name || user.email}</span>}>
      <UserMenu user={user} />
    </Suspense>
  );
  // The portal's navigation is for the spec's two groups only; anyone else logged in keeps the
  // public navigation (with their menu, to log out).
  if (user && isPortalUser) {
    const items = [...copy.portalNav, ...(isAdmin ? [copy.adminNav] : [])];
    return (
      <Header
        logo={<Logo />}
        homeLabel={copy.homeLabel}
        nav={items.map(link)}
        isMenuOpen={menuOpen}
        onMenuOpenChange={setMenuOpen}
        actions={userMenu}
      />
    );
  }
  return (
    <Header
      logo={<Logo />}
      homeLabel={copy.homeLabel}
      nav={[megaMenu('popover'), ...copy.publicNav.map(link)]}
      mobileNav={[megaMenu('inline'), ...copy.publicNav.map(link)]}
      isMenuOpen={menuOpen}
      onMenuOpenChange={setMenuOpen}
      actions={
        <>
          {/* While a stored session is refreshed on load, who is logged in is not known: no Login yet. */}
          {userMenu ??
            (!checking && (
              // A plain button: the only action in the first view, so a page loads and hydrates
              // no React Aria for it (it used to be a lazy React Aria Button of its own).
              <NativeButton variant="ghost" size="sm" onPress={() => setLoginModal({ open: true, panel: 'login' })}>
                {copy.login}
              </NativeButton>
            ))}
          <ButtonLink href="/schedule-demo" size="sm">
            {copy.scheduleDemo}
          </ButtonLink>
        </>
      }
    />
  );
}
