/** Initials in a tile: a client's mark or a person's avatar, without an image file. */
export function Monogram({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--lnf-color-bg-accent-muted)" />
      <text
        x="20"
        y="25.5"
        textAnchor="middle"
        fontSize="15"
        fontWeight="700"
        fill="var(--lnf-color-fg-accent-hover)"
        fontFamily="inherit"
      >
        {initials}
      </text>
    </svg>
  );
}

/** A client's text wordmark: a monogram tile and the name, drawn in the current colour. */
export function Wordmark({ name }: { name: string }) {
  const width = Math.round(50 + name.length * 9.2);
  return (
    <svg viewBox={`0 0 ${width} 40`} width={width} height="40" aria-hidden="true" focusable="false">
      <rect x="0" y="6" width="28" height="28" rx="7" fill="currentColor" opacity="0.9" />
      <text x="14" y="25" textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff" fontFamily="inherit">
        {name
          .split(/\s+/)
          .slice(0, 2)
          .map((w) => w[0])
          .join('')}
      </text>
      <text x="38" y="26" fontSize="15" fontWeight="600" fill="currentColor" fontFamily="inherit">
        {name}
      </text>
    </svg>
  );
}
