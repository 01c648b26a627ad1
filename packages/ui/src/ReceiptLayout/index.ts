export { ReceiptLayout } from './ReceiptLayout';
export type {
  ReceiptAddress,
  ReceiptAmount,
  ReceiptDate,
  ReceiptDetail,
  ReceiptDetailsSection,
  ReceiptLayoutProps,
  ReceiptRecordsSection,
  ReceiptSection,
  ReceiptTableColumn,
  ReceiptTableSection,
  ReceiptValue,
} from './ReceiptLayout';
