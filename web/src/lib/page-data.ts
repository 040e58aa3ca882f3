import type { Category } from '@questboard/contract/catalogue';
import type { QuestDetail, QuestSummary } from '@questboard/contract/quests';

/** What the server filled the page in with (server/src/modules/share/page-shells.ts): the guest endpoints' answers. */
interface PageData {
  path: string;
  quest?: QuestDetail;
  quests?: { items: QuestSummary[]; total: number; totalEstimated: boolean };
  categories?: Category[];
}

let data: PageData | null | undefined;

function read(): PageData | null {
  if (data !== undefined) return data;
  data = null;
  // boot.js shows the filled-in page only to English-speaking guests; for anyone else the app asks as usual.
  if (!document.documentElement.classList.contains('page-shell')) return data;
  try {
    const text = document.getElementById('page-data')?.textContent;
    if (text) data = JSON.parse(text) as PageData;
  } catch {
    data = null;
  }
  return data;
}

/**
 * The answer the server put in the page for `path`, once: the first render shows what the static first paint
 * showed, with no request and no skeleton in between. Later renders (and other pages) fetch as usual.
 */
export function takePageData<K extends Exclude<keyof PageData, 'path'>>(path: string, key: K): PageData[K] {
  const page = read();
  if (!page || page.path !== path) return undefined;
  const value = page[key];
  delete page[key];
  return value;
}
