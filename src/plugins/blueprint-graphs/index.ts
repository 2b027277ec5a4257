/**
 * Blueprint graphs drawn at build time. The drawing itself is the remark
 * plugin (remark.ts, registered in the docs options); this plugin only puts
 * the palette's custom properties in every page's head, beside the
 * stylesheet blueprint.css, so no colour is written twice.
 */
import type {Plugin} from '@docusaurus/types';
import {paletteCss} from './palette';

export default function blueprintGraphs(): Plugin {
  return {
    name: 'blueprint-graphs',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: paletteCss()}]};
    },
  };
}
