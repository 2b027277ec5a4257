/**
 * The docs plugin's sidebar generator, marking withdrawn pages: each one's
 * label (and that of a category whose index page is withdrawn) ends with the
 * version it describes, "Minimap (Pro 2.2)", in text that sighted, keyboard
 * and screen-reader readers all get, and its item takes the class
 * `sidebar-withdrawn`, which styles it apart.
 */
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {withdrawnLabel, withdrawnOf} from './withdrawn';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];

type Item = Awaited<ReturnType<SidebarItemsGeneratorOption>>[number];

const withdrawnClassName = 'sidebar-withdrawn';

const classes = ({className}: {className?: string}) => [className, withdrawnClassName].filter(Boolean).join(' ');

export const markWithdrawnPages: SidebarItemsGeneratorOption = async ({defaultSidebarItemsGenerator, ...args}) => {
  const items = await defaultSidebarItemsGenerator(args);
  const docs = new Map(args.docs.map((doc) => [doc.id, doc]));
  const mark = (item: Item): Item => {
    if (item.type === 'category') {
      const marked = {...item, items: item.items.map(mark)};
      const doc = item.link?.type === 'doc' ? docs.get(item.link.id) : undefined;
      const withdrawn = doc && withdrawnOf(doc.frontMatter as Record<string, unknown>, doc.source);
      return withdrawn ? {...marked, label: withdrawnLabel(item.label, withdrawn), className: classes(item)} : marked;
    }
    if (item.type === 'doc') {
      const doc = docs.get(item.id);
      const withdrawn = doc && withdrawnOf(doc.frontMatter as Record<string, unknown>, doc.source);
      if (doc && withdrawn) {
        // The theme takes a doc's sidebar_label over the item's label: the label comes from the title.
        if (doc.frontMatter.sidebar_label !== undefined) {
          throw new Error(
            `${doc.source}: a withdrawn page takes its sidebar label from its title; remove "sidebar_label" (see CONTRIBUTING.md, "A withdrawn page").`,
          );
        }
        return {...item, label: withdrawnLabel(item.label ?? doc.title, withdrawn), className: classes(item)};
      }
    }
    return item;
  };
  return items.map(mark);
};
