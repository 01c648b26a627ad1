import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { Link, useLocation } from 'wouter';
import { Button } from '@lnf/ui';
import { loginModalAtom } from '../state/loginModal';
import { useAuth } from '../state/auth';
import { TIMINGS } from '../lib/timings';
import { Logo } from './Logo';
import styles from './SiteHeader.module.css';

const publicNav = [
  { href: '/lnf-people-360', label: 'Products' },
  { href: '/our-plans', label: 'Pricing' },
  { href: '/lnf-technology', label: 'Technology' },
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact Us' },
];

/** Sticky header; gains a shadow once the page scrolls past 50 px (spec section 2). */
export function SiteHeader() {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [location, navigate] = useLocation();
  const { user, logout, isAdmin } = useAuth();
  const openLogin = useSetAtom(loginModalAtom);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > TIMINGS.headerShadowScrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => setMenuOpen(false), [location]);

  const nav = user
    ? [
        { href: '/dashboard', label: 'Dashboard' },
        { href: '/our-plans', label: 'Our Plans' },
        ...(isAdmin ? [{ href: '/audit-logs', label: 'Audit logs' }] : []),
      ]
    : publicNav;

  return (
    <header className={styles.Root} data-scrolled={scrolled || undefined}>
      <div className={styles.Inner}>
        <Link href="/" className={styles.Logo} aria-label="LNF home">
          <Logo />
        </Link>
        <button
          type="button"
          className={styles.Toggle}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          Menu
        </button>
        <nav id="site-nav" aria-label="Main" className={styles.Nav} data-open={menuOpen || undefined}>
          <ul className={styles.List}>
            {nav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={styles.NavLink} aria-current={location === item.href ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.Actions}>
            {user ? (
              <>
                <span className={styles.UserName}>{user.name || user.email}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={async () => {
                    await logout();
                    navigate('/');
                  }}
                >
                  Logout
                </Button>
              </>
            ) : (
              <>
                <Button variant="ghost" size="sm" onPress={() => openLogin({ open: true, panel: 'login' })}>
                  Login
                </Button>
                <Link href="/schedule-demo" className={styles.Cta}>
                  Schedule Demo
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
