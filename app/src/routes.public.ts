import articleSlugs from 'virtual:lnf-article-slugs';
import type { LegalPageContent, MarketingPageContent } from './content/types';
import type { PageModule, RouteDef } from './route-def';

/**
 * A marketing route's page: the shared layout and the route's own copy, loaded together as two
 * small chunks, so no page carries another page's words.
 */
function marketing(content: () => Promise<MarketingPageContent>): () => Promise<PageModule> {
  return () =>
    Promise.all([import('./pages/public/MarketingPage'), content()]).then(([page, copy]) => ({
      default: page.withContent(copy),
    }));
}

/** A legal route's page: the document layout and the route's own text. */
function legal(content: () => Promise<LegalPageContent>): () => Promise<PageModule> {
  return () =>
    Promise.all([import('./pages/public/LegalPage'), content()]).then(([page, copy]) => ({
      default: page.withContent(copy),
    }));
}

/**
 * An article's page (`content/articles/<slug>.md`): the article layout, which then loads the
 * article, compiled from Markdown at build time (app/scripts/articles.mjs). The route table holds
 * only the slugs, as every first load carries it; the loaders of the bodies are in the layout's chunk.
 */
const article =
  (slug: string): (() => Promise<PageModule>) =>
  () =>
    import('./pages/public/ResourcesArticle').then((page) => page.articlePage(slug));

const prerender = (route: Omit<RouteDef, 'render'>): RouteDef => ({ ...route, render: 'prerender' });

/** The visitor side: prerendered to HTML at build time, so it paints and is indexed without JavaScript. */
export const publicRoutes: RouteDef[] = [
  prerender({
    path: '/',
    staticContent: true,
    load: () => import('./pages/Home'),
  }),

  // Products (the header's mega menu, then Technology).
  prerender({
    path: '/lnf-people-360',
    load: marketing(() => import('./content/products/lnf-people-360').then((m) => m.lnfPeople360)),
  }),
  prerender({
    path: '/lnf-workforce',
    load: marketing(() => import('./content/products/lnf-workforce').then((m) => m.lnfWorkforce)),
  }),
  prerender({
    path: '/lnf-recruiter',
    load: marketing(() => import('./content/products/lnf-recruiter').then((m) => m.lnfRecruiter)),
  }),
  prerender({
    path: '/lnf-extractify',
    load: marketing(() => import('./content/products/lnf-extractify').then((m) => m.lnfExtractify)),
  }),
  prerender({
    path: '/lnf-cognify',
    load: marketing(() => import('./content/products/lnf-cognify').then((m) => m.lnfCognify)),
  }),
  prerender({
    path: '/lnf-books',
    load: marketing(() => import('./content/products/lnf-books').then((m) => m.lnfBooks)),
  }),
  prerender({
    path: '/lnf-professional',
    load: marketing(() => import('./content/products/lnf-professional').then((m) => m.lnfProfessional)),
  }),
  prerender({
    path: '/lnf-vendor-management',
    load: marketing(() => import('./content/products/lnf-vendor-management').then((m) => m.lnfVendorManagement)),
  }),
  prerender({
    path: '/lnf-aspire',
    load: marketing(() => import('./content/products/lnf-aspire').then((m) => m.lnfAspire)),
  }),
  prerender({
    path: '/lnf-analytics',
    load: marketing(() => import('./content/products/lnf-analytics').then((m) => m.lnfAnalytics)),
  }),
  prerender({
    path: '/lnf-job-portal',
    load: marketing(() => import('./content/products/lnf-job-portal').then((m) => m.lnfJobPortal)),
  }),
  prerender({
    path: '/lnf-technology',
    load: marketing(() => import('./content/products/lnf-technology').then((m) => m.lnfTechnology)),
  }),

  // Solutions and company.
  prerender({
    path: '/employee',
    load: marketing(() => import('./content/employee').then((m) => m.employee)),
  }),
  prerender({
    path: '/recruitment',
    load: marketing(() => import('./content/recruitment').then((m) => m.recruitment)),
  }),
  prerender({
    path: '/timesheet',
    load: marketing(() => import('./content/timesheet').then((m) => m.timesheet)),
  }),
  prerender({
    path: '/vendor-management',
    load: marketing(() => import('./content/vendor-management').then((m) => m.vendorManagement)),
  }),
  prerender({
    path: '/about',
    load: marketing(() => import('./content/about').then((m) => m.about)),
  }),
  prerender({
    path: '/company',
    load: marketing(() => import('./content/company').then((m) => m.company)),
  }),
  prerender({
    path: '/clients',
    load: marketing(() => import('./content/clients').then((m) => m.clients)),
  }),

  // Forms and pricing.
  prerender({
    path: '/schedule-demo',
    load: () => import('./pages/public/ScheduleDemo'),
  }),
  prerender({
    path: '/contact',
    load: () => import('./pages/public/Contact'),
  }),
  prerender({
    path: '/download-brochure',
    load: () => import('./pages/public/DownloadBrochure'),
  }),
  prerender({
    path: '/our-plans',
    load: () => import('./pages/public/OurPlans'),
  }),
  prerender({
    path: '/registration',
    load: () => import('./pages/public/Registration'),
  }),

  // Resources: the articles and their list.
  prerender({
    path: '/resources',
    load: () => import('./pages/public/ResourcesList'),
  }),
  ...articleSlugs.map((slug) => prerender({ path: `/resources/${slug}`, load: article(slug) })),

  // Legal.
  prerender({
    path: '/privacy-policy',
    load: legal(() => import('./content/privacy-policy').then((m) => m.privacyPolicy)),
  }),
  prerender({
    path: '/terms-and-service',
    load: legal(() => import('./content/terms-and-service').then((m) => m.termsAndService)),
  }),

  prerender({
    path: '/permissionDenied',
    load: () => import('./pages/PermissionDenied'),
  }),
];
