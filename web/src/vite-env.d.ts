/// <reference types="vite/client" />

declare const __BUILD_ID__: string;
declare const __BUILD_TIMESTAMP__: number;

interface ImportMetaEnv {
  readonly VITE_BOT_CHECK_BADGE?: 'hidden' | 'bottom-left';
}
