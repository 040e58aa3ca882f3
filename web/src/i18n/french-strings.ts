// Every French string (i18n.ts loads it when French is chosen) in one chunk: one import() instead of one per file,
// each of which was a request the browser set up on the main thread as the page started (bench/hydration-work.mjs).
const files = import.meta.glob<{ default: Record<string, unknown> }>('./fr/*.json', { eager: true });

export default Object.assign({}, ...Object.values(files).map((file) => file.default)) as Record<string, unknown>;
