export * from './Button';
export * from './Form';
export * from './IconButton';
export * from './Link';
export * from './Modal';
export * from './Drawer';
// Both re-export internal/floating's OverlayPlacement: one binding, so no ambiguity for `export *`.
// eslint-disable-next-line import-x/export
export * from './Popover';
// eslint-disable-next-line import-x/export
export * from './Tooltip';
export * from './Accordion';
export * from './Spinner';
export * from './TextField';
export * from './Toast';
export { breakpoints, tokens, tokenVar } from './tokens';
export type { Breakpoint } from './tokens';
export * from './CardForm';
export * from './Chart';
export * from './Checkbox';
export * from './ComboBox';
export * from './Countdown';
export * from './DataTable';
export * from './NativeSelect';
export * from './NumberField';
export * from './OtpInput';
export * from './RadioGroup';
export * from './ReceiptLayout';
export * from './Select';
export * from './Switch';
export * from './TextArea';
export * from './Badge';
export * from './ButtonLink';
export * from './NativeButton';
export * from './Card';
export * from './ClientLogos';
export * from './CookieNotice';
export * from './CtaBand';
export * from './ErrorPage';
export * from './FeatureGrid';
export * from './Footer';
export * from './Header';
export * from './Hero';
export * from './MegaMenu';
export * from './Menu';
export * from './NotFound';
export * from './PlanPicker';
export * from './PreFooter';
export * from './PricingCard';
export * from './ProgressBar';
export * from './Skeleton';
export * from './Steps';
export * from './Tabs';
export * from './Testimonial';
export * from './ThemeProvider';
export * from './Alert';
export * from './Avatar';
export * from './Breadcrumbs';
export * from './DatePicker';
export * from './Timeline';
export * from './FileDropZone';
export * from './NotificationBell';
export * from './Pagination';
export * from './SearchField';
export * from './FilterBar';
export * from './Stat';
export * from './DateRangePicker';
// Routes the components' links on the client: the native links through the library's own
// context, React Aria's (menu items, tabs) through React Aria's RouterProvider, which it renders.
export { RouterProvider } from './internal/router';
export type { RouterProviderProps } from './internal/router';
// React Aria's locale context: it picks the language of the components' built-in strings (and
// React Aria's own number and date formats), for the same one-copy reason.
export { I18nProvider } from 'react-aria-components';
export type { I18nProviderProps } from 'react-aria-components';
