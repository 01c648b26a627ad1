import { Svg, type IconProps } from './icons';

// The cookie notice's icon, as lucide-react draws it but without lucide's runtime: the notice is
// on every first visit. A module of its own, so the pages' first loads (which hold ./icons for the
// header) do not carry its paths.

export const CookieIcon = (props: IconProps) => (
  <Svg
    {...props}
    paths={[
      'M11 17h.01',
      'M11.496 2c.324-.016.558.292.529.615a4 4 0 004.235 4.368.713.713 0 01.758.757 4 4 0 004.366 4.237c.323-.03.63.204.614.527a10 10 0 01-2.915 6.566A1 1 0 114.93 4.918 10 10 0 0111.496 2',
      'M12 12h.01',
      'M16 16h.01',
      'M16 3h.01',
      'M21 4h.01',
      'M21 8h.01',
      'M7 14h.01',
      'M9 8h.01',
    ]}
  />
);
