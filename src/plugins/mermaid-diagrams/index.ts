/**
 * Mermaid diagrams drawn at build time. The drawing is the remark plugin
 * (remark.ts, registered in the docs options); this plugin tells the two
 * bundles how to take a diagram's drawings (contract.ts, `drawingQuery`):
 * the server bundle, which renders the pages' HTML, inlines their markup;
 * the browser bundle emits them as a file and keeps only its URL, which the
 * page fetches when it is reached by a link inside the site.
 */
import type {Plugin} from '@docusaurus/types';
import {drawingQuery} from './contract';

export default function mermaidDiagrams(): Plugin {
  return {
    name: 'mermaid-diagrams',
    configureWebpack(_config, isServer) {
      const rule = {resourceQuery: new RegExp(`^\\?${drawingQuery}$`)};
      return {
        module: {
          rules: [
            isServer
              ? {...rule, type: 'asset/source'}
              : {...rule, type: 'asset/resource', generator: {filename: 'assets/mermaid/[contenthash:12][ext]'}},
          ],
        },
      };
    },
  };
}
