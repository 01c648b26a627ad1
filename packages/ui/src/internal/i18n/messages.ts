/**
 * The message catalogue: every string a component shows or announces on its own, in one place.
 * `en-IN` is the source and the fallback; the English must stay exactly as the components have
 * always rendered it (apps and their end-to-end tests read it). `{name}` marks a value the
 * component fills in. To add a locale, add a dictionary with every key of `en-IN` and the same
 * placeholders, and list it in `catalogue`.
 */
export const enIN = {
  close: 'Close',
  dismiss: 'Dismiss',
  loading: 'Loading',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  otpCell: 'Digit {index} of {count}',
  codeExpiresIn: 'Code expires in',
  codeExpired: 'Code expired',
  minuteRemaining: '{minutes} minute remaining',
  minutesRemaining: '{minutes} minutes remaining',
  secondsRemaining: '{seconds} seconds remaining',
  selectPlaceholder: 'Select an item',
  noMatches: 'No matches',
  showSuggestions: 'Show suggestions',
  mainNavigation: 'Main',
  menu: 'Menu',
  allRightsReserved: 'All rights reserved.',
  legal: 'Legal',
  quickLinks: 'Quick links',
  reachUs: 'Reach Us',
  socialMedia: 'Social media',
  more: 'more...',
  receipt: 'Receipt',
  none: 'None.',
  noRecords: 'No records found',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  pageOf: 'Page {page} of {pages}',
  gotIt: 'Got it!',
  breadcrumbs: 'Breadcrumbs',
  pay: 'Pay',
  cardDetails: 'Card details',
  cardNumber: 'Card number',
  cardHolderName: 'Card holder name',
  cardExpiry: 'Expiry (MM/YY)',
  cvv: 'CVV',
  cardNumberRequired: 'Card number is required.',
  cardNumberInvalid: 'Enter a valid card number.',
  cardHolderNameRequired: 'Card holder name is required.',
  expiryRequired: 'Expiry date is required.',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expiryPast: 'This card has expired.',
  cvvRequired: 'CVV is required.',
  cvvInvalid: 'CVV must be 3 or 4 digits.',
} as const;

/** A key of the catalogue. */
export type MessageKey = keyof typeof enIN;

/** One locale's strings: every key, each with the same placeholders as `en-IN`. */
export type Messages = Record<MessageKey, string>;

export const hi: Messages = {
  close: 'बंद करें',
  dismiss: 'हटाएँ',
  loading: 'लोड हो रहा है',
  showPassword: 'पासवर्ड दिखाएँ',
  hidePassword: 'पासवर्ड छिपाएँ',
  otpCell: '{count} में से अंक {index}',
  codeExpiresIn: 'कोड समाप्त होने में',
  codeExpired: 'कोड समाप्त हो गया',
  minuteRemaining: '{minutes} मिनट शेष',
  minutesRemaining: '{minutes} मिनट शेष',
  secondsRemaining: '{seconds} सेकंड शेष',
  selectPlaceholder: 'कोई विकल्प चुनें',
  noMatches: 'कोई मेल नहीं मिला',
  showSuggestions: 'सुझाव दिखाएँ',
  mainNavigation: 'मुख्य',
  menu: 'मेनू',
  allRightsReserved: 'सर्वाधिकार सुरक्षित।',
  legal: 'कानूनी',
  quickLinks: 'त्वरित लिंक',
  reachUs: 'संपर्क करें',
  socialMedia: 'सोशल मीडिया',
  more: 'और पढ़ें...',
  receipt: 'रसीद',
  none: 'कोई नहीं।',
  noRecords: 'कोई रिकॉर्ड नहीं मिला',
  previous: 'पिछला',
  next: 'अगला',
  pagination: 'पृष्ठ क्रमांकन',
  pageOf: '{pages} में से पृष्ठ {page}',
  gotIt: 'ठीक है!',
  breadcrumbs: 'ब्रेडक्रंब',
  pay: 'भुगतान करें',
  cardDetails: 'कार्ड विवरण',
  cardNumber: 'कार्ड नंबर',
  cardHolderName: 'कार्डधारक का नाम',
  cardExpiry: 'समाप्ति (MM/YY)',
  cvv: 'CVV',
  cardNumberRequired: 'कार्ड नंबर आवश्यक है।',
  cardNumberInvalid: 'मान्य कार्ड नंबर दर्ज करें।',
  cardHolderNameRequired: 'कार्डधारक का नाम आवश्यक है।',
  expiryRequired: 'समाप्ति तिथि आवश्यक है।',
  expiryInvalid: 'समाप्ति तिथि MM/YY के रूप में दर्ज करें।',
  expiryPast: 'इस कार्ड की अवधि समाप्त हो चुकी है।',
  cvvRequired: 'CVV आवश्यक है।',
  cvvInvalid: 'CVV 3 या 4 अंकों का होना चाहिए।',
};

/** Locale tag → strings. A locale is found by exact tag, then by language ('hi-IN' → `hi`). */
export const catalogue: Record<string, Messages> = { 'en-IN': enIN, hi };

/** The locale whose strings stand in when nothing matches. */
export const fallbackLocale = 'en-IN';
