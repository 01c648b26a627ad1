export { PricingCard } from './PricingCard';
export type { PricingCardProps } from './PricingCard';
