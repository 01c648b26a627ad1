/** The LNF word mark: an amber tile with the letters, readable at any size. */
export function Logo() {
  return (
    <svg width="96" height="32" viewBox="0 0 96 32" role="img" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--lnf-color-bg-accent)" />
      <path d="M9 8h3v13h7v3H9z" fill="#fff" />
      <circle cx="22" cy="11" r="3" fill="var(--lnf-color-brand)" />
      {/* The letters as outlines: the same on every platform, and no text for the first layout. */}
      <path
        d="M40 9h3v11h8v3H40zM54 23V9h3l7 9.5V9h3v14h-3l-7-9.5V23zM70 23V9h11v3h-8v3h7v3h-7v5z"
        fill="currentColor"
      />
    </svg>
  );
}
