export { Timeline } from './Timeline';
export type { TimelineAttachment, TimelineItem, TimelineProps, TimelineVariant } from './Timeline';
