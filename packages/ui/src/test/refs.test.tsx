import { render, screen, waitFor } from '@testing-library/react';
import { createRef, type ReactElement, type RefObject } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  Accordion,
  AccordionItem,
  Alert,
  Avatar,
  Badge,
  Breadcrumb,
  Breadcrumbs,
  Button,
  ButtonLink,
  Card,
  CardForm,
  Checkbox,
  ClientLogos,
  ComboBox,
  ComboBoxItem,
  CookieNotice,
  Countdown,
  CtaBand,
  DataTable,
  Drawer,
  DatePicker,
  ErrorPage,
  FeatureGrid,
  FileDropZone,
  Footer,
  FooterLegal,
  Form,
  Header,
  HeaderNavLink,
  Hero,
  IconButton,
  Link,
  MegaMenu,
  MegaMenuList,
  Menu,
  MenuItem,
  MenuSeparator,
  Modal,
  NotFound,
  NotificationBell,
  NumberField,
  OtpInput,
  PlanPicker,
  Popover,
  PreFooter,
  PricingCard,
  ProgressBar,
  Radio,
  RadioGroup,
  ReceiptLayout,
  Select,
  SelectItem,
  Skeleton,
  Spinner,
  Steps,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Testimonial,
  TextArea,
  Timeline,
  TextField,
  ToastRegion,
  Tooltip,
  type ToastContent,
} from '..';

interface Case {
  name: string;
  /** The root's tag, so a ref that lands on an inner element of the right type still fails. */
  tag: string;
  type: abstract new () => HTMLElement;
  render: (ref: RefObject<never>) => ReactElement;
  /** What a person does first to bring the element into view, e.g. open a list. */
  reveal?: () => Promise<void>;
}

/** Typed per row: the ref handed to the component must fit the element type the row expects. */
function row<E extends HTMLElement>(
  name: string,
  tag: string,
  type: abstract new () => E,
  render: (ref: RefObject<E | null>) => ReactElement,
  reveal?: () => Promise<void>,
): Case {
  return { name, tag, type, render: render as Case['render'], reveal };
}

const entries = [{ href: '/a', heading: 'Alpha', description: 'First entry.', icon: null }];
const toastQueue = new ToastQueue<ToastContent>();
toastQueue.add({ title: 'Saved', tone: 'success' });

