/**
 * Blueprint graphs drawn at build time. The drawing itself is the remark
 * plugin (remark.ts, registered in the docs options); this plugin puts the
 * palette's custom properties in every page's head, beside the stylesheet
 * blueprint.css, so no colour is written twice, and adds the few lines that
 * close Full view on Escape (full-view.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {paletteCss} from './palette';

export default function blueprintGraphs(): Plugin {
  return {
    name: 'blueprint-graphs',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: paletteCss()}]};
    },
    getClientModules() {
      return [path.join(__dirname, 'full-view.ts')];
    },
  };
}
