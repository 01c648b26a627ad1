/**
 * The message catalogue: every string a component shows or announces on its own, in one file.
 * `en-IN` is the source and the fallback; its English must stay exactly as the components have
 * always rendered it (apps and their end-to-end tests read it). `{name}` marks a value the
 * component fills in. Strings are grouped by the component that uses them, so a bundler keeps
 * only the groups an app imports. To add a locale, add it to `locales` and to every group, with
 * every key of `en-IN` and the same placeholders (messages.test.tsx checks both).
 */
export const locales = ['en-IN', 'hi'] as const;

/** A locale tag of the catalogue. */
export type Locale = (typeof locales)[number];

/** One group: the same keys in every locale. */
export type MessageGroup = Record<Locale, Record<string, string>>;

/** Locale tag `en-IN` stands in when nothing matches. */
export const fallbackLocale: Locale = 'en-IN';

export const common = {
  'en-IN': { close: 'Close', dismiss: 'Dismiss', loading: 'Loading' },
  hi: { close: 'बंद करें', dismiss: 'हटाएँ', loading: 'लोड हो रहा है' },
} satisfies MessageGroup;

export const textField = {
  'en-IN': { showPassword: 'Show password', hidePassword: 'Hide password' },
  hi: { showPassword: 'पासवर्ड दिखाएँ', hidePassword: 'पासवर्ड छिपाएँ' },
} satisfies MessageGroup;

export const otpInput = {
  'en-IN': { cell: 'Digit {index} of {count}' },
  hi: { cell: '{count} में से अंक {index}' },
} satisfies MessageGroup;

export const countdown = {
  'en-IN': {
    label: 'Code expires in',
    ended: 'Code expired',
    minute: '{minutes} minute remaining',
    minutes: '{minutes} minutes remaining',
    seconds: '{seconds} seconds remaining',
  },
  hi: {
    label: 'कोड समाप्त होने में',
    ended: 'कोड समाप्त हो गया',
    minute: '{minutes} मिनट शेष',
    minutes: '{minutes} मिनट शेष',
    seconds: '{seconds} सेकंड शेष',
  },
} satisfies MessageGroup;

export const select = {
  'en-IN': { placeholder: 'Select an item' },
  hi: { placeholder: 'कोई विकल्प चुनें' },
} satisfies MessageGroup;

export const comboBox = {
  'en-IN': { empty: 'No matches', trigger: 'Show suggestions', list: 'Suggestions' },
  hi: { empty: 'कोई मेल नहीं मिला', trigger: 'सुझाव दिखाएँ', list: 'सुझाव' },
} satisfies MessageGroup;

/** React Aria's own NumberField strings, which it has no Hindi for; the same English as React Aria's. */
export const numberField = {
  'en-IN': {
    increase: 'Increase',
    decrease: 'Decrease',
    increaseField: 'Increase {label}',
    decreaseField: 'Decrease {label}',
    role: 'Number field',
  },
  hi: {
    increase: 'बढ़ाएँ',
    decrease: 'घटाएँ',
    increaseField: '{label} बढ़ाएँ',
    decreaseField: '{label} घटाएँ',
    role: 'संख्या फ़ील्ड',
  },
} satisfies MessageGroup;

/** The toast region's name, React Aria's own (it has no Hindi): the count of toasts showing. */
export const toastRegion = {
  'en-IN': { one: '{count} notification.', other: '{count} notifications.' },
  hi: { one: '{count} सूचना।', other: '{count} सूचनाएँ।' },
} satisfies MessageGroup;

export const datePicker = {
  'en-IN': { calendar: 'Calendar', previous: 'Previous', next: 'Next' },
  hi: { calendar: 'कैलेंडर', previous: 'पिछला महीना', next: 'अगला महीना' },
} satisfies MessageGroup;

export const header = {
  'en-IN': { nav: 'Main', menu: 'Menu' },
  hi: { nav: 'मुख्य', menu: 'मेनू' },
} satisfies MessageGroup;

export const footer = {
  'en-IN': {
    rights: 'All rights reserved.',
    legal: 'Legal',
    quickLinks: 'Quick links',
    reachUs: 'Reach Us',
    social: 'Social media',
    more: 'more...',
  },
  hi: {
    rights: 'सर्वाधिकार सुरक्षित।',
    legal: 'कानूनी',
    quickLinks: 'त्वरित लिंक',
    reachUs: 'संपर्क करें',
    social: 'सोशल मीडिया',
    more: 'और पढ़ें...',
  },
} satisfies MessageGroup;

export const receiptLayout = {
  'en-IN': { title: 'Receipt', none: 'None.' },
  hi: { title: 'रसीद', none: 'कोई नहीं।' },
} satisfies MessageGroup;

