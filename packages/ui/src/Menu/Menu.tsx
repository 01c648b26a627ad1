import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { AriaRouter } from '../internal/AriaRouter';
import styles from './Menu.module.css';

export interface MenuProps<T extends object = object>
  extends
    Omit<AriaMenuProps<T>, 'className' | 'style'>,
    Pick<MenuTriggerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  /** What the trigger button shows, e.g. the user's name; it also names the menu. */
  label: ReactNode;
  /**
   * Before the label, e.g. an avatar or a user icon (decorative).
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Where the menu opens relative to the trigger.
   * @default 'bottom end'
   */
  placement?: PopoverProps['placement'];
  /**
   * Whether the trigger is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Class on the trigger button.
   * @default undefined
   */
  className?: string;
}

/**
 * A button that opens a menu of actions, e.g. the header's user-name menu with Logout.
 * Arrow keys move between items, typing jumps to one, Escape closes and returns focus.
 */
export function Menu<T extends object>({
  label,
  icon,
  placement = 'bottom end',
  isDisabled = false,
  isOpen,
  defaultOpen,
  onOpenChange,
  trigger,
  className,
  ...props
}: MenuProps<T>) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange} trigger={trigger}>
      <AriaButton isDisabled={isDisabled} className={clsx(styles.Trigger, className)}>
        {icon && (
          <span className={styles.TriggerIcon} aria-hidden>
            {icon}
          </span>
        )}
        <span className={styles.TriggerLabel}>{label}</span>
        <ChevronDown className={styles.Chevron} aria-hidden />
      </AriaButton>
      <Popover placement={placement} offset={6} className={styles.Popover}>
        <AriaRouter>
          <AriaMenu {...props} className={styles.Menu} />
        </AriaRouter>
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps<T extends object = object> extends AriaMenuItemProps<T> {
  /**
   * The root element (the item's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /**
   * An icon before the text (decorative).
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * `danger` for destructive actions.
   * @default 'default'
   */
  tone?: 'default' | 'danger';
}

/** One action in a Menu; with `href` it renders a real link. */
export function MenuItem<T extends object>({
  icon,
  tone = 'default',
  className,
  children,
  ...props
}: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      data-tone={tone}
      className={composeRenderProps(className, (name) => clsx(styles.Item, name))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {icon && (
            <span className={styles.ItemIcon} aria-hidden>
              {icon}
            </span>
          )}
          <span className={styles.ItemLabel}>{content}</span>
        </>
      ))}
    </AriaMenuItem>
  );
}

export interface MenuSeparatorProps {
  /**
   * The root element (the separator).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/** A line between groups of items. */
export function MenuSeparator({ ref }: MenuSeparatorProps) {
  return <Separator ref={ref} className={styles.Separator} />;
}
