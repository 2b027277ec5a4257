/**
 * Extends the theme's MDX component map (a safe swizzle). Tables can scroll
 * sideways on narrow screens, so each one takes keyboard focus: a keyboard
 * reader can then scroll it with the arrow keys (WCAG 2.1.1). The product
 * components are global so that shared bodies need no imports.
 */
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import {ProductLink, ProductName, ProductOnly} from '@site/src/components/ProductLink';

export default {
  ...MDXComponents,
  table: (props: ComponentProps<'table'>) => <table tabIndex={0} {...props} />,
  ProductLink,
  ProductName,
  ProductOnly,
};
