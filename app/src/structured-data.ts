import {
  BILLING_INTERVAL_MONTHS,
  BILLING_PERIODS,
  DEFAULT_PLANS,
  GST,
  monthlyRate,
  type BillingPeriod,
  type PlanSeed,
} from '@lnf/sdk';
import type {
  Article,
  BreadcrumbList,
  CollectionPage,
  FAQPage,
  Graph,
  Offer,
  Organization,
  PostalAddress,
  SoftwareApplication,
  Thing,
  WebSite,
} from 'schema-dts';
import { articleAt, articles, type ArticleMeta } from './content/articles';
import { ourPlans } from './content/our-plans';
import { planPricesCopy, productPlans } from './content/plan-products';
import { headOf } from './route-heads';
import { siteConfig } from './site-config';
import { canonicalUrl, shareImageUrl } from './urls';

/**
 * Each prerendered page's structured data (JSON-LD, schema.org), built from the content the page
 * shows, so a search engine reads what a visitor sees: the prices are the sdk's published plans
 * that the pricing and product pages draw, the questions are the page's own. Typed with
 * schema-dts, so a property schema.org does not define on a type, or a value of the wrong kind,
 * fails the type check. Only the prerender writes it (entry-server.tsx): the browser never loads
 * this module.
 */

const origin = siteConfig.origin;
const ORGANIZATION_ID = `${origin}/#organization`;
const WEBSITE_ID = `${origin}/#website`;
/** The page's name without the site's: 'LNF Books' from 'LNF Books: accounts, ... | LNF'. */
const pageName = (path: string) =>
  headOf(path)
    .title.replace(/ \| LNF$/, '')
    .split(': ')[0]!;

/** 'Madhapur, Hyderabad, Telangana 500081': the office's second line, as a postal address. */
function postalAddress(): PostalAddress {
  const [street, place] = siteConfig.office.lines;
  const parts = /^(.+), ([^,]+), ([^,]+) (\d{6})$/.exec(place ?? '');
  if (!street || !parts) throw new Error(`structured data: cannot read the office address ${place}`);
  return {
    '@type': 'PostalAddress',
    streetAddress: `${street}, ${parts[1]}`,
    addressLocality: parts[2],
    addressRegion: parts[3],
    postalCode: parts[4],
    addressCountry: 'IN',
  };
}

function organization(): Organization {
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: canonicalUrl('/'),
    logo: `${origin}/favicon.svg`,
    email: siteConfig.emails.info,
    telephone: siteConfig.phone,
    address: postalAddress(),
    // A social link without a target yet ('#') is no profile.
    sameAs: siteConfig.social.map((s) => s.href).filter((href) => href.startsWith('https://')),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: siteConfig.emails.support,
        telephone: siteConfig.phone,
        areaServed: 'IN',
        availableLanguage: 'en',
      },
      { '@type': 'ContactPoint', contactType: 'sales', email: siteConfig.emails.productQueries, areaServed: 'IN' },
    ],
  };
}

function website(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: siteConfig.name,
    url: canonicalUrl('/'),
    inLanguage: 'en-IN',
    publisher: { '@id': ORGANIZATION_ID },
  };
}

function breadcrumbs(path: string): BreadcrumbList {
  const article = articleAt(path);
  const trail = [
    { name: 'Home', item: canonicalUrl('/') },
    ...(article ? [{ name: pageName('/resources'), item: canonicalUrl('/resources') }] : []),
    { name: article?.title ?? pageName(path), item: canonicalUrl(path) },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, ...crumb })),
  };
}

/**
 * One plan on one billing period, priced as the pages show it: rupees a month, GST on top, billed
 * every 1, 3 or 12 months, for the plan's range of users.
 */
export function planOffer(plan: PlanSeed, period: BillingPeriod): Offer {
  const price = monthlyRate(plan, period);
  const months = BILLING_INTERVAL_MONTHS[period];
  return {
    '@type': 'Offer',
    name: `${plan.displayName}, ${planPricesCopy.billed[period].toLowerCase()}`,
    sku: `${plan.sku}-${period}`,
    url: canonicalUrl('/our-plans'),
    price,
    priceCurrency: 'INR',
    description: `${planPricesCopy.users(plan.minUsers, plan.maxUsers)}. ${planPricesCopy.gstNote(GST)} ${planPricesCopy.billed[period]}.`,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'INR',
      valueAddedTaxIncluded: false,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      billingDuration: { '@type': 'QuantitativeValue', value: months, unitCode: 'MON' },
    },
    eligibleQuantity: {
      '@type': 'QuantitativeValue',
      minValue: plan.minUsers,
      maxValue: plan.maxUsers,
      unitText: 'users',
    },
    availability: 'https://schema.org/InStock',
    seller: { '@id': ORGANIZATION_ID },
  };
}