export const cardForm = {
  'en-IN': {
    submit: 'Pay',
    form: 'Card details',
    cardNumber: 'Card number',
    cardHolderName: 'Card holder name',
    expiry: 'Expiry (MM/YY)',
    cvv: 'CVV',
    cardNumberRequired: 'Card number is required.',
    cardNumberInvalid: 'Enter a valid card number.',
    cardHolderNameRequired: 'Card holder name is required.',
    expiryRequired: 'Expiry date is required.',
    expiryInvalid: 'Enter the expiry date as MM/YY.',
    expiryPast: 'This card has expired.',
    cvvRequired: 'CVV is required.',
    cvvInvalid: 'CVV must be 3 or 4 digits.',
  },
  hi: {
    submit: 'भुगतान करें',
    form: 'कार्ड विवरण',
    cardNumber: 'कार्ड नंबर',
    cardHolderName: 'कार्डधारक का नाम',
    expiry: 'समाप्ति (MM/YY)',
    cvv: 'CVV',
    cardNumberRequired: 'कार्ड नंबर आवश्यक है।',
    cardNumberInvalid: 'मान्य कार्ड नंबर दर्ज करें।',
    cardHolderNameRequired: 'कार्डधारक का नाम आवश्यक है।',
    expiryRequired: 'समाप्ति तिथि आवश्यक है।',
    expiryInvalid: 'समाप्ति तिथि MM/YY के रूप में दर्ज करें।',
    expiryPast: 'इस कार्ड की अवधि समाप्त हो चुकी है।',
    cvvRequired: 'CVV आवश्यक है।',
    cvvInvalid: 'CVV 3 या 4 अंकों का होना चाहिए।',
  },
} satisfies MessageGroup;

export const dataTable = {
  'en-IN': {
    empty: 'No records found',
    previous: 'Previous',
    next: 'Next',
    pagination: 'Pagination',
    page: 'Page {page} of {pages}',
  },
  hi: {
    empty: 'कोई रिकॉर्ड नहीं मिला',
    previous: 'पिछला',
    next: 'अगला',
    pagination: 'पृष्ठ क्रमांकन',
    page: '{pages} में से पृष्ठ {page}',
  },
} satisfies MessageGroup;

export const cookieNotice = {
  'en-IN': { accept: 'Got it!' },
  hi: { accept: 'ठीक है!' },
} satisfies MessageGroup;

export const breadcrumbs = {
  'en-IN': { label: 'Breadcrumbs' },
  hi: { label: 'ब्रेडक्रंब' },
} satisfies MessageGroup;

export const timeline = {
  'en-IN': {
    empty: 'No messages yet.',
    internalNote: 'Internal note',
    attachments: 'Attachments',
    newTab: '(opens in a new tab)',
  },
  hi: {
    empty: 'अभी कोई संदेश नहीं।',
    internalNote: 'आंतरिक नोट',
    attachments: 'संलग्नक',
    newTab: '(नए टैब में खुलता है)',
  },
} satisfies MessageGroup;

export const fileDropZone = {
  'en-IN': {
    choose: 'Choose files',
    chooseOne: 'Choose a file',
    dropHere: 'Drag files here or',
    dropHereOne: 'Drag a file here or',
    dropZone: 'Drop files',
    files: 'Chosen files',
    remove: 'Remove {name}',
    type: '{name} was not added: this type of file is not accepted.',
    size: '{name} was not added: it is larger than {max}.',
    count: '{name} was not added: only one file can be chosen.',
  },
  hi: {
    choose: 'फ़ाइलें चुनें',
    chooseOne: 'फ़ाइल चुनें',
    dropHere: 'फ़ाइलें यहाँ खींचें या',
    dropHereOne: 'फ़ाइल यहाँ खींचें या',
    dropZone: 'फ़ाइलें छोड़ें',
    files: 'चुनी गई फ़ाइलें',
    remove: '{name} हटाएँ',
    type: '{name} नहीं जोड़ी गई: इस प्रकार की फ़ाइल स्वीकार नहीं है।',
    size: '{name} नहीं जोड़ी गई: यह {max} से बड़ी है।',
    count: '{name} नहीं जोड़ी गई: केवल एक फ़ाइल चुनी जा सकती है।',
  },
} satisfies MessageGroup;

export const notificationBell = {
  'en-IN': {
    label: 'Notifications',
    labelUnread: 'Notifications, {count} unread',
    title: 'Notifications',
    unread: 'Unread',
    markAllRead: 'Mark all as read',
    empty: "You're all caught up",
    loading: 'Loading notifications',
  },
  hi: {
    label: 'सूचनाएँ',
    labelUnread: 'सूचनाएँ, {count} अपठित',
    title: 'सूचनाएँ',
    unread: 'अपठित',
    markAllRead: 'सभी को पढ़ा हुआ चिह्नित करें',
    empty: 'आपने सब कुछ देख लिया है',
    loading: 'सूचनाएँ लोड हो रही हैं',
  },
} satisfies MessageGroup;
