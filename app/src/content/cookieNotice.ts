/**
 * The cookie banner's words (spec section 2): only the overlays read them, so they load with the
 * notice, not with every page's first load or the site's config.
 */
export const cookieNoticeCopy = {
  /** Names the notice's region. */
  label: 'Cookie notice',
  text: 'We use cookies to ensure you get the best experience on our website.',
} as const;
