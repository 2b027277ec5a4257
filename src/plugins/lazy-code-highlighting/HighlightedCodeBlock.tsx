/** The theme's code block, with the site's extra Prism languages registered first. */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

// @theme-init: the classic theme's component, below this plugin's wrapper.
export {default} from '@theme-init/CodeBlock';
