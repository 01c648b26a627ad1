export { Footer } from './Footer';
export { FooterLegal } from './FooterLegal';
export type { FooterContact, FooterLink, FooterProps, FooterSocialLink } from './Footer';
export type { FooterLegalProps } from './FooterLegal';
export type { SocialNetwork } from './SocialIcon';
