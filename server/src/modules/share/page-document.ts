import type { PageLanguage, RenderedPage } from './page-renderer';

const ROOT = /<!--root-->[\s\S]*<!--\/root-->/;

/**
 * index.html with a server-rendered page: its markup as #root (in place of the header-and-skeleton first paint), its
 * state as JSON the browser never runs (the CSP runs no inline script), its language on <html>. Everything goes
 * in through functions, so no `$` in a page's text is read as a replacement pattern.
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage, language: PageLanguage): string {
  return indexHtml
    .replace('<html lang="en"', () => `<html lang="${language}"`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `  <script type="application/json" id="page-state">${page.state}</script>\n  </body>`);
}

/** The language a guest page is rendered in: the reader's stored choice (the web app's `language` cookie), else English. */
export function pageLanguage(cookieHeader: string | undefined): PageLanguage {
  const stored = /(?:^|;\s*)language=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  return stored === 'fr' ? 'fr' : 'en-US';
}
