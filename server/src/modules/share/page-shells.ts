import type { CatalogueService } from '../catalogue/catalogue.module';
import type { QuestListsService, QuestsService } from '../quests/quests.module';
import { questListMain, questPageMain } from './page-shell-markup';
import { guestViewer } from './share-previews';

/** What the web app's first render of a page needs, as the guest endpoints answer it (web/src/lib/page-data.ts). */
export interface PageData {
  path: string;
  quest?: unknown;
  quests?: unknown;
  categories?: unknown;
}

/** A page's first paint filled in by the server: its <main> and the answers the app would otherwise fetch. */
export interface PageShell {
  main: string;
  data: PageData;
}

/** The first page of /quests (as QUEST_PAGE_SIZE in web/src/features/quests/api/search-quests.ts). */
const FIRST_PAGE = { offset: 0, limit: 12 };

/**
 * Server-filled first paints where they pay: /quests without filters and public quest pages, as a guest sees them.
 * Both answers come from the same caches the guest endpoints use, so filling a page costs no extra query when warm.
 */
export class PageShells {
  constructor(
    private readonly quests: QuestsService,
    private readonly lists: QuestListsService,
    private readonly catalogue: CatalogueService,
  ) {}

  /** The shell of `path` (without its query), or null for every other page, a filtered list or a hidden quest. */
  async forPath(path: string, search: string): Promise<PageShell | null> {
    if (search) return null;
    if (path === '/quests' || path === '/quests/') return this.questList();
    const match = /^\/quests\/([^/]+)\/?$/.exec(path);
    if (!match?.[1]) return null;
    return this.questPage(decodeURIComponent(match[1])).catch(() => null);
  }

  private async questList(): Promise<PageShell> {
    const [list, categories] = await Promise.all([
      this.lists.list(guestViewer, FIRST_PAGE),
      this.catalogue.usedByQuests('en'),
    ]);
    return { main: questListMain(list, categories), data: { path: '/quests', quests: list, categories } };
  }

  private async questPage(key: string): Promise<PageShell> {
    const quest = await this.quests.detail(guestViewer, key);
    // Keyed by the address as written (slug or id), which is what the app asks the detail endpoint for.
    return { main: questPageMain(quest), data: { path: `/quests/${key}`, quest } };
  }
}

/** Embeds a shell in index.html: its <main> in place of the skeleton's, its data as JSON the browser never runs. */
export function withShell(indexHtml: string, shell: PageShell): string {
  // `<` escaped so no text inside the JSON can close the script element.
  const json = JSON.stringify(shell.data).replace(/</g, '\\u003c');
  return indexHtml
    .replace('<!--page-main-->', () => `<!--page-main-->${shell.main}`)
    .replace('</body>', () => `<script type="application/json" id="page-data">${json}</script>\n  </body>`);
}
