export { FileDropZone } from './FileDropZone';
export type { FileDropZoneProps } from './FileDropZone';
export type { FileRejection, FileRejectionReason } from './checkFiles';
