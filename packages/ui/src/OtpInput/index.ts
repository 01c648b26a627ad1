export { OTP_LENGTH, OtpInput } from './OtpInput';
export type { OtpInputProps } from './OtpInput';
