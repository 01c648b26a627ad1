export { Countdown, formatCountdown, isAnnouncedAt } from './Countdown';
export type { CountdownProps } from './Countdown';
export { useCountdown } from './useCountdown';
