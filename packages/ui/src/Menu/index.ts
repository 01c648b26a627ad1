export { Menu, MenuItem, MenuSeparator } from './Menu';
export type { MenuItemProps, MenuProps, MenuSeparatorProps } from './Menu';
