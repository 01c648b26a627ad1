import type { Permission } from '@lnf/sdk/domain';
import type { ComponentType } from 'react';

/** Who may open a route; the guard redirects others to /permissionDenied. */
/** 'staff': any staff role (support, finance, admin); what each may do there is the page's to show. */
export type Guard = 'portal' | 'admin' | 'staff';

export interface PageModule {
  default: ComponentType;
}

export interface RouteDef {
  /** Its title and description are in route-heads.ts, by this path. */
  path: string;
  /** Prerendered to HTML at build time (public) or rendered in the browser only (portal). */
  render: 'prerender' | 'client';
  guard?: Guard;
  /** With a 'staff' guard: the permission the page needs (a support member may not open Revenue). */
  permission?: Permission;
  /**
   * A prerendered page whose content has nothing to hydrate: only links, no state. Opened
   * directly, its HTML stays as the server rendered it and its code does not load (lib/firstView.ts);
   * reached by a client-side navigation, it renders as any page.
   */
  staticContent?: true;
  /** The frame around the page: the default layout, or the order-confirmation layout. */
  layout?: 'default' | 'order';
  load: () => Promise<PageModule>;
}

export const SITE_NAME = 'LNF';
/** `Title | LNF` */
export const pageTitle = (title: string) => `${title} | ${SITE_NAME}`;
