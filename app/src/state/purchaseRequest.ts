import { MESSAGES } from '@lnf/sdk';
import type { SuccessPage } from './loginModal';

/** Spec section 2: the default text of the success page. */
export const PURCHASE_REQUEST_SUCCESS_PAGE: SuccessPage = {
  showSuccessPage: true,
  showSuccessHeaderText: 'Thank you!',
  showSuccessDescriptionText: MESSAGES.purchaseRequestReceived,
};
