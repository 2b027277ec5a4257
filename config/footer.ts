import type {Footer} from '@docusaurus/theme-common';
import {products} from '../src/data/products';

export const community = {
  marketplace: 'https://www.unrealengine.com/marketplace/en-US/profile/Narrative+Tools+Inc.',
  discord: 'https://discord.gg/qyVJmpQ2Pn',
  youtube: 'https://www.youtube.com/@narrativetools',
} as const;

// The year is part of the product specification, not the build date.
export const copyright = 'Copyright © 2025 Narrative Tools Inc.';

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
