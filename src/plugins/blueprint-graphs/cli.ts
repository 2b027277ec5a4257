/**
 * `narrative-blueprint`: the writer's tool for ```blueprint blocks (see preview.ts).
 *
 *   narrative-blueprint preview FILE [--light]   writes FILE.preview.html and prints its path
 *   narrative-blueprint preview FILE --svg       prints each drawing's SVG
 *
 * Exits with 1 on a mistake in a block, printed as the build prints it.
 */
import {toHtml} from './html';
import {drawFile, svgOf, writePreview} from './preview';

const usage = 'usage: narrative-blueprint preview FILE [--svg] [--light]';

export async function main(args: string[]): Promise<number> {
  const [command, file, ...flags] = args;
  if (command !== 'preview' || !file || flags.some((flag) => !['--svg', '--light'].includes(flag))) {
    console.error(usage);
    return 1;
  }
  try {
    const {figures, warnings} = await drawFile(file);
    warnings.forEach((warning) => console.warn(`[WARNING] ${warning}`));
    if (flags.includes('--svg')) {
      console.log(figures.flatMap(svgOf).map(toHtml).join('\n'));
    } else {
      console.log(writePreview(file, figures, flags.includes('--light') ? 'light' : 'dark'));
    }
    return 0;
  } catch (error) {
    console.error(`[ERROR] ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
