export { Footer, FooterLegal } from './Footer';
export type { FooterContact, FooterLegalProps, FooterLink, FooterProps, FooterSocialLink } from './Footer';
export type { SocialNetwork } from './SocialIcon';
