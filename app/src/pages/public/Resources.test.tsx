import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { articles, formatArticleDate, type ArticleModule } from '../../content/articles';
import { articlePage, ResourcesArticle } from './ResourcesArticle';
import ResourcesList from './ResourcesList';

const modules = import.meta.glob<ArticleModule>('../../content/articles/*.md', { eager: true });
const updated = Object.values(modules).find((m) => m.meta.updated)!;

function at(path: string, page: React.ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(<Router hook={location.hook}>{page}</Router>);
  return location.history;
}

afterEach(cleanup);

describe('/resources', () => {
  it('lists every article with its link, summary, author, date, reading time and products', () => {
    at('/resources', <ResourcesList />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const [list] = screen.getAllByRole('list');
    expect(
      [...list!.children].map((li) =>
        within(li as HTMLElement)
          .getAllByRole('link')[0]!
          .getAttribute('href'),
      ),
    ).toEqual(articles.map((a) => a.path));
    for (const article of articles) {
      const link = screen.getByRole('link', { name: article.title });
      expect(link.getAttribute('href')).toBe(article.path);
      const item = within(link.closest('li')!);
      item.getByText(article.summary);
      item.getByText(article.author.name);
      item.getByText(`${article.readingMinutes} min read`);
      expect(item.getByText(formatArticleDate(article.date)).getAttribute('datetime')).toBe(article.date);
      expect(within(item.getByRole('list', { name: 'Products' })).getAllByRole('listitem')).toHaveLength(
        article.products.length,
      );
    }
    expect(screen.getByRole('link', { name: /feed reader/ }).getAttribute('href')).toBe('/resources/feed.xml');
  });
});

describe('/resources/<slug>', () => {
  const { meta } = updated;

  it('shows the title, the facts line, the body, related products and the way back', () => {
    at(meta.path, <ResourcesArticle article={updated} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(meta.title);
    const facts = screen.getByText(meta.author.name).closest('p')!.textContent;
    expect(facts).toContain(`By ${meta.author.name}, ${meta.author.role}`);
    expect(facts).toContain(`Published ${formatArticleDate(meta.date)}`);
    expect(facts).toContain(`Updated ${formatArticleDate(meta.updated!)}`);
    expect(facts).toContain(`${meta.readingMinutes} min read`);
    expect(screen.getByText(formatArticleDate(meta.updated!)).getAttribute('datetime')).toBe(meta.updated);
    // The Markdown's sections, below the one h1.
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
    const related = screen.getByRole('region', { name: 'Related products' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(meta.products.map((p) => `/${p}`));
    expect(screen.getByRole('link', { name: 'Back to all resources' }).getAttribute('href')).toBe('/resources');
  });

  it("follows the body's links to the site's pages on the client, and leaves the rest to the browser", () => {
    const history = at(meta.path, <ResourcesArticle article={updated} />);
    const body = screen.getByRole('article');
    const link = within(body).getAllByRole('link', { name: 'LNF Workforce' })[0]!;
    // What the page did with each click, seen after it (jsdom cannot follow a link itself).
    const seen: boolean[] = [];
    const record = (event: MouseEvent) => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      fireEvent.click(link);
      expect(history.at(-1)).toBe('/lnf-workforce');
      // A click with a modifier opens a tab: neither routed nor cancelled.
      fireEvent.click(link, { ctrlKey: true });
      expect(history).toHaveLength(2);
      expect(seen).toEqual([true, false]);
    } finally {
      document.removeEventListener('click', record);
    }
  });

  it('loads an article by its slug for the route table, and refuses an unknown one', async () => {
    const { default: Page } = await articlePage(meta.slug);
    at(meta.path, <Page />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(meta.title);
    await expect(articlePage('no-such-article')).rejects.toThrow("No article 'no-such-article'");
  });
});
