import { BILLING_PERIODS, DEFAULT_PLANS, monthlyRate } from '@lnf/sdk';
import { describe, expect, it } from 'vitest';
import { articles } from './content/articles';
import { ourPlans } from './content/our-plans';
import { productPlans } from './content/plan-products';
import { publicRoutes } from './routes.public';
import { structuredData, structuredDataTag } from './structured-data';

type Node = Record<string, unknown> & { '@type': string };
const nodes = (path: string) => structuredData(path)['@graph'] as unknown as Node[];
const ofType = (path: string, type: string) => nodes(path).filter((n) => n['@type'] === type);
type OfferNode = {
  name: string;
  price: number;
  priceCurrency: string;
  sku: string;
  priceSpecification: { price: number; valueAddedTaxIncluded: boolean; billingDuration: { value: number } };
  eligibleQuantity: { minValue: number; maxValue: number };
};
const offersOf = (app: Node) => app.offers as OfferNode[];

describe('structured data', () => {
  const prerendered = publicRoutes.filter((r) => r.render === 'prerender').map((r) => r.path);

  it('names the organization and the website on every page, by one id each', () => {
    for (const path of prerendered) {
      const [org] = ofType(path, 'Organization');
      expect(org, path).toMatchObject({
        '@id': 'https://www.lnf.example/#organization',
        name: 'LNF',
        legalName: 'LNF Business Solutions Private Limited',
        address: { addressLocality: 'Hyderabad', postalCode: '500081', addressCountry: 'IN' },
      });
      // A social link without a target yet is no profile.
      expect(org!.sameAs).not.toContain('#');
      expect(ofType(path, 'WebSite')[0], path).toMatchObject({ publisher: { '@id': org!['@id'] } });
    }
  });

  it('gives every page but home a breadcrumb trail that ends at its own address', () => {
    expect(ofType('/', 'BreadcrumbList')).toHaveLength(0);
    for (const path of prerendered.filter((p) => p !== '/' && p !== '/permissionDenied')) {
      const [trail] = ofType(path, 'BreadcrumbList');
      const items = trail!.itemListElement as Array<{ position: number; name: string; item: string }>;
      expect(items.map((i) => i.position)).toEqual(path.startsWith('/resources/') ? [1, 2, 3] : [1, 2]);
      expect(items[0]!.item).toBe('https://www.lnf.example/');
      expect(items.at(-1)!.item).toBe(`https://www.lnf.example${path}`);
      expect(items.at(-1)!.name).not.toMatch(/\| LNF$/);
    }
    expect(ofType('/lnf-books', 'BreadcrumbList')[0]!.itemListElement).toMatchObject([
      { name: 'Home' },
      { name: 'LNF Books' },
    ]);
  });

  it('offers every published plan on the pricing page once per billing period, at the price it shows', () => {
    const offers = ofType('/our-plans', 'SoftwareApplication').flatMap(offersOf);
    expect(offers).toHaveLength(DEFAULT_PLANS.length * BILLING_PERIODS.length);
    for (const plan of DEFAULT_PLANS) {
      for (const period of BILLING_PERIODS) {
        const offer = offers.find((o) => o.sku === `${plan.sku}-${period}`);
        expect(offer, `${plan.name} ${period}`).toMatchObject({
          price: monthlyRate(plan, period),
          priceCurrency: 'INR',
          priceSpecification: { price: monthlyRate(plan, period), valueAddedTaxIncluded: false },
          eligibleQuantity: { minValue: plan.minUsers, maxValue: plan.maxUsers },
        });
      }
    }
    // Yearly plans bill twelve months at the lower base price.
    const yearly = offers.find((o) => o.sku === 'LNF-ACCOUNTS-ANNUALLY')!;
    expect(yearly.price).toBe(8500);
    expect(yearly.priceSpecification.billingDuration.value).toBe(12);
  });

  it("offers a product page's own plans there, and nothing on a page that sells none", () => {
    for (const [path, plans] of Object.entries(productPlans)) {
      const [app] = ofType(path, 'SoftwareApplication');
      expect(app, path).toMatchObject({
        url: `https://www.lnf.example${path}`,
        applicationCategory: 'BusinessApplication',
      });
      expect(new Set(offersOf(app!).map((o) => o.sku.replace(/-[A-Z]+$/, '')))).toEqual(
        new Set(plans.map((name) => DEFAULT_PLANS.find((p) => p.name === name)!.sku)),
      );
    }
    for (const path of ['/', '/lnf-cognify', '/about', '/contact'])
      expect(ofType(path, 'SoftwareApplication')).toEqual([]);
  });

  it('names only product pages that exist and plans that are published', () => {
    for (const [path, plans] of Object.entries(productPlans)) {
      expect(prerendered).toContain(path);
      for (const name of plans) expect(DEFAULT_PLANS.map((p) => p.name)).toContain(name);
    }
  });

  it("asks the pricing page's questions, as the page shows them", () => {
    const [faq] = ofType('/our-plans', 'FAQPage');
    expect(faq!.mainEntity).toEqual(
      ourPlans.faq.items.map((item) => ({
        '@type': 'Question',
        name: item.q,
        acceptedAnswer: { '@type': 'Answer', text: item.a },
      })),
    );
    expect(ofType('/lnf-books', 'FAQPage')).toEqual([]);
  });

  it('describes each article as its page shows it, under Resources in the trail', () => {
    expect(articles.length).toBeGreaterThanOrEqual(3);
    for (const meta of articles) {
      const [node] = ofType(meta.path, 'Article');
      expect(node, meta.path).toMatchObject({
        headline: meta.title,
        description: meta.summary,
        datePublished: meta.date,
        dateModified: meta.updated ?? meta.date,
        author: { '@type': 'Person', name: meta.author.name, jobTitle: meta.author.role },
        image: `https://www.lnf.example/og/resources-${meta.slug}.png`,
      });
      expect((node!.about as Array<{ url: string }>).map((a) => a.url)).toEqual(
        meta.products.map((slug) => `https://www.lnf.example/${slug}`),
      );
      expect(ofType(meta.path, 'BreadcrumbList')[0]!.itemListElement).toMatchObject([
        { name: 'Home' },
        { item: 'https://www.lnf.example/resources' },
        { name: meta.title, item: `https://www.lnf.example${meta.path}` },
      ]);
    }
    const [list] = ofType('/resources', 'CollectionPage');
    expect((list!.hasPart as Array<{ url: string }>).map((a) => a.url)).toEqual(
      articles.map((a) => `https://www.lnf.example${a.path}`),
    );
  });

  it('writes a data block no text can close early, which parses back to the same graph', () => {
    const tag = structuredDataTag('/our-plans');
    expect(tag).toMatch(/^<script type="application\/ld\+json">\{.*\}<\/script>$/s);
    const body = tag.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(structuredData('/our-plans'));
  });
});
