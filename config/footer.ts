import type {Footer} from '@docusaurus/theme-common';
import {community} from '../src/data/community';
import {products} from '../src/data/products';

// The year is part of the product specification, not the build date.
const copyright = 'Copyright © 2025 Narrative Tools Inc.';

export const footer = {
  style: 'dark',
  links: [
    {title: 'Products', items: products.map(({label, to}) => ({label, to}))},
    {
      title: 'Community',
      items: [
        {label: 'Marketplace', href: community.marketplace},
        {label: 'Discord', href: community.discord},
        {label: 'YouTube', href: community.youtube},
      ],
    },
  ],
  copyright,
} satisfies Footer;
