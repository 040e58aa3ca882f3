import type { FastifyInstance } from 'fastify';
import { iconsRoutes } from './icons.routes';

/** The icons module's one door: Iconify sets served from the installed packages. */
export function iconsModule() {
  return { routes: (app: FastifyInstance) => iconsRoutes(app) };
}
