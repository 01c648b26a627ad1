export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { DialogTrigger } from 'react-aria-components';
export type { DialogTriggerProps } from 'react-aria-components';
