/**
 * Extends the theme's navbar item types (a safe swizzle) with
 * `custom-productLinks`: the phone menu's main panel lists each product's docs
 * and the roadmap, while the desktop navbar stays as it is (the item renders
 * nothing there). See ./ProductLinksNavbarItem.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ProductLinksNavbarItem from './ProductLinksNavbarItem';

export default {
  ...ComponentTypes,
  'custom-productLinks': ProductLinksNavbarItem,
};
