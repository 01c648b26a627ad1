export { formatINR, ReceiptLayout } from './ReceiptLayout';
export type {
  ReceiptAddress,
  ReceiptLayoutProps,
  ReceiptLineItem,
  ReceiptOrder,
  ReceiptPayment,
  ReceiptSubscription,
} from './ReceiptLayout';
