import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { TOKEN_SYMBOL } from '@questboard/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { SHELL_TEXT } from './page-shell-markup';
import { PageShells, withShell } from './page-shells';

let t: TestApp;
let shells: PageShells;
beforeAll(async () => {
  t = await createTestApp();
  const { services } = t.app;
  shells = new PageShells(services.quests, services.questLists, services.catalogue);
});
afterAll(() => t.close());

const webText = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../../../web/src/i18n/en-US/${file}.json`, import.meta.url), 'utf8'));

describe('server-filled first paints of /quests and quest pages', () => {
  it('show a public quest as its page: title, brand, reward and description, escaped, with the detail as data', async () => {
    // A name of its own: on PostgreSQL every test file shares one database, and brand names are unique.
    const { brand } = await buildBrand(t.app, { name: `Acme <Roasters> ${randomUUID().slice(0, 8)}` });
    const quest = await buildQuest(t.app, brand, { title: 'Swap "twice" & <win>', reward: '1234.5' });
    const shell = await shells.forPath(`/quests/${quest.slug}`, '');
    expect(shell?.main).toContain('>Swap &quot;twice&quot; &amp; &lt;win&gt;</h1>');
    expect(shell?.main).toContain(`${(brand.name ?? '').replace('<', '&lt;').replace('>', '&gt;')}</a>`);
    expect(shell?.main).toContain('1,234.5 <span');
    expect(shell?.main).toContain('Do the thing.');
    expect(shell?.data).toMatchObject({ path: `/quests/${quest.slug}`, quest: { id: quest.id, isOwner: false } });
  });

  it('list the first page of public quests with the filter categories, and nothing for a filtered address', async () => {
    const { brand } = await buildBrand(t.app);
    await buildQuest(t.app, brand, { title: 'Listed for guests' });
    const shell = await shells.forPath('/quests', '');
    if (!shell) throw new Error('no shell for /quests');
    expect(shell.data).toMatchObject({ path: '/quests', quests: { items: expect.any(Array) } });
    // Other test files may publish quests meanwhile (one shared database on PostgreSQL): the page shows its own data.
    const { items } = shell.data.quests as { items: Array<{ slug: string }> };
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(shell.main).toContain(`href="/quests/${item.slug}"`);
    expect(shell.data.categories).toEqual(expect.any(Array));
    expect(await shells.forPath('/quests', 'q=listed')).toBeNull();
  });

  it('fill nothing in for a draft, an unknown quest or another page', async () => {
    const { brand } = await buildBrand(t.app);
    const draft = await buildQuest(t.app, brand, { status: 'DRAFT' });
    expect(await shells.forPath(`/quests/${draft.slug}`, '')).toBeNull();
    expect(await shells.forPath('/quests/no-such-quest', '')).toBeNull();
    expect(await shells.forPath('/brands', '')).toBeNull();
  });

  it('put the main after the marker and data that cannot close its script element', () => {
    const html = withShell('<body><!--page-main--><main>skeleton</main></body>', {
      main: '<main data-page-shell>filled</main>',
      data: { path: '/quests', quests: { title: '</script><script>alert(1)</script>' } },
    });
    expect(html).toContain('<!--page-main--><main data-page-shell>filled</main><main>skeleton</main>');
    expect(html).not.toContain('</script><script>alert');
    const json = /<script type="application\/json" id="page-data">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).quests.title).toBe('</script><script>alert(1)</script>');
  });

  it('use the web app’s English words', () => {
    const browse = webText('browse').browse;
    const pages = webText('core').pages;
    expect(SHELL_TEXT).toMatchObject({
      quests: pages.quests,
      subtitle: browse.quest.subtitle,
      keyword: browse.filters.keyword,
      keywordPlaceholder: browse.filters.keyword_placeholder,
      status: browse.filters.status,
      statusAll: browse.filters.status_all,
      sort: browse.filters.sort,
      sortDefault: browse.sort.default,
      claimable: browse.filters.claimable,
      categories: browse.filters.categories,
      countOne: browse.quest.count_one,
      countOther: browse.quest.count_other,
      countEstimated: browse.quest.count_estimated,
      untitled: browse.untitled,
      // The web names the unit through i18next's default {{token}} variable; the shell writes the symbol itself.
      tokens: browse.tokens.replaceAll('{{token}}', () => TOKEN_SYMBOL),
      rewardEach: browse.quest.reward_each,
      claimableBadge: browse.quest.claimable,
      allQuests: browse.quest.all,
      about: browse.quest.about,
      startsAt: browse.quest.starts_at,
      endsAt: browse.quest.ends_at,
      timeLeft: browse.quest.time_left,
      where: browse.quest.where,
      everywhere: browse.quest.everywhere,
      phase: browse.phase,
    });
    expect(SHELL_TEXT.funding).toEqual(webText('quest_loop').loop.funding);
  });
});
