export { Accordion, AccordionItem } from './Accordion';
export type { AccordionItemProps, AccordionProps } from './Accordion';
