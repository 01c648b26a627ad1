export { Menu, MenuItem, MenuSeparator } from './Menu';
export type { MenuItemProps, MenuProps } from './Menu';
