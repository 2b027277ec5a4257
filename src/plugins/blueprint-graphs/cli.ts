/**
 * `narrative-blueprint`: the writer's tool for ```blueprint blocks (see preview.ts).
 *
 *   narrative-blueprint preview FILE [--light]   writes FILE.preview.html and prints its path
 *   narrative-blueprint preview FILE --svg       prints each drawing's SVG
 *
 * Flags go anywhere on the line. Every block that reads is drawn; each
 * mistake is printed as the build prints it, and any mistake exits with 1.
 */
import {parseArgs} from 'node:util';
import {toHtml} from './html';
import {drawFile, svgOf, writePreview} from './preview';

const usage = 'usage: narrative-blueprint preview FILE [--svg] [--light]';

function readArgs(args: string[]): {file: string; svg: boolean; light: boolean} | undefined {
  try {
    const {positionals, values} = parseArgs({
      args,
      allowPositionals: true,
      options: {svg: {type: 'boolean', default: false}, light: {type: 'boolean', default: false}},
    });
    const [command, file, ...rest] = positionals;
    return command === 'preview' && file && rest.length === 0
      ? {file, svg: values.svg, light: values.light}
      : undefined;
  } catch {
    // An unknown flag: the usage line says which there are.
    return undefined;
  }
}

export async function main(args: string[]): Promise<number> {
  const options = readArgs(args);
  if (!options) {
    console.error(usage);
    return 1;
  }
  let drawn;
  try {
    drawn = await drawFile(options.file);
  } catch (error) {
    // A file that cannot be read (a wrong path): no block to report on.
    console.error(`[ERROR] ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const {figures, errors, warnings} = drawn;
  warnings.forEach((warning) => console.warn(`[WARNING] ${warning}`));
  errors.forEach((error) => console.error(`[ERROR] ${error}`));
  if (figures.length > 0) {
    console.log(
      options.svg
        ? figures.flatMap(svgOf).map(toHtml).join('\n')
        : writePreview(options.file, figures, options.light ? 'light' : 'dark'),
    );
  }
  return errors.length > 0 ? 1 : 0;
}
