export { Footer } from './Footer';
export { FooterLegal } from './FooterLegal';
export type { FooterContact, FooterProps, FooterSocialLink } from './Footer';
export type { FooterLegalProps } from './FooterLegal';
export type { SocialNetwork } from './SocialIcon';
export type { FooterLink } from './types';
