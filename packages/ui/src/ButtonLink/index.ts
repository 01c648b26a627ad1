export { ButtonLink } from './ButtonLink';
export type { ButtonLinkProps } from './ButtonLink';
