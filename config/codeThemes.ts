/**
 * The code-block themes: prism-react-renderer's GitHub (light) and Dracula
 * (dark), with every token colour that falls under WCAG AA's 4.5:1 against
 * the block's background moved towards black or white until it passes. The
 * stock themes draw numbers and constants in #36acaa on #f6f8fa (2.6:1) and
 * comments in #6272a4 on #282a36 (3.0:1), which axe reports as serious.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

type Rgb = [number, number, number];

const minimumContrast = 4.5;

function parse(colour: string): Rgb {
  if (colour.startsWith('#')) {
    const hex = colour.length === 4 ? [...colour.slice(1)].map((digit) => digit + digit).join('') : colour.slice(1);
    return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
  }
  return (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(parse(foreground)), luminance(parse(background))].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

const hex = (rgb: Rgb) => `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** The colour, mixed towards black on a light background or white on a dark one, in 5 % steps until it passes. */
export function readableOn(colour: string, background: string): string {
  const target: Rgb = luminance(parse(background)) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const rgb = parse(colour);
  for (let mix = 0; mix <= 1; mix += 0.05) {
    const candidate = rgb.map((value, index) => value + (target[index]! - value) * mix) as Rgb;
    if (contrast(hex(candidate), background) >= minimumContrast) {
      return mix === 0 ? colour : hex(candidate);
    }
  }
  return hex(target);
}

function readableTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    ...theme,
    styles: theme.styles.map((style) =>
      style.style.color ? {...style, style: {...style.style, color: readableOn(style.style.color, background)}} : style,
    ),
  };
}

export const lightCodeTheme = readableTheme(themes.github);
export const darkCodeTheme = readableTheme(themes.dracula);
