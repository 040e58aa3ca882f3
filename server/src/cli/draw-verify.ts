import type { Distribution, EligibleList } from '@questboard/contract/distribution';
import { drawWinners, listHash } from '@questboard/contract/draw';

/** Reads a JSON answer (GET when no body, else POST) from a public URL. */
export type FetchJson = (url: string, body?: object) => Promise<unknown>;

export interface DrawCheck {
  listHash: { published: string; computed: string };
  block: string;
  seed: { published: string | null; chain: string | null };
  winners: { paid: string[]; computed: string[] };
  ok: boolean;
}

/**
 * Re-runs a quest's raffle from public data only: the frozen list and the outcome from the API, the block's hash
 * from the chain's JSON-RPC; answers what it computed beside what was published and paid.
 */
export async function verifyDraw(fetchJson: FetchJson, api: string, rpc: string, questId: string): Promise<DrawCheck> {
  const shown = (await fetchJson(`${api}/quests/${questId}/distribution`)) as Distribution;
  if (shown.mode !== 'RAFFLE' || !shown.draw) throw new Error('This quest has no frozen raffle yet.');
  const list = (await fetchJson(`${api}/quests/${questId}/distribution/eligible`)) as EligibleList;
  const block = (await fetchJson(rpc, {
    jsonrpc: '2.0',
    id: 1,
    method: 'eth_getBlockByNumber',
    params: [`0x${BigInt(shown.draw.block).toString(16)}`, false],
  })) as { result?: { hash?: string } | null };
  const seed = block.result?.hash ?? null;
  const computed = seed ? drawWinners(list.ids, seed, shown.winners ?? 1) : [];
  const paid = shown.payouts.map((p) => p.id);
  const computedHash = listHash(list.ids);
  const ok =
    computedHash === shown.draw.listHash &&
    seed !== null &&
    seed === shown.draw.seed &&
    paid.every((id, i) => computed[i] === id) &&
    paid.length === Math.min(computed.length, paid.length);
  return {
    listHash: { published: shown.draw.listHash, computed: computedHash },
    block: shown.draw.block,
    seed: { published: shown.draw.seed, chain: seed },
    winners: { paid, computed },
    ok,
  };
}
