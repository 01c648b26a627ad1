import clsx from 'clsx';
import type { Ref } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import styles from './Tabs.module.css';

export interface TabsProps extends AriaTabsProps {
  /**
   * The root element (the tabs' `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /**
   * Whether the tab list stretches its tabs across the full width.
   * @default false
   */
  isFullWidth?: boolean;
}

/** Switches between panels of related content (React Aria Tabs: arrow keys, Home, End). */
export function Tabs({ isFullWidth = false, className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      data-full-width={isFullWidth || undefined}
      className={composeRenderProps(className, (name) => clsx(styles.Root, name))}
    />
  );
}

export interface TabListProps<T extends object = object> extends AriaTabListProps<T> {
  /**
   * The root element (the tab list's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** The row of tabs; name it with `aria-label` when no heading names the set. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeRenderProps(className, (name) => clsx(styles.List, name))} />;
}

export interface TabProps extends AriaTabProps {
  /**
   * The root element (the tab's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** One tab; its `id` matches the `id` of its TabPanel. */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={composeRenderProps(className, (name) => clsx(styles.Tab, name))} />;
}

export interface TabPanelProps extends AriaTabPanelProps {
  /**
   * The root element (the panel's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** The content shown for the selected tab. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeRenderProps(className, (name) => clsx(styles.Panel, name))} />;
}
