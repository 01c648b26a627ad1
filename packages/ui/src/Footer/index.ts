export { Footer } from './Footer';
export type { FooterContact, FooterLink, FooterProps, FooterSocialLink } from './Footer';
export type { SocialNetwork } from './SocialIcon';
