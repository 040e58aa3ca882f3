import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, found from here whether the code runs from src/ (tsx, tests) or from dist/ (the bundle). */
export const serverRoot = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('the server package folder was not found');
    dir = parent;
  }
  return dir;
})();
