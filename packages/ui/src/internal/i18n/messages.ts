/**
 * The message catalogue: every string a component shows or announces on its own, in one place.
 * `en-IN` is the source and the fallback; its English must stay exactly as the components have
 * always rendered it (apps and their end-to-end tests read it). `{name}` marks a value the
 * component fills in. Strings are grouped by the component that uses them, one module per group
 * (`groups/`), so a bundler puts each group in the chunk of the components that use it: a group
 * used only by a lazily loaded component does not ride in an app's entry chunk. To add a locale,
 * add it to `locales` (locales.ts) and to every group, with every key of `en-IN` and the same
 * placeholders (messages.test.tsx checks both).
 */
export { fallbackLocale, locales, type Locale, type MessageGroup } from './locales';
export { common } from './groups/common';
export { textField } from './groups/textField';
export { otpInput } from './groups/otpInput';
export { countdown } from './groups/countdown';
export { select } from './groups/select';
export { comboBox } from './groups/comboBox';
export { numberField } from './groups/numberField';
export { toastRegion } from './groups/toastRegion';
export { datePicker } from './groups/datePicker';
export { header } from './groups/header';
export { footer } from './groups/footer';
export { receiptLayout } from './groups/receiptLayout';
export { cardForm } from './groups/cardForm';
export { dataTable } from './groups/dataTable';
export { cookieNotice } from './groups/cookieNotice';
export { breadcrumbs } from './groups/breadcrumbs';
export { timeline } from './groups/timeline';
export { fileDropZone } from './groups/fileDropZone';
export { notificationBell } from './groups/notificationBell';
export { pagination } from './groups/pagination';
export { searchField } from './groups/searchField';
export { filterBar } from './groups/filterBar';
export { stat } from './groups/stat';
export { dateRangePicker } from './groups/dateRangePicker';
