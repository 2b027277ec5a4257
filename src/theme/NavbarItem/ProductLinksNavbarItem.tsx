/**
 * The phone menu's main panel (the one "Back to main menu" opens): a link to
 * each product's docs (src/data/products.ts) and to the roadmap, drawn as the
 * theme draws its own mobile navbar links. On a desktop the item renders
 * nothing: the navbar there keeps its logo, search and colour switch, and the
 * sidebar lists the products.
 */
import React from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import {products} from '@site/src/data/products';

const links = [...products.map(({label, to}) => ({label, to})), {label: 'Roadmap', to: '/roadmap/'}];

export default function ProductLinksNavbarItem({
  mobile = false,
  onClick,
}: {
  mobile?: boolean;
  onClick?: () => void;
}): React.JSX.Element | null {
  if (!mobile) {
    return null;
  }
  return (
    <>
      {links.map(({label, to}) => (
        <DefaultNavbarItem key={to} mobile label={label} to={to} onClick={onClick} />
      ))}
    </>
  );
}
