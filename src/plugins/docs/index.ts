/**
 * The docs plugin (@docusaurus/plugin-content-docs), with the data that every
 * doc page loads kept to what the site's theme reads.
 *
 * The plugin hands the docs' root route a "version" prop that every doc page
 * loads on its first load: the sidebar, and a `docs` map holding the title and
 * description of every page of the version (13 KB gzip for 258 pages, about
 * 50 B more for each page added). Only the theme's DocCard reads that map
 * (`useDocById`, for the cards of DocCardList and generated-index pages), and
 * no page of this site shows doc cards, so the map stays out of the browser:
 * first-load JavaScript then grows with the page count by the routes table and
 * the sidebar alone. A page that starts using DocCardList gets cards without
 * descriptions; its test rejects such a page.
 */
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type {LoadContext, RouteConfig} from '@docusaurus/types';

type DocsPlugin = Awaited<ReturnType<typeof pluginContentDocs>>;
type Options = Parameters<typeof pluginContentDocs>[1];

export {validateOptions} from '@docusaurus/plugin-content-docs';

export default async function docs(context: LoadContext, options: Options): Promise<DocsPlugin> {
  const plugin = await pluginContentDocs(context, options);
  const {contentLoaded} = plugin;
  if (!contentLoaded) {
    throw new Error('@docusaurus/plugin-content-docs creates no routes: src/plugins/docs expects it to.');
  }
  return {
    ...plugin,
    contentLoaded: ({content, actions}) =>
      contentLoaded({content, actions: {...actions, addRoute: (route) => actions.addRoute(withoutDocCards(route))}}),
  };
}

/** The route tree, with the version props' `docs` map emptied: the data of doc cards, which no page shows. */
export function withoutDocCards(route: RouteConfig): RouteConfig {
  const version = route.props?.version as {docs?: object} | undefined;
  return {
    ...route,
    ...(version?.docs ? {props: {...route.props, version: {...version, docs: {}}}} : {}),
    ...(route.routes && {routes: route.routes.map(withoutDocCards)}),
  };
}
