export { MegaMenu } from './MegaMenu';
export type { MegaMenuProps } from './MegaMenu';
export { MegaMenuList } from './MegaMenuList';
export type { MegaMenuEntry, MegaMenuListProps } from './MegaMenuList';
