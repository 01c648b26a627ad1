export {
  CARD_NUMBER_PATTERN,
  EMAIL_PATTERN,
  EXPIRY_PATTERN,
  expiryNotPast,
  luhn,
  PHONE_PATTERN,
  pickRules,
  URL_PATTERN,
  validate,
  validateField,
  type FieldErrors,
  type FormRules,
  type FormValues,
  type Rule,
  type ValidateOptions,
} from './engine';
export { RULES, type FormName } from './forms';
