/** The LNF word mark: an amber tile with the letters, readable at any size. */
export function Logo() {
  return (
    <svg width="96" height="32" viewBox="0 0 96 32" role="img" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--lnf-color-bg-accent)" />
      <path d="M9 8h3v13h7v3H9z" fill="#fff" />
      <circle cx="22" cy="11" r="3" fill="var(--lnf-color-brand)" />
      <text x="40" y="23" fontFamily="var(--lnf-font-family-sans)" fontWeight="700" fontSize="19" fill="currentColor">
        LNF
      </text>
    </svg>
  );
}
