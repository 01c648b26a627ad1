export { NativeButton } from './NativeButton';
export type { NativeButtonProps } from './NativeButton';
