// npm run draw -- verify <questId> [--url http://host] [--rpc https://chain-rpc]: re-runs a quest's raffle from
// public data (docs/distribution.md) and says whether the published list hash, seed and winners are what it computes.

import { verifyDraw } from './draw-verify';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const [command, questId] = args;
if (command !== 'verify' || !questId) {
  console.error('Usage: npm run draw -- verify <questId> [--url http://localhost:3000] [--rpc <chain JSON-RPC URL>]');
  process.exit(command ? 1 : 0);
}
const base = (option('--url') ?? process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
// The embedded development chain answers reads through the server; a real chain through its own RPC.
const rpc = option('--rpc') ?? `${base}/api/v1/dev/chain-rpc`;

async function fetchJson(url: string, body?: object): Promise<unknown> {
  const response = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

try {
  const check = await verifyDraw(fetchJson, `${base}/api/v1`, rpc, questId);
  console.log(`list hash   published ${check.listHash.published}`);
  console.log(`            computed  ${check.listHash.computed}`);
  console.log(`block       ${check.block}`);
  console.log(`seed        published ${check.seed.published ?? '(not drawn yet)'}`);
  console.log(`            chain     ${check.seed.chain ?? '(not mined yet)'}`);
  console.log(`winners     paid      ${check.winners.paid.join(' ') || '(none yet)'}`);
  console.log(`            computed  ${check.winners.computed.join(' ') || '(none)'}`);
  console.log(check.ok ? 'OK: the draw is what the public data gives.' : 'MISMATCH: the published draw differs.');
  process.exit(check.ok ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
