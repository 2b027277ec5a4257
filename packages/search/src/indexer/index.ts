/**
 * The build side (Node): DocSearch records from built pages, the embedded
 * index from the records, the records file and its upload to a hosted index,
 * and the index read back from a build folder.
 */
export {fileShardSource} from './fileShardSource';
export {extractRecords} from './records';
export {recordsFile} from './recordsFile';
export {buildShards, toDocuments} from './shards';
export {uploadRecords} from './upload';
// The analysis the index is written with, for tools that index the same records another way (the engines' bench).
export {queryWords, stemOf, termsOf} from '../analysis';
