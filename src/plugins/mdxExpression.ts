/**
 * JavaScript in an MDX JSX attribute, as our remark plugins write it: MDX
 * compiles an attribute value from its syntax tree (ESTree), and keeps the
 * code beside it as text.
 */

/** An expression: its code, and its ESTree node. */
export type JsExpression = {text: string; tree: object};

/** A string or number literal. */
export function literal(value: string | number): JsExpression {
  const raw = JSON.stringify(value);
  return {text: raw, tree: {type: 'Literal', value, raw}};
}

/** An attribute value written as JavaScript (`name={…}`), as mdast-util-mdx-jsx shapes it. */
export function attributeExpression({text, tree}: JsExpression) {
  return {
    type: 'mdxJsxAttributeValueExpression' as const,
    value: text,
    data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression: tree}]}},
  };
}
