// Compiles QuestToken.sol into ../src/modules/chain/quest-token.bytecode.ts (the development chain's token).
// Run once in a scratch folder that has `npm install solc@0.8.37 @openzeppelin/contracts@5.7.0`:
//   NODE_PATH=<scratch>/node_modules node server/contracts/compile.cjs
const fs = require('node:fs');
const path = require('node:path');
const solc = require('solc');

const openzeppelin = path.dirname(require.resolve('@openzeppelin/contracts/package.json'));
const input = {
  language: 'Solidity',
  sources: { 'QuestToken.sol': { content: fs.readFileSync(path.join(__dirname, 'QuestToken.sol'), 'utf8') } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    // ganache's EVM: no Cancun opcodes.
    evmVersion: 'paris',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
};
const resolveImport = (p) => ({
  contents: fs.readFileSync(path.join(openzeppelin, p.replace('@openzeppelin/contracts/', '')), 'utf8'),
});
const out = JSON.parse(solc.compile(JSON.stringify(input), { import: resolveImport }));
for (const e of out.errors ?? []) console.error(e.formattedMessage);
const bytecode = out.contracts['QuestToken.sol'].QuestToken.evm.bytecode.object;
const target = path.join(__dirname, '../src/modules/chain/quest-token.bytecode.ts');
fs.writeFileSync(
  target,
  `// Bytecode of server/contracts/QuestToken.sol (solc ${solc.version()}, EVM paris, optimizer 200 runs), made by\n` +
    `// server/contracts/compile.cjs; the embedded development chain deploys it on first start.\n` +
    `export const questTokenBytecode =\n  '0x${bytecode}' as const;\n`,
);
console.log(`wrote ${target}`);
