export { CardForm } from './CardForm';
export type { CardFormProps } from './CardForm';
export {
  CARD_NUMBER_MAX,
  CARD_NUMBER_MIN,
  cardFormMessages,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  isExpiryInFuture,
  isValidCardNumber,
  isValidCvv,
  luhn,
  parseExpiry,
  validateCard,
} from './validation';
export type { CardDetails, CardFormErrors, CardFormMessages } from './validation';
