export { Popover } from './Popover';
export type { PopoverProps } from './Popover';
export type { OverlayPlacement } from '../internal/floating';
