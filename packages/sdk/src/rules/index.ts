export {
  EMAIL_PATTERN,
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