/** A product as software sold by its plans, one offer per plan and billing period. */
function application(productPath: string, planNames: readonly string[]): SoftwareApplication {
  const plans = planNames.map((name) => {
    const plan = DEFAULT_PLANS.find((p) => p.name === name);
    if (!plan) throw new Error(`structured data: ${productPath} names an unknown plan ${name}`);
    return plan;
  });
  return {
    '@type': 'SoftwareApplication',
    '@id': `${canonicalUrl(productPath)}#software`,
    name: pageName(productPath),
    description: headOf(productPath).description,
    url: canonicalUrl(productPath),
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web browser',
    publisher: { '@id': ORGANIZATION_ID },
    offers: plans.flatMap((plan) => BILLING_PERIODS.map((period) => planOffer(plan, period))),
  };
}

function faqPage(path: string, items: ReadonlyArray<{ q: string; a: string }>): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': `${canonicalUrl(path)}#faq`,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  };
}

/** An article as its page shows it: headline, summary, author, dates and the products it is about. */
function article(meta: ArticleMeta): Article {
  return {
    '@type': 'Article',
    '@id': `${canonicalUrl(meta.path)}#article`,
    headline: meta.title,
    description: meta.summary,
    url: canonicalUrl(meta.path),
    mainEntityOfPage: canonicalUrl(meta.path),
    image: shareImageUrl(meta.path),
    inLanguage: 'en-IN',
    datePublished: meta.date,
    dateModified: meta.updated ?? meta.date,
    timeRequired: `PT${meta.readingMinutes}M`,
    author: { '@type': 'Person', name: meta.author.name, jobTitle: meta.author.role },
    publisher: { '@id': ORGANIZATION_ID },
    about: meta.products.map((slug) => ({
      '@type': 'SoftwareApplication',
      name: pageName(`/${slug}`),
      url: canonicalUrl(`/${slug}`),
    })),
  };
}

/** The Resources list: the articles it links to, newest first. */
function resources(): CollectionPage {
  return {
    '@type': 'CollectionPage',
    '@id': `${canonicalUrl('/resources')}#page`,
    name: pageName('/resources'),
    url: canonicalUrl('/resources'),
    isPartOf: { '@id': WEBSITE_ID },
    hasPart: articles.map((meta) => ({
      '@type': 'Article',
      '@id': `${canonicalUrl(meta.path)}#article`,
      headline: meta.title,
      url: canonicalUrl(meta.path),
      datePublished: meta.date,
    })),
  };
}

/** The pages that answer questions, with the questions they show. */
const questions: Readonly<Record<string, ReadonlyArray<{ q: string; a: string }>>> = {
  '/our-plans': ourPlans.faq.items,
};

/** Pages for people who landed on them: no crumbs, no offers, only who runs the site. */
const BARE = new Set(['/404', '/permissionDenied']);

/** The structured data of the page at `path`, as one schema.org graph. */
export function structuredData(path: string): Graph {
  const graph: Thing[] = [organization(), website()];
  if (path !== '/' && !BARE.has(path)) graph.push(breadcrumbs(path));
  if (path === '/our-plans') {
    for (const [productPath, plans] of Object.entries(productPlans)) graph.push(application(productPath, plans));
  } else if (productPlans[path]) {
    graph.push(application(path, productPlans[path]));
  }
  if (questions[path]) graph.push(faqPage(path, questions[path]));
  const shown = articleAt(path);
  if (shown) graph.push(article(shown));
  if (path === '/resources') graph.push(resources());
  return { '@context': 'https://schema.org', '@graph': graph };
}

/**
 * The `<script type="application/ld+json">` for the page. `<` is escaped so no text can close the
 * script element; a data block is never executed, so the CSP needs no hash for it.
 */
export function structuredDataTag(path: string): string {
  const json = JSON.stringify(structuredData(path)).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
