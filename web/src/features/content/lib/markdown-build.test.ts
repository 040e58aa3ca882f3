import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../../../content-plugin';

const contentRoot = join(import.meta.dirname, '../../../../content');
const collections = ['docs', 'learn'] as const;
const pages = collections.flatMap((collection) =>
  readdirSync(join(contentRoot, collection))
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({
      collection,
      ...compileMarkdown(file.slice(0, -3), readFileSync(join(contentRoot, collection, file), 'utf8')),
    })),
);

describe('the Markdown build', () => {
  it('gives headings ids and "#" anchors, and opens outside links safely', () => {
    const page = compileMarkdown(
      'x',
      '---\ntitle: Fees & more\norder: 2\n---\n\n## Top-ups and fees\n\n[site](https://a.example) [in](/docs/api)',
    );
    expect(page).toMatchObject({ title: 'Fees & more', order: 2 });
    expect(page.headings).toEqual([{ id: 'top-ups-and-fees', text: 'Top-ups and fees', level: 2 }]);
    expect(page.html).toContain('<h2 id="top-ups-and-fees"');
    expect(page.html).toContain('href="#top-ups-and-fees"');
    expect(page.html).toContain('<a href="https://a.example" target="_blank" rel="noopener noreferrer">');
    expect(page.html).toContain('<a href="/docs/api">in</a>');
  });

  it('never passes raw HTML through', () => {
    const page = compileMarkdown('x', '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(page.html).not.toContain('<script');
    expect(page.html).not.toContain('<img');
  });

  it('every page of the site has a title, a description and unique heading anchors', () => {
    expect(pages.filter((page) => page.collection === 'docs').length).toBeGreaterThanOrEqual(5);
    expect(pages.filter((page) => page.collection === 'learn').length).toBeGreaterThanOrEqual(4);
    for (const page of pages) {
      expect(page.title, page.slug).not.toBe(page.slug);
      expect(page.description, page.slug).not.toBe('');
      const ids = page.headings.map((heading) => heading.id);
      expect(new Set(ids).size, page.slug).toBe(ids.length);
    }
  });

  it('every link between pages leads to a page or heading that exists', () => {
    const known = new Set(pages.map((page) => `/${page.collection}/${page.slug}`));
    const appRoutes = ['/quests', '/roles-details', '/api/docs'];
    for (const page of pages) {
      for (const [, href] of page.html.matchAll(/href="(\/[^"#]*)(?:#[^"]*)?"/g)) {
        expect(known.has(href ?? '') || appRoutes.includes(href ?? ''), `${page.slug} → ${href}`).toBe(true);
      }
    }
  });
});
