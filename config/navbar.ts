import type {Navbar} from '@docusaurus/theme-common';

/**
 * The navbar; the version menu appears once a version has been cut (`docusaurus docs:version`), not before. The
 * product links show in the phone menu's main panel only (src/theme/NavbarItem/ProductLinksNavbarItem.tsx).
 */
export function navbar({versionMenu}: {versionMenu: boolean}) {
  return {
    title: 'Narrative',
    hideOnScroll: false,
    logo: {alt: 'Narrative logo', src: 'img/logo.svg', width: 32, height: 32},
    items: [
      {type: 'custom-productLinks', position: 'left'},
      ...(versionMenu ? [{type: 'docsVersionDropdown' as const, position: 'right' as const}] : []),
      {type: 'search', position: 'right'},
    ],
  } satisfies Navbar;
}
