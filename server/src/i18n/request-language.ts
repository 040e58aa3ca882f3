import { SERVER_LANGUAGES, type ServerLanguage } from './i18n';

function supported(tag: string): ServerLanguage | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return SERVER_LANGUAGES.find((language) => language === primary);
}

/** Accept-Language tags by descending quality (`fr-CH, fr;q=0.9, en;q=0.8` → fr-CH, fr, en). */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language a request asks for: `x-lang` (what the web app sends) first, then Accept-Language, else English. */
export function requestLanguage(headers: Record<string, string | string[] | undefined>): ServerLanguage {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const xLang = first(headers['x-lang']);
  const fromXLang = xLang ? supported(xLang) : undefined;
  if (fromXLang) return fromXLang;
  const accept = first(headers['accept-language']);
  for (const tag of accept ? acceptedTags(accept) : []) {
    const language = supported(tag);
    if (language) return language;
  }
  return 'en';
}
