import type {Navbar} from '@docusaurus/theme-common';

/** The navbar; the version menu appears once a version has been cut (`docusaurus docs:version`), not before. */
export function navbar({versionMenu}: {versionMenu: boolean}) {
  return {
    title: 'Narrative',
    hideOnScroll: false,
    logo: {alt: 'Narrative logo', src: 'img/logo.svg', width: 32, height: 32},
    items: [
      ...(versionMenu ? [{type: 'docsVersionDropdown' as const, position: 'right' as const}] : []),
      {type: 'search', position: 'right'},
    ],
  } satisfies Navbar;
}
