import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {contrast, darkCodeTheme, lightCodeTheme, readableOn} from './codeThemes';

describe('code themes', () => {
  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ])('draw every token of the %s theme at 4.5:1 or more against the block', (_mode, theme) => {
    const background = theme.plain.backgroundColor!;
    const faint = theme.styles
      .filter((style) => style.style.color && contrast(style.style.color, background) < 4.5)
      .map((style) => `${style.types.join(',')}: ${style.style.color}`);
    expect(faint).toEqual([]);
  });

  it('keeps colours that already pass', () => {
    expect(readableOn('#393a34', '#f6f8fa')).toBe('#393a34');
  });

  it('darkens a faint colour on a light background and lightens it on a dark one', () => {
    expect(contrast('#36acaa', '#f6f8fa')).toBeLessThan(4.5);
    const darker = readableOn('#36acaa', '#f6f8fa');
    expect(contrast(darker, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    const lighter = readableOn('rgb(98, 114, 164)', themes.dracula.plain.backgroundColor!);
    expect(contrast(lighter, themes.dracula.plain.backgroundColor!)).toBeGreaterThanOrEqual(4.5);
  });
});
