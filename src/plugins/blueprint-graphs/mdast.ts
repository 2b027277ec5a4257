/** The renderer's markup as MDX JSX nodes, which MDX compiles into the page like hand-written JSX. */
import type {Element} from './types';

/** The shape of mdast-util-mdx-jsx's `MdxJsxFlowElement`, with string attributes only. */
export type MdxJsxNode = {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  children: (MdxJsxNode | {type: 'text'; value: string})[];
};

export function toMdxJsx(element: Element): MdxJsxNode {
  return {
    type: 'mdxJsxFlowElement',
    name: element.tag,
    attributes: Object.entries(element.attrs ?? {}).map(([name, value]) => ({
      type: 'mdxJsxAttribute',
      name,
      value: String(value),
    })),
    children: (element.children ?? []).map((child) =>
      typeof child === 'string' ? {type: 'text', value: child} : toMdxJsx(child),
    ),
  };
}
