import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { createContext, useContext, type ReactNode, type Ref } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  composeRenderProps,
  type DisclosureGroupProps,
  type DisclosureProps,
} from 'react-aria-components';
import styles from './Accordion.module.css';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The heading level an Accordion hands to its items. */
const AccordionContext = createContext<{ headingLevel: HeadingLevel }>({ headingLevel: 3 });

export interface AccordionProps extends Omit<DisclosureGroupProps, 'children' | 'style'> {
  /**
   * The root element (the group's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The AccordionItems. */
  children: ReactNode;
  /**
   * Level of every item's heading, so the accordion fits the page's outline (an accordion under an
   * `h2` takes `h3` headings).
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /**
   * Whether more than one item can be open at a time.
   * @default false
   */
  allowsMultipleExpanded?: boolean;
  /**
   * The ids of the open items (controlled).
   * @default undefined
   */
  expandedKeys?: DisclosureGroupProps['expandedKeys'];
  /**
   * The ids of the items open at first (uncontrolled).
   * @default undefined
   */
  defaultExpandedKeys?: DisclosureGroupProps['defaultExpandedKeys'];
  /**
   * Called with the ids of the open items when one opens or closes.
   * @default undefined
   */
  onExpandedChange?: DisclosureGroupProps['onExpandedChange'];
  /**
   * Whether every item is disabled.
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * A stack of sections that open and close under their headings (React Aria's DisclosureGroup).
 * One item open at a time unless `allowsMultipleExpanded`; works controlled with `expandedKeys`.
 */
export function Accordion({ headingLevel = 3, className, children, ...props }: AccordionProps) {
  return (
    <AccordionContext.Provider value={{ headingLevel }}>
      <DisclosureGroup {...props} className={composeRenderProps(className, (name) => clsx(styles.Root, name))}>
        {children}
      </DisclosureGroup>
    </AccordionContext.Provider>
  );
}

export interface AccordionItemProps extends Omit<DisclosureProps, 'children' | 'style'> {
  /**
   * The root element (the item's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Names the item in the Accordion's `expandedKeys`. */
  id: NonNullable<DisclosureProps['id']>;
  /** The heading's text; it is also the button that opens and closes the item. */
  title: ReactNode;
  /** The content shown when the item is open. */
  children: ReactNode;
  /**
   * Level of this item's heading; by default the Accordion's `headingLevel`.
   * @default undefined
   */
  headingLevel?: HeadingLevel;
  /**
   * Whether this item cannot be opened or closed.
   * @default false
   */
  isDisabled?: boolean;
}

/** One section of an Accordion: a heading with a button, and a panel the button shows and hides. */
export function AccordionItem({ title, children, headingLevel, className, ...props }: AccordionItemProps) {
  const group = useContext(AccordionContext);
  return (
    <Disclosure {...props} className={composeRenderProps(className, (name) => clsx(styles.Item, name))}>
      <Heading level={headingLevel ?? group.headingLevel} className={styles.Heading}>
        <AriaButton slot="trigger" className={styles.Trigger}>
          <span className={styles.Title}>{title}</span>
          <ChevronDown className={styles.Chevron} aria-hidden />
        </AriaButton>
      </Heading>
      <DisclosurePanel className={styles.Panel}>
        <div className={styles.PanelContent}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
