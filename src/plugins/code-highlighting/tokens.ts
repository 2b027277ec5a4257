/**
 * Syntax highlighting in Node, at build time: Prism (prism-react-renderer's
 * copy, the one the classic theme uses in the browser) splits a block into
 * lines of tokens, written as HTML spans with the token classes the theme
 * gives them (`token keyword`); one stylesheet colours those classes for
 * each colour mode, from the site's two Prism themes.
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens, type PrismTheme} from 'prism-react-renderer';
import {codeBlockClass, escapeHtml} from './contract';

const require = createRequire(__filename);

/**
 * Registers Prism's extra languages (`prismjs/components/prism-<name>`) on
 * prism-react-renderer's Prism, as the theme does in the browser: the
 * components add themselves to the global `Prism`.
 */
export function registerLanguages(languages: readonly string[]): void {
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of languages) {
      if (!(language in Prism.languages)) {
        require(`prismjs/components/prism-${language}`);
      }
    }
  } finally {
    global.Prism = before;
  }
}

/**
 * Each line of the code as HTML: its tokens as spans classed as the theme
 * classes them, or the escaped text alone for a language Prism does not know.
 */
export function highlightLines(code: string, language: string): string[] {
  const grammar = Prism.languages[language.toLowerCase()];
  const lines = normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
  return lines.map((line) =>
    line
      .map(({types, content, empty}) => {
        // An empty line's one token holds its line break, which the line's own <br> replaces.
        const text = empty ? '' : escapeHtml(content);
        return types.length === 1 && types[0] === 'plain'
          ? text
          : `<span class="token ${types.join(' ')}">${text}</span>`;
      })
      .join(''),
  );
}

type Declarations = Record<string, string | number | undefined>;

const cssProperty = (name: string) =>
  name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const declarations = (style: Declarations) =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${cssProperty(name)}:${value}`)
    .join(';');

/** The CSS rules of one Prism theme, for one colour mode: the block's colours, then its tokens'. */
function themeRules(theme: PrismTheme, mode: 'light' | 'dark'): string[] {
  const {color, backgroundColor} = theme.plain;
  const block = `[data-theme='${mode}'] .${codeBlockClass}{${declarations({'--prism-color': color, '--prism-background-color': backgroundColor})}}`;
  return [
    block,
    ...theme.styles.map(({types, languages, style}) => {
      const scopes = languages?.map((language) => `.language-${language} `) ?? [''];
      const selectors = scopes.flatMap((scope) => types.map((type) => `[data-theme='${mode}'] ${scope}.token.${type}`));
      return `${selectors.join(',')}{${declarations(style as Declarations)}}`;
    }),
  ];
}

/** The stylesheet that colours code blocks and their tokens in light mode with `light`, in dark mode with `dark`. */
export function tokenStylesheet(light: PrismTheme, dark: PrismTheme): string {
  return [...themeRules(light, 'light'), ...themeRules(dark, 'dark')].join('\n') + '\n';
}
