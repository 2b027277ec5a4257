/** Pages the browser tests visit, each standing for a kind of page. */
export const home = '/';
export const productPage = '/tales/';
/** A page four levels deep, under three categories, with no diagram. */
export const deepPage = '/inventory/items/equipment/clothing';
export const deepPageTitle = 'Clothing';
/** Its breadcrumbs: the home link, the three categories and the page itself. */
export const deepPageBreadcrumbs = 5;
/** A long Pro page four levels deep: the heaviest page of the three the Lighthouse benchmark measures. */
export const deepProPage = '/pro/quests/tasks/defaulttasks';
/** A page with code blocks in a language Prism gains from its components (bash). */
export const codePage = '/plugin-upgrades';

/** A page whose first Blueprint graph is wider than the content column at 1280 px, yet narrower than the window. */
export const wideGraphPage = '/inventory/looting/';

/**
 * A page with two Blueprint graphs: the first hand-written, wider than the
 * content column at 1280 px; the second pasted from the editor, with Copy to Unreal.
 */
export const graphPage = '/common-ui/faqs/keep-cursor-after-menu-close';
