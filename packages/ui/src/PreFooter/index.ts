export { PreFooter } from './PreFooter';
export type { PreFooterLink, PreFooterProps } from './PreFooter';
