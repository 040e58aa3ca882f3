import { z } from 'zod';

/** Most icons one request may ask for; a page needs a handful, so more is a mistake or abuse. */
export const ICONS_PER_REQUEST_MAX = 100;

/** Our own icon sets, served beside the `@iconify-json/*` ones. */
export const CUSTOM_ICON_COLLECTIONS = ['landing', 'settings', 'brands'] as const;

const iconName = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Icon names are lowercase words joined by dashes');

/** `GET /api/_nuxt_icon/{collection}.json?icons=a,b`: the collection and the names asked for. */
export const iconRequestSchema = {
  params: z.object({
    collection: z
      .string()
      .regex(/^[a-z0-9-]+\.json$/, 'The path names a collection, e.g. /api/_nuxt_icon/lucide.json')
      .transform((file) => file.slice(0, -'.json'.length)),
  }),
  query: z.object({
    icons: z
      .string({ error: 'Name the icons: ?icons=a,b' })
      .transform((list) => [
        ...new Set(
          list
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(iconName).min(1, 'Name at least one icon: ?icons=a,b').max(ICONS_PER_REQUEST_MAX)),
  }),
};

const iconSchema = z.object({
  body: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  left: z.number().optional(),
  top: z.number().optional(),
  rotate: z.number().optional(),
  hFlip: z.boolean().optional(),
  vFlip: z.boolean().optional(),
});

/** Iconify JSON: `prefix` equals the collection asked for; only the requested icons (and aliases they need). */
export const iconSetSchema = z.object({
  prefix: z.string(),
  icons: z.record(z.string(), iconSchema),
  aliases: z.record(z.string(), z.object({ parent: z.string() }).passthrough()).optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  lastModified: z.number().optional(),
  not_found: z.array(z.string()).optional(),
});

export type IconSet = z.infer<typeof iconSetSchema>;
