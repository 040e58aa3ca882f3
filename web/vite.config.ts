import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { buildManifest } from './build-manifest-plugin';
import { markdownContent } from './content-plugin';
import { contractLite } from './contract-lite-plugin';
import { iconData } from './icons-plugin';

// The server Vite's dev server passes the API on to (`npm run dev`, scripts/dev.mjs, sets it to the server it starts).
const api = process.env.API_URL ?? 'http://localhost:3000';

// `vite build --ssr src/entry-server.tsx` (scripts/build-web-if-changed.mjs) builds the renderer the server loads
// to render guest pages: one self-contained file (every library bundled in), no manifest and no compressed copies.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    contractLite(),
    tailwindcss(),
    isSsrBuild ? null : buildManifest(),
    iconData(),
    markdownContent(`${import.meta.dirname}/content`),
    // .br and .gz beside every text asset, made once at build time; the server sends them as they are.
    isSsrBuild
      ? null
      : compression({
          algorithms: ['brotliCompress', 'gzip'],
          include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
          threshold: 1024,
        }),
  ],
  ssr: { noExternal: true },
  // The renderer is a production build like the browser's bundle: React's production code whatever NODE_ENV the
  // server process was started with (its development build rendered a quest page in 107 ms of CPU instead of ~10).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
      // What the server answers outside /api: the badge keys, and the pages crawlers read.
      '/.well-known': api,
      '/sitemap.xml': api,
      '/robots.txt': api,
      '/socket.io': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
  // No modulepreload links added at run time: Vite's helper appended one per chunk a dynamic import needs (~50 on
  // /quests), and on a throttled phone each batch of appendChild was a long task of its own (100-500 ms at 4x,
  // bench/hydration-work.mjs). The browser fetches a chunk's imports as it reads it instead; a guest page is painted
  // from the server's HTML before any of them is asked for (main.tsx).
  build: { target: 'es2022', copyPublicDir: !isSsrBuild, modulePreload: false },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    passWithNoTests: true,
  },
}));
