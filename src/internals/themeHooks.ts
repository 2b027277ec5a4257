/**
 * The theme's internal hooks this site uses, in one place (the build's uses of
 * internals are in ./prismClientModule.ts and ./compiledPages.ts).
 *
 * Why: `@docusaurus/theme-common/internal` is not a public API, but the theme's
 * own components use these hooks, and our wrappers must behave like them:
 * - useNavbarMobileSidebar: whether the phone menu is open (Navbar/MobileSidebar
 *   mounts its panel when idle; DocSidebar/Mobile closes it after a filter match);
 * - useAnnouncementBar, useScrollPosition: the sidebar filter's list keeps the
 *   desktop sidebar's height as the announcement bar and the page scroll change it.
 *
 * What would replace it: the same hooks exported from `@docusaurus/theme-common`.
 * Checked against @docusaurus/theme-common 3.10.2.
 */
export {useAnnouncementBar, useNavbarMobileSidebar, useScrollPosition} from '@docusaurus/theme-common/internal';
