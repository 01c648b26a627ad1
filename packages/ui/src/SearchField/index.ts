export { SearchField } from './SearchField';
export type { SearchFieldProps, SearchResult } from './SearchField';
