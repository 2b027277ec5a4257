/**
 * The search engine, for the browser and Node alike: the contract every
 * side shares, the client that answers from the embedded index with the
 * hosted service's contract, and the adapter that makes any backend's hits
 * safe to render. The build side is `@narrative-docs/search/indexer`, the
 * Docusaurus plugin `@narrative-docs/search/docusaurus`.
 */
export * from './contract';
export {createLocalSearchClient} from './engine/localSearchClient';
export {escapedHits} from './engine/escapedHits';
export {productPreference} from './engine/optionalFilters';
export {readShardSource} from './engine/shardSource';
