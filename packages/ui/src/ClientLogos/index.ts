export { ClientLogos } from './ClientLogos';
export type { ClientLogo, ClientLogosProps } from './ClientLogos';
