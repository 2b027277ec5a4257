/**
 * JavaScript that our remark plugins write into a page: an MDX JSX attribute
 * value, or an import. MDX compiles both from their syntax tree (ESTree),
 * built here by estree-util-value-to-estree, and keeps the code beside it as
 * text; the node types are mdast-util-mdx's.
 */
import {valueToEstree} from 'estree-util-value-to-estree';
import type {MdxJsxAttributeValueExpression, MdxjsEsm} from 'mdast-util-mdx';

type Expression = ReturnType<typeof valueToEstree>;
type Statement = NonNullable<NonNullable<MdxjsEsm['data']>['estree']>['body'][number];

/** An expression: its code, and its ESTree node. */
export type JsExpression = {text: string; tree: Expression};

/** A JSON value (a string, a number, an object of them) as an expression. */
export function literal(value: unknown): JsExpression {
  return {text: JSON.stringify(value), tree: valueToEstree(value)};
}

/** An attribute value written as JavaScript (`name={…}`). */
export function attributeExpression({text, tree}: JsExpression): MdxJsxAttributeValueExpression {
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: text,
    data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression: tree}]}},
  };
}

/** `import name from "module"` at the top of a page, for a component a plugin writes into it. */
export function importDefault(name: string, module: string): MdxjsEsm {
  const source = JSON.stringify(module);
  const declaration: Statement = {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
    source: {type: 'Literal', value: module, raw: source},
    attributes: [],
  };
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${source};`,
    data: {estree: {type: 'Program', sourceType: 'module', body: [declaration]}},
  };
}
