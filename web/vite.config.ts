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
  build: { target: 'es2022' },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    passWithNoTests: true,
  },
});