const cases: Case[] = [
  row('Accordion', 'div', HTMLDivElement, (ref) => (
    <Accordion ref={ref}>
      <AccordionItem id="a" title="First">
        One
      </AccordionItem>
    </Accordion>
  )),
  row('AccordionItem', 'div', HTMLDivElement, (ref) => (
    <Accordion>
      <AccordionItem ref={ref} id="a" title="First">
        One
      </AccordionItem>
    </Accordion>
  )),
  row('Drawer', 'div', HTMLDivElement, (ref) => (
    <Drawer ref={ref} title="Filters" isOpen>
      Body
    </Drawer>
  )),
  row('Popover', 'div', HTMLDivElement, (ref) => (
    <Popover ref={ref} title="Options" trigger={<button type="button">Options</button>} defaultOpen>
      Body
    </Popover>
  )),
  row('Tooltip', 'div', HTMLDivElement, (ref) => (
    <Tooltip ref={ref} content="Describes the button" defaultOpen>
      <button type="button">Help</button>
    </Tooltip>
  )),
  row('Alert', 'div', HTMLDivElement, (ref) => <Alert ref={ref} title="Saved" />),
  row('Avatar', 'span', HTMLSpanElement, (ref) => <Avatar ref={ref} name="Ada Lovelace" />),
  row('Badge', 'span', HTMLSpanElement, (ref) => <Badge ref={ref}>New</Badge>),
  row('Breadcrumbs', 'nav', HTMLElement, (ref) => (
    <Breadcrumbs ref={ref}>
      <Breadcrumb href="/">Home</Breadcrumb>
      <Breadcrumb>Page</Breadcrumb>
    </Breadcrumbs>
  )),
  row('Breadcrumb', 'li', HTMLLIElement, (ref) => (
    <Breadcrumbs>
      <Breadcrumb ref={ref} href="/">
        Home
      </Breadcrumb>
      <Breadcrumb>Page</Breadcrumb>
    </Breadcrumbs>
  )),
  row('Button', 'button', HTMLButtonElement, (ref) => <Button ref={ref}>Save</Button>),
  row('ButtonLink', 'a', HTMLAnchorElement, (ref) => (
    <ButtonLink ref={ref} href="/start">
      Start
    </ButtonLink>
  )),
  row('Card', 'article', HTMLElement, (ref) => (
    <Card ref={ref} as="article">
      Body
    </Card>
  )),
  row('CardForm', 'form', HTMLFormElement, (ref) => <CardForm ref={ref} onSubmit={() => {}} />),
  row('Checkbox', 'div', HTMLDivElement, (ref) => <Checkbox ref={ref} label="Agree" />),
  row('ClientLogos', 'section', HTMLElement, (ref) => <ClientLogos ref={ref} heading="Clients" logos={[]} />),
  row('ComboBox', 'div', HTMLDivElement, (ref) => (
    <ComboBox ref={ref} label="Fruit" items={[{ id: 'apple', label: 'Apple' }]} />
  )),
  row(
    'ComboBoxItem',
    'div',
    HTMLDivElement,
    (ref) => (
      <ComboBox label="Fruit">
        <ComboBoxItem ref={ref} id="apple">
          Apple
        </ComboBoxItem>
      </ComboBox>
    ),
    () => userEvent.click(screen.getByRole('button', { name: /Show suggestions/ })),
  ),
  row('CookieNotice', 'section', HTMLElement, (ref) => (
    <CookieNotice ref={ref} aria-label="Cookies" cookieName={`refs-test-${Date.now()}`}>
      We use cookies.
    </CookieNotice>
  )),
  row('Countdown', 'div', HTMLDivElement, (ref) => <Countdown ref={ref} seconds={60} />),
  row('CtaBand', 'section', HTMLElement, (ref) => <CtaBand ref={ref} heading="Start today" />),
  row('DataTable', 'div', HTMLDivElement, (ref) => (
    <DataTable
      ref={ref}
      aria-label="People"
      columns={[{ id: 'name', name: 'Name', isRowHeader: true }]}
      rows={[{ id: 1, name: 'Ada' }]}
    />
  )),
  row('DatePicker', 'div', HTMLDivElement, (ref) => <DatePicker ref={ref} label="Start date" />),
  row('ErrorPage', 'section', HTMLElement, (ref) => (
    <ErrorPage ref={ref} message="Something went wrong" homeLabel="Home" />
  )),
  row('FeatureGrid', 'section', HTMLElement, (ref) => <FeatureGrid ref={ref} heading="Features" items={[]} />),
  row('Footer', 'footer', HTMLElement, (ref) => (
    <Footer ref={ref} blurb="Tools for teams." copyrightYear={2026} legalName="Acme" />
  )),
  row('FooterLegal', 'div', HTMLDivElement, (ref) => <FooterLegal ref={ref} copyrightYear={2026} legalName="Acme" />),
  row('Form', 'form', HTMLFormElement, (ref) => <Form ref={ref} aria-label="Details" />),
  row('Header', 'header', HTMLElement, (ref) => <Header ref={ref} logo="Acme" homeLabel="Acme home" />),
  row('HeaderNavLink', 'a', HTMLAnchorElement, (ref) => (
    <HeaderNavLink ref={ref} href="/about">
      About
    </HeaderNavLink>
  )),
  row('Hero', 'section', HTMLElement, (ref) => <Hero ref={ref} heading="Welcome" />),
  row('IconButton', 'button', HTMLButtonElement, (ref) => (
    <IconButton ref={ref} aria-label="Close">
      x
    </IconButton>
  )),
  row('Link', 'a', HTMLAnchorElement, (ref) => (
    <Link ref={ref} href="/terms">
      Terms
    </Link>
  )),
  row('MegaMenu', 'div', HTMLDivElement, (ref) => <MegaMenu ref={ref} label="Products" entries={entries} />),
  row('MegaMenuList', 'ul', HTMLUListElement, (ref) => <MegaMenuList ref={ref} entries={entries} />),
  row('MenuItem', 'div', HTMLDivElement, (ref) => (
    <Menu label="Actions" defaultOpen>
      <MenuItem ref={ref}>Edit</MenuItem>
    </Menu>
  )),
  row('MenuSeparator', 'div', HTMLElement, (ref) => (
    <Menu label="Actions" defaultOpen>
      <MenuItem>Edit</MenuItem>
      <MenuSeparator ref={ref} />
      <MenuItem>Delete</MenuItem>
    </Menu>
  )),
  row('Modal', 'div', HTMLDivElement, (ref) => (
    <Modal ref={ref} title="Confirm" isOpen>
      Sure?
    </Modal>
  )),
  row('NotFound', 'section', HTMLElement, (ref) => (
    <NotFound ref={ref} heading="Not found" description="No such page." homeLabel="Home" />
  )),
  row('NumberField', 'div', HTMLDivElement, (ref) => <NumberField ref={ref} label="Seats" />),
  row('OtpInput', 'div', HTMLDivElement, (ref) => <OtpInput ref={ref} label="Code" />),
  row('PlanPicker', 'div', HTMLDivElement, (ref) => (
    <PlanPicker ref={ref} aria-label="Billing period" periods={[{ id: 'm', label: 'Monthly' }]}>
      Plans
    </PlanPicker>
  )),
  row('PreFooter', 'section', HTMLElement, (ref) => <PreFooter ref={ref} heading="Talk to us" />),
  row('PricingCard', 'article', HTMLElement, (ref) => (
    <PricingCard ref={ref} name="Basic" price={10} periodLabel="/month" ctaLabel="Choose" />
  )),
  row('ProgressBar', 'div', HTMLDivElement, (ref) => <ProgressBar ref={ref} isActive delay={0} />),
  row('Radio', 'div', HTMLDivElement, (ref) => (
    <RadioGroup label="Size">
      <Radio ref={ref} value="s">
        Small
      </Radio>
    </RadioGroup>
  )),
  row('RadioGroup', 'div', HTMLDivElement, (ref) => (
    <RadioGroup ref={ref} label="Size">
      <Radio value="s">Small</Radio>
    </RadioGroup>
  )),
  row('ReceiptLayout', 'article', HTMLElement, (ref) => <ReceiptLayout ref={ref} />),
  row('Select', 'div', HTMLDivElement, (ref) => (
    <Select ref={ref} label="Fruit" items={[{ id: 'apple', label: 'Apple' }]} />
  )),
  row('SelectItem', 'div', HTMLDivElement, (ref) => (
    <Select label="Fruit" defaultOpen>
      <SelectItem ref={ref} id="apple">
        Apple
      </SelectItem>
    </Select>
  )),
  row('Skeleton', 'span', HTMLSpanElement, (ref) => <Skeleton ref={ref} />),
  row('Spinner', 'span', HTMLSpanElement, (ref) => <Spinner ref={ref} label="Loading" />),
  row('Steps', 'section', HTMLElement, (ref) => <Steps ref={ref} heading="How it works" items={[]} />),
  row('Switch', 'div', HTMLDivElement, (ref) => <Switch ref={ref} label="Alerts" />),
  ...(['Tabs', 'TabList', 'Tab', 'TabPanel'] as const).map((part) =>
    row(part, 'div', HTMLDivElement, (ref) => (
      <Tabs ref={part === 'Tabs' ? ref : undefined}>
        <TabList ref={part === 'TabList' ? ref : undefined} aria-label="Sections">
          <Tab ref={part === 'Tab' ? ref : undefined} id="one">
            One
          </Tab>
        </TabList>
        <TabPanel ref={part === 'TabPanel' ? ref : undefined} id="one">
          First
        </TabPanel>
      </Tabs>
    )),
  ),
  row('Testimonial', 'figure', HTMLElement, (ref) => <Testimonial ref={ref} quote="Great." name="Ada" />),
  row('TextArea', 'div', HTMLDivElement, (ref) => <TextArea ref={ref} label="Notes" />),
  row('TextField', 'div', HTMLDivElement, (ref) => <TextField ref={ref} label="Name" />),
  row('ToastRegion', 'div', HTMLDivElement, (ref) => <ToastRegion ref={ref} queue={toastQueue} />),
  row('Timeline', 'div', HTMLDivElement, (ref) => <Timeline ref={ref} aria-label="Conversation" items={[]} />),
  row('FileDropZone', 'div', HTMLDivElement, (ref) => <FileDropZone ref={ref} label="Attachments" />),
  row('NotificationBell', 'button', HTMLButtonElement, (ref) => <NotificationBell ref={ref} notifications={[]} />),
];

describe('refs', () => {
  it.each(cases)('$name hands its root element to ref', async ({ tag, type, render: element, reveal }) => {
    const ref = createRef<never>() as RefObject<HTMLElement | null>;
    const { unmount } = render(element(ref as RefObject<never>));
    await reveal?.();
    await waitFor(() => expect(ref.current).toBeInstanceOf(type));
    expect(ref.current?.localName).toBe(tag);
    expect(ref.current?.isConnected).toBe(true);
    unmount();
    expect(ref.current).toBeNull();
  });
});
