import clsx from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { ButtonProps } from '../Button/Button';
import styles from '../Button/Button.module.css';
import { ButtonContent } from '../Button/ButtonContent';

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'disabled'> {
  /**
   * The root element (the `<button>`).
   * @default undefined
   */
  ref?: Ref<HTMLButtonElement>;
  /** The visible label. */
  children: ReactNode;
  /**
   * Button's variants.
   * @default 'primary'
   */
  variant?: ButtonProps['variant'];
  /**
   * Height and padding, as Button's.
   * @default 'md'
   */
  size?: ButtonProps['size'];
  /**
   * An icon before the label (decorative; the label names the button).
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Not pressable and styled as disabled (the native `disabled`: it also leaves the tab order).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Called when the button is activated: a click, a tap, Enter or Space (the browser's own click).
   * @default undefined
   */
  onPress?: () => void;
}

/**
 * Button's look on a plain `<button type="button">`, without React Aria: for a first view that
 * hydrates, where activating is all the control does (the site header's Login), so the page loads
 * none of React Aria for it. The browser's `:hover`, `:active` and `:focus-visible` draw its states.
 * It has no pending state and does not plug into React Aria's triggers (DialogTrigger, MenuTrigger):
 * use Button for those.
 */
export function NativeButton({
  variant = 'primary',
  size = 'md',
  icon,
  isDisabled = false,
  onPress,
  onClick,
  type = 'button',
  className,
  children,
  ...props
}: NativeButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      data-variant={variant}
      data-size={size}
      className={clsx(styles.Root, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onPress?.();
      }}
    >
      <ButtonContent icon={icon}>{children}</ButtonContent>
    </button>
  );
}
