/**
 * Extends the theme's MDX component map (a safe swizzle). Inline code in a
 * table holds line-break opportunities (`<wbr>`, from src/plugins/table-labels);
 * the theme's `code` takes any element among its children for a code block, so
 * such code renders inline here. The product components are global so that
 * shared bodies need no imports.
 */
import React, {Children, isValidElement, type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import CodeInline from '@theme/CodeInline';
import {ProductLink, ProductName, ProductOnly} from '@site/src/components/ProductLink';

/** One line of text with line-break opportunities in it. */
const breaksInOneLine = (children: React.ReactNode): boolean => {
  const parts = Children.toArray(children);
  const isBreak = (part: (typeof parts)[number]) => isValidElement(part) && part.type === 'wbr';
  return (
    parts.some(isBreak) && parts.every((part) => isBreak(part) || (typeof part === 'string' && !part.includes('\n')))
  );
};

export default {
  ...MDXComponents,
  code: (props: ComponentProps<'code'>) =>
    breaksInOneLine(props.children) ? <CodeInline {...props} /> : <MDXComponents.code {...props} />,
  ProductLink,
  ProductName,
  ProductOnly,
};
