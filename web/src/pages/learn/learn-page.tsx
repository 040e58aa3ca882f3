import { contentRoute } from '../../features/content/content-route';

export const { loader, Component } = contentRoute('learn');
