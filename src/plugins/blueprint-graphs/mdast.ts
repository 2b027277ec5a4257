/** The renderer's markup as MDX JSX nodes, which MDX compiles into the page like hand-written JSX. */
import {attributeExpression, literal} from '../mdxExpression';
import type {Element} from './types';

/** A JSX attribute: a string, or (for `style`, which React takes as an object) an expression MDX compiles as it is. */
type MdxJsxAttribute = {
  type: 'mdxJsxAttribute';
  name: string;
  value: string | {type: 'mdxJsxAttributeValueExpression'; value: string; data: {estree: unknown}};
};

/** The shape of mdast-util-mdx-jsx's `MdxJsxFlowElement`. */
export type MdxJsxNode = {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: MdxJsxAttribute[];
  children: (MdxJsxNode | {type: 'text'; value: string})[];
};

/** `a:1;b:2` as the object `{"a": "1", "b": "2"}`, the shape React takes a style in. */
function styleObject(css: string): MdxJsxAttribute['value'] {
  const entries = css
    .split(';')
    .filter(Boolean)
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
    });
  const tree = {
    type: 'ObjectExpression',
    properties: entries.map(([name, value]) => ({
      type: 'Property',
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
      key: literal(name).tree,
      value: literal(value).tree,
    })),
  };
  return attributeExpression({text: JSON.stringify(Object.fromEntries(entries)), tree});
}

export function toMdxJsx(element: Element): MdxJsxNode {
  return {
    type: 'mdxJsxFlowElement',
    name: element.tag,
    attributes: Object.entries(element.attrs ?? {}).map(([name, value]) => ({
      type: 'mdxJsxAttribute',
      name,
      value: name === 'style' ? styleObject(String(value)) : String(value),
    })),
    children: (element.children ?? []).map((child) =>
      typeof child === 'string' ? {type: 'text', value: child} : toMdxJsx(child),
    ),
  };
}
