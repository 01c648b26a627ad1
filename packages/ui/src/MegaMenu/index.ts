export { MegaMenu } from './MegaMenu';
export type { MegaMenuPlacement, MegaMenuProps } from './MegaMenu';
export { MegaMenuList } from './MegaMenuList';
export type { MegaMenuEntry, MegaMenuListProps } from './MegaMenuList';
