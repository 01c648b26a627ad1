/**
 * Raw palette. Components never read these directly: they read the semantic
 * roles in color.ts. The amber scale is built around the brand amber #d98d1b
 * (step 500); steps 700 and darker carry white text at WCAG AA (>= 4.5:1),
 * steps 50-200 carry default text at AA.
 */
export const amber = {
  50: '#fdf7ec',
  100: '#faebcf',
  200: '#f4d49b',
  300: '#edbb66',
  400: '#e5a43d',
  500: '#d98d1b',
  600: '#b97410',
  700: '#8f570b',
  800: '#72450c',
  900: '#5a370d',
  950: '#3a2306',
  975: '#261807',
} as const;

/** Warm grey: surfaces and text. */
export const grey = {
  0: '#ffffff',
  50: '#faf9f7',
  100: '#f4f2ef',
  200: '#e8e4de',
  300: '#d5cec5',
  400: '#aaa197',
  500: '#7d746a',
  600: '#5f574f',
  700: '#48423c',
  800: '#2f2b27',
  900: '#1d1a17',
  950: '#12100e',
} as const;

/** Status hues. Steps 300 and 950 serve the dark theme: light text on a deep tint. */
export const green = { 50: '#edf7f0', 300: '#7dd3a0', 600: '#1e7a3e', 700: '#17612f', 950: '#0f2418' } as const;
export const red = {
  50: '#fdf0ef',
  300: '#fda29b',
  400: '#f97066',
  600: '#b42318',
  700: '#8f1c13',
  800: '#6e1610',
  950: '#2d1210',
} as const;
export const blue = { 50: '#eef4fb', 300: '#93bff0', 600: '#1d5fa8', 700: '#174b85', 950: '#0f1d2e' } as const;
