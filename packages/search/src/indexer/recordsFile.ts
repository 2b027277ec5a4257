/** Where the build leaves the DocSearch records: in the plugin's generated files, outside the published site. */
import path from 'node:path';
import {recordsFileName} from '../contract';

/** `generatedFilesDir` is the site's `.docusaurus` directory (`context.generatedFilesDir`). */
export function recordsFile(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'search', recordsFileName);
}
