import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Gives every build an id and writes builds/latest.json and builds/meta/{id}.json,
 * which the running app polls to notice a newer deploy (docs/domain.md, Pages).
 */
export function buildManifest(): Plugin {
  const timestamp = Date.now();
  const id = `${timestamp.toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'questboard-build-manifest',
    config: () => ({
      define: { __BUILD_ID__: JSON.stringify(id), __BUILD_TIMESTAMP__: String(timestamp) },
    }),
    generateBundle() {
      const manifest = JSON.stringify({ id, timestamp });
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: manifest });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: manifest });
    },
  };
}
