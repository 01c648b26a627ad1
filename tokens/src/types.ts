/** One design token: a value and what it is for. */
export interface Token {
  value: string;
  description: string;
}

/** A group of tokens keyed by role, e.g. `bg-surface-hover`. */
export type TokenGroup = Record<string, Token>;
