import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenStylesheet} from './tokens';

const theme = (comment: string): PrismTheme => ({
  plain: {color: '#000', backgroundColor: '#fff'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: comment, fontStyle: 'italic'}},
    {types: ['tag'], languages: ['markup'], style: {color: '#123456'}},
  ],
});

describe('tokenStylesheet', () => {
  it("colours each token type in each colour mode with that mode's theme", () => {
    const css = tokenStylesheet(theme('#111111'), theme('#eeeeee'));
    expect(css).toContain(
      "[data-theme='light'] .token.comment,[data-theme='light'] .token.prolog{color:#111111;font-style:italic}",
    );
    expect(css).toContain(
      "[data-theme='dark'] .token.comment,[data-theme='dark'] .token.prolog{color:#eeeeee;font-style:italic}",
    );
  });

  it("gives each colour mode's blocks their theme's text and background colours", () => {
    const css = tokenStylesheet(theme('#111111'), {
      ...theme('#eeeeee'),
      plain: {color: '#fff', backgroundColor: '#222'},
    });
    expect(css).toContain("[data-theme='light'] .theme-code-block{--prism-color:#000;--prism-background-color:#fff}");
    expect(css).toContain("[data-theme='dark'] .theme-code-block{--prism-color:#fff;--prism-background-color:#222}");
  });

  it("keeps a style that a theme gives one language to that language's blocks", () => {
    expect(tokenStylesheet(theme('#111111'), theme('#eeeeee'))).toContain(
      "[data-theme='light'] .language-markup .token.tag{color:#123456}",
    );
  });
});
