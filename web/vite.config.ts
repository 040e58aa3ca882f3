import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { buildManifest } from './build-manifest-plugin';
import { markdownContent } from './content-plugin';
import { contractLite } from './contract-lite-plugin';
import { iconData } from './icons-plugin';

export default defineConfig({
  plugins: [
    react(),
    contractLite(),
    tailwindcss(),
    buildManifest(),
    iconData(),
    markdownContent(`${import.meta.dirname}/content`),
    // .br and .gz beside every text asset, made once at build time; the server sends them as they are.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
  // React's API on Preact's renderer (see docs/decisions.md): the same components, a tenth of react-dom's bytes.
  resolve: {
    alias: [
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
    ],
  },
  build: { target: 'es2022' },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    passWithNoTests: true,
    // Testing Library's ES build, so its own React imports go through the aliases above.
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
    // Libraries that import React go through the aliases too, so the tests render with what ships (Preact).
    server: { deps: { inline: [/react-i18next/, /@tanstack\/react-query/, /react-router/, /sonner/, /zustand/] } },
  },
});
