export { ComboBox, ComboBoxItem } from './ComboBox';
export type { ComboBoxItemProps, ComboBoxOption, ComboBoxProps } from './ComboBox';
