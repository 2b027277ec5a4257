/** The renderer's markup as MDX JSX nodes (mdast-util-mdx's types), which MDX compiles into the page like hand-written JSX. */
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx';
import {attributeExpression, literal} from '../mdxExpression';
import type {Element} from './types';

/** `a:1;b:2` as the object `{"a": "1", "b": "2"}`, the shape React takes a style in. */
function styleObject(css: string): MdxJsxAttribute['value'] {
  const entries = css
    .split(';')
    .filter(Boolean)
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
    });
  return attributeExpression(literal(Object.fromEntries(entries)));
}

/**
 * An element as an MDX JSX flow element. An SVG `text` holds plain text,
 * which mdast's types allow only in phrasing content; MDX compiles it as
 * given, so the children are typed as the flow element's.
 */
export function toMdxJsx(element: Element): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: element.tag,
    attributes: Object.entries(element.attrs ?? {}).map(([name, value]): MdxJsxAttribute => ({
      type: 'mdxJsxAttribute',
      name,
      value: name === 'style' ? styleObject(String(value)) : String(value),
    })),
    children: (element.children ?? []).map((child) =>
      typeof child === 'string'
        ? ({type: 'text', value: child} as unknown as MdxJsxFlowElement['children'][number])
        : toMdxJsx(child),
    ),
  };
}
