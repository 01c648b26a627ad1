import type { SVGProps } from 'react';

// The icons of components in a marketing page's first view (header, mega menu, testimonial), as
// lucide-react draws them (same paths and attributes) but without lucide's runtime, which would
// otherwise be in every page's first load.

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'd'>;

export function Svg({ paths, className, ...props }: IconProps & { paths: string[] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
      {...props}
    >
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

export const ChevronDownIcon = (props: IconProps) => <Svg {...props} paths={['m6 9 6 6 6-6']} />;
export const MenuIcon = (props: IconProps) => <Svg {...props} paths={['M4 5h16', 'M4 12h16', 'M4 19h16']} />;
export const CloseIcon = (props: IconProps) => <Svg {...props} paths={['M18 6 6 18', 'm6 6 12 12']} />;
export const QuoteIcon = (props: IconProps) => (
  <Svg
    {...props}
    paths={[
      'M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
      'M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
    ]}
  />
);
