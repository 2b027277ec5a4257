import type {Navbar} from '@docusaurus/theme-common';

export const navbar = {
  title: 'Narrative',
  hideOnScroll: false,
  logo: {alt: 'Narrative logo', src: 'img/logo.svg', width: 32, height: 32},
  items: [{type: 'search', position: 'right'}],
} satisfies Navbar;
