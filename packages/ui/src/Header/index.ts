export { Header } from './Header';
export type { HeaderProps } from './Header';
export { HeaderNavLink } from './HeaderNavLink';
export type { HeaderNavLinkProps } from './HeaderNavLink';
