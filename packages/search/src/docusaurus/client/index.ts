/** What the site's own theme components may read of search in the browser: its settings. */
export {useSearchConfig} from './useSearch';
