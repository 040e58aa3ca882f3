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
