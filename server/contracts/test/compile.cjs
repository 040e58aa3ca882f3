// Compiles TestContracts.sol into test/fixtures/onchain-contracts.ts (ABIs and bytecode the tests and benches of
// on-chain conditions deploy on the embedded chain). Run once in a scratch folder that has
// `npm install solc@0.8.37 @openzeppelin/contracts@5.0.2` (later versions use Cancun's
// mcopy, which ganache's EVM lacks):
//   NODE_PATH=<scratch>/node_modules node server/contracts/test/compile.cjs
const fs = require('node:fs');
const path = require('node:path');
const solc = require('solc');

const openzeppelin = path.dirname(require.resolve('@openzeppelin/contracts/package.json'));
const input = {
  language: 'Solidity',
  sources: { 'TestContracts.sol': { content: fs.readFileSync(path.join(__dirname, 'TestContracts.sol'), 'utf8') } },
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
const names = ['TestToken', 'TestNft', 'TestMulti', 'TestEvents'];
const body = names
  .map((name) => {
    const c = out.contracts['TestContracts.sol'][name];
    return `export const ${name[0].toLowerCase()}${name.slice(1)} = {\n  abi: ${JSON.stringify(c.abi)},\n  bytecode: '0x${c.evm.bytecode.object}',\n} as const;\n`;
  })
  .join('\n');
const target = path.join(__dirname, '../../../test/fixtures/onchain-contracts.ts');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(
  target,
  `// ABIs and bytecode of server/contracts/test/TestContracts.sol (solc ${solc.version()}, EVM paris, optimizer 200\n` +
    `// runs), made by server/contracts/test/compile.cjs.\n${body}`,
);
console.log(`wrote ${target}`);
