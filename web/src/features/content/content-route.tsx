import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ContentView } from './components/content-view';
import { type Collection, type ContentPage, loadPage } from './lib/content-pages';

/** The route module of `/docs/*` or `/learn/*`: an unknown page is the spec's 404 'Page Not Found: {path}'. */
export function contentRoute(collection: Collection) {
  return {
    async loader({ params, request }: LoaderFunctionArgs) {
      const page = await loadPage(collection, params['*']);
      if (!page) throw data(`Page Not Found: ${new URL(request.url).pathname}`, { status: 404 });
      return page;
    },
    Component() {
      const page = useLoaderData() as ContentPage;
      return <ContentView collection={collection} page={page} />;
    },
  };
}
