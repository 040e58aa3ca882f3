/** A Markdown page compiled at build time by web/content-plugin.ts. */
declare module '*.md' {
  const page: {
    slug: string;
    title: string;
    headings: { id: string; text: string; level: number }[];
    html: string;
  };
  export default page;
}

declare module 'virtual:content-index' {
  interface ContentEntry {
    slug: string;
    title: string;
    description: string;
    order: number;
    headings: { id: string; text: string; level: number }[];
    text: string;
  }
  const index: { docs: ContentEntry[]; learn: ContentEntry[] };
  export default index;
}

/** Icons chosen at build time by web/icons-plugin.ts: `virtual:icons/{collection}?{name},{name}`. */
declare module 'virtual:icons/*' {
  const set: {
    prefix: string;
    width?: number;
    height?: number;
    icons: Record<string, { body: string; width?: number; height?: number }>;
  };
  export default set;
}
