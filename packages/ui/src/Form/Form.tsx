import clsx from 'clsx';
import type { Ref } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import styles from './Form.module.css';

export interface FormProps extends AriaFormProps {
  /**
   * The root element (the `<form>`).
   * @default undefined
   */
  ref?: Ref<HTMLFormElement>;
  /**
   * `aria` marks fields invalid and shows the app's messages without blocking submit, so the
   * app's rules (and its exact messages) stay in charge; `native` lets the browser block.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /**
   * Errors keyed by field `name`, e.g. from the server; shown on the matching fields.
   * @default undefined
   */
  validationErrors?: AriaFormProps['validationErrors'];
  /**
   * Space between stacked fields.
   * @default 'md'
   */
  gap?: 'sm' | 'md' | 'lg';
}

/** A React Aria Form that stacks its fields and actions in one column. */
export function Form({ validationBehavior = 'aria', gap = 'md', className, ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      validationBehavior={validationBehavior}
      data-gap={gap}
      className={clsx(styles.Root, className)}
    />
  );
}
