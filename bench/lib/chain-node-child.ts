// The local node of bench/chain-conditions.ts, in its own process (as a node is in production: its EVM does not share
// the server's event loop): ganache's EVM behind a plain JSON-RPC over HTTP server that counts what it is asked, so
// the bench can tell the node's own time and CPU from the product's, and whether a "warm" check reached the node.
// IPC: sends { env, deployerKey } once ready; answers { id, result } to 'stats' (calls by method, the node's CPU ms,
// time spent answering) and 'reset'; 'stop' ends it.
import { createServer, type IncomingMessage } from 'node:http';
import { custom, defineChain, type EIP1193Provider, type Hex, parseEther, toHex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { prepareNode } from '../../scripts/cluster/prepare-node';

const CHAIN_ID = 31_338;

const { default: ganache } = await import('ganache');
const payoutKey: Hex = generatePrivateKey();
const deployerKey: Hex = generatePrivateKey();
const rich = toHex(parseEther('1000000'));
const provider = ganache.provider({
  logging: { quiet: true },
  chain: { chainId: CHAIN_ID, vmErrorsOnRPCResponse: false },
  miner: { blockTime: 0 },
  wallet: {
    accounts: [
      { secretKey: payoutKey, balance: rich },
      { secretKey: deployerKey, balance: rich },
    ],
  },
});

type RpcRequest = { id?: unknown; jsonrpc?: string; method: string; params?: unknown[] };
let calls: Record<string, number> = {};
let answeringMs = 0;
let cpuAtReset = process.cpuUsage();

async function answer(request: RpcRequest) {
  calls[request.method] = (calls[request.method] ?? 0) + 1;
  try {
    const result = await provider.request({ method: request.method, params: request.params ?? [] } as never);
    return { jsonrpc: '2.0', id: request.id, result };
  } catch (error) {
    const { code, message, data } = error as { code?: number; message: string; data?: unknown };
    return { jsonrpc: '2.0', id: request.id, error: { code: code ?? -32000, message, data } };
  }
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const server = createServer(async (req, res) => {
  const t0 = performance.now();
  const parsed = JSON.parse(await bodyOf(req)) as RpcRequest | RpcRequest[];
  const out = Array.isArray(parsed) ? await Promise.all(parsed.map(answer)) : await answer(parsed);
  const text = JSON.stringify(out, (_k, v) => (typeof v === 'bigint' ? toHex(v) : v));
  answeringMs += performance.now() - t0;
  res.writeHead(200, { 'content-type': 'application/json' }).end(text);
});
server.keepAliveTimeout = 60_000;
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const port = (server.address() as { port: number }).port;
const rpcUrl = `http://127.0.0.1:${port}`;

// Set up as scripts/cluster/chain-node.ts does (prepareNode).
const chain = defineChain({
  id: CHAIN_ID,
  name: 'Bench chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
});
const transport = custom(provider as unknown as EIP1193Provider);
const tokenAddress = await prepareNode({ chain, transport, deployerKey, payoutKey, pollingInterval: 20 });
calls = {};

process.on('message', (message: 'stop' | { id: number; ask: 'stats' | 'reset' }) => {
  if (message === 'stop') {
    server.close();
    void provider.disconnect().finally(() => process.exit(0));
    return;
  }
  if (message.ask === 'reset') {
    calls = {};
    answeringMs = 0;
    cpuAtReset = process.cpuUsage();
    process.send?.({ id: message.id, result: null });
    return;
  }
  const cpu = process.cpuUsage(cpuAtReset);
  process.send?.({ id: message.id, result: { calls, cpuMs: (cpu.user + cpu.system) / 1000, answeringMs } });
});

process.send?.({
  env: {
    CHAIN_RPC_URL: rpcUrl,
    CHAIN_ID: String(CHAIN_ID),
    TOKEN_ADDRESS: tokenAddress,
    PAYOUT_PRIVATE_KEY: payoutKey,
    CONFIRMATIONS: '2',
  },
  deployerKey,
});
