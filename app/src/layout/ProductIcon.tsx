import type { ProductIconName } from '../content/types';

/** The products' 24 px line icons (stroke: currentColor): the header's mega menu draws them on every page. */
export const productIconPaths: Record<ProductIconName, string> = {
  people:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6',
  recruit: 'M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21v-1a6 6 0 0 1 6-6h2M17 14v7M13.5 17.5h7',
  extract: 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5M11 8v6M8 11h6',
  books: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5M9 8h7M9 12h5',
  professional: 'M3 8h18v12H3zM8 8V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3M3 13h18M11 13v2h2v-2',
  payroll: 'M3 6h18v12H3zM3 10h18M7 15h3M15 15h2',
  vendor: 'M3 21V9l6-4v4l6-4v4l6-4v16zM7 13h2M7 17h2M13 13h2M13 17h2',
  appraisal: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  analytics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  jobs: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  technology: 'M6 6h12v12H6zM9 9h6v6H9zM9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4',
};

export interface IconSvgProps {
  /** @default 24 */
  size?: number;
  className?: string;
}

/** One line icon's frame around its path; decorative, the text beside it carries the meaning. */
export function IconSvg({ d, size = 24, className }: IconSvgProps & { d: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}

/** A product's icon, in every page's first load with the header; the sections' icons are in ./Icon. */
export function ProductIcon({ name, ...props }: IconSvgProps & { name: ProductIconName }) {
  return <IconSvg d={productIconPaths[name]} {...props} />;
}
