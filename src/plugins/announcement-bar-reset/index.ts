/**
 * Shows a new announcement on the very first page load after its id changes.
 * The theme hides the bar before hydration whenever the dismissed flag is set,
 * whatever id was dismissed; this script clears that early hide when the
 * stored id is not the configured one, so the bar shows at once, without
 * waiting for another page load.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

export default function announcementBarReset(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfig;
  return {
    name: 'announcement-bar-reset',
    injectHtmlTags() {
      if (!announcementBar?.id) {
        return {};
      }
      return {
        preBodyTags: [
          {tagName: 'script', innerHTML: announcementResetScript(announcementBar.id, context.siteStorage.namespace)},
        ],
      };
    },
  };
}

/** A JavaScript string literal that is also safe inside an HTML script element. */
const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Inline script run before the page paints; it must run after the theme's own script. */
export function announcementResetScript(id: string, storageNamespace: string): string {
  return `(function() {
  try {
    if (localStorage.getItem(${literal(`docusaurus.announcement.id${storageNamespace}`)}) !== ${literal(id)}) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch (err) {}
})();`;
}
