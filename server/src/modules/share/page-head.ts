import { escapeMarkup } from '../../lib/escape-markup';
import type { SharePreview } from './share-previews';

const absolute = (address: string, publicUrl: string) =>
  /^https?:\/\//.test(address) ? address : `${publicUrl}${address}`;

/** The `<head>` tags of a page's link card: title, description, canonical address, Open Graph and Twitter card. */
export function headTags(preview: SharePreview, publicUrl: string): string {
  const url = `${publicUrl}${preview.path}`;
  const image = absolute(preview.image, publicUrl);
  const meta: [string, string, string][] = [
    ['name', 'description', preview.description],
    ['property', 'og:site_name', 'Questboard'],
    ['property', 'og:type', preview.type],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ...(preview.imageSize
      ? ([
          ['property', 'og:image:width', String(preview.imageSize.width)],
          ['property', 'og:image:height', String(preview.imageSize.height)],
        ] as [string, string, string][])
      : []),
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', image],
    ...(preview.reward
      ? ([
          ['name', 'twitter:label1', 'Reward'],
          ['name', 'twitter:data1', preview.reward],
        ] as [string, string, string][])
      : []),
  ];
  return [
    `<title>${escapeMarkup(preview.title)} | Questboard</title>`,
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    ...meta.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeMarkup(value)}" />`),
  ].join('\n    ');
}

/**
 * The app's index.html with its default title and description replaced by a page's card. The tags go in through a
 * function: as a string replacement, `$&` or `` $` `` in a title would expand (biome-plugins/replace-with-function.grit).
 */
export function withHead(indexHtml: string, tags: string): string {
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${tags}\n  </head>`);
}
