export { Pagination } from './Pagination';
export type { PaginationDirection, PaginationProps } from './Pagination';
