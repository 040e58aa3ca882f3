import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import type { Plugin } from 'vite';

/** One compiled Markdown page: its front matter, headings (for anchors and search) and HTML. */
export interface CompiledPage {
  slug: string;
  title: string;
  description: string;
  order: number;
  headings: { id: string; text: string; level: number }[];
  html: string;
  /** Plain text for the docs search box, without markup. */
  text: string;
}

const COLLECTIONS = ['docs', 'learn'] as const;
const INDEX_ID = 'virtual:content-index';
const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function frontMatter(source: string): { meta: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match?.[1]) return { meta: {}, body: source };
  const meta = Object.fromEntries(
    match[1].split('\n').flatMap((line) => {
      const at = line.indexOf(':');
      return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()]] : [];
    }),
  );
  return { meta, body: source.slice(match[0].length) };
}

/** Markdown → HTML at build time: headings get ids and "#" anchors, outside links open safely in a new tab. */
export function compileMarkdown(slug: string, source: string): CompiledPage {
  const { meta, body } = frontMatter(source);
  const md = new MarkdownIt({ html: false, linkify: true, typographer: true }).use(anchor, {
    slugify,
    level: [2, 3],
    // Hidden from assistive technology, so also out of the tab order (axe: aria-hidden-focus); a click still works.
    permalink: anchor.permalink.linkInsideHeader({
      symbol: '#',
      placement: 'after',
      ariaHidden: true,
      renderAttrs: () => ({ tabindex: '-1' }),
    }),
  });
  const defaultLink =
    md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  md.renderer.rules.link_open = (tokens, i, options, env, self) => {
    const href = String(tokens[i]?.attrGet('href') ?? '');
    if (/^https?:\/\//.test(href)) {
      tokens[i]?.attrSet('target', '_blank');
      tokens[i]?.attrSet('rel', 'noopener noreferrer');
    }
    return defaultLink(tokens, i, options, env, self);
  };
  const tokens = md.parse(body, {});
  const headings: CompiledPage['headings'] = [];
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const level = Number(token.tag.slice(1));
    const text = tokens[i + 1]?.content ?? '';
    if (level >= 2 && level <= 3) headings.push({ id: slugify(text), text, level });
  });
  const text = tokens
    .filter((token) => token.type === 'inline')
    .map((token) => token.content.replace(/[`*_[\]]|\(([^)]*)\)/g, ''))
    .join(' ');
  return {
    slug,
    title: meta.title ?? slug,
    description: meta.description ?? '',
    order: Number(meta.order ?? 100),
    headings,
    html: md.renderer.render(tokens, md.options, {}),
    text,
  };
}

/**
 * Docs and Learn pages from `web/content/{docs,learn}/*.md`: `import page from '…/x.md'` gives the compiled page,
 * and `virtual:content-index` lists every page (title, headings, search text) without the HTML.
 */
export function markdownContent(contentRoot: string): Plugin {
  const pagesOf = (collection: string) =>
    readdirSync(join(contentRoot, collection))
      .filter((file) => file.endsWith('.md'))
      .map((file) => compileMarkdown(file.slice(0, -3), readFileSync(join(contentRoot, collection, file), 'utf8')))
      .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
  return {
    name: 'questboard-markdown-content',
    resolveId: (id) => (id === INDEX_ID ? `\0${INDEX_ID}` : null),
    load(id) {
      if (id !== `\0${INDEX_ID}`) return null;
      const index = Object.fromEntries(
        COLLECTIONS.map((collection) => {
          for (const file of readdirSync(join(contentRoot, collection)))
            this.addWatchFile(join(contentRoot, collection, file));
          return [collection, pagesOf(collection).map(({ html: _html, ...entry }) => entry)];
        }),
      );
      return `export default ${JSON.stringify(index)};`;
    },
    transform(source, id) {
      if (!id.endsWith('.md')) return null;
      const slug = id.split('/').pop()?.slice(0, -3) ?? '';
      const { html, title, headings } = compileMarkdown(slug, source);
      return { code: `export default ${JSON.stringify({ slug, title, headings, html })};`, map: null };
    },
  };
}
