export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export type { OverlayPlacement } from '../internal/floating';
