/**
 * JavaScript that our remark plugins write into a page: an MDX JSX attribute
 * value, or an import. MDX compiles both from their syntax tree (ESTree), and
 * keeps the code beside it as text.
 */
import type {RootContent} from 'mdast';

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

/** `import name from "module"` at the top of a page, for a component a plugin writes into it. */
export function importDefault(name: string, module: string): RootContent {
  const source = JSON.stringify(module);
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${source};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: module, raw: source},
            attributes: [],
          },
        ],
      },
    },
  } as unknown as RootContent;
}
