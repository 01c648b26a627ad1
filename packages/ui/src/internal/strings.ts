/**
 * The built-in visible and accessible strings of Tooltip, Popover, Drawer and Accordion, in one
 * place until every component's strings move into the message catalogue. Each one is also a prop,
 * so an app can pass its own text today.
 */
export const builtInStrings = {
  /** The Drawer's close button. */
  close: 'Close',
} as const;
