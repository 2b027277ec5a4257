/**
 * The docs plugin's sidebar generator, putting withdrawn pages out of the way:
 * in each category, its withdrawn pages (and categories whose index page is
 * withdrawn, with all their pages) move to the end, into a collapsed group
 * "Earlier versions". Each keeps a label that says what it is against the
 * current release, "Settlements (Pro 1.1)" or "Minimap (withdrawn during
 * Pro 2.2)", in text that sighted, keyboard and screen-reader readers all get
 * (a page inside a withdrawn category says it only when it differs from what
 * the category says), and the class `sidebar-withdrawn`, which styles it
 * apart. The group opens by itself on a withdrawn page, as any category on the
 * active path does.
 */
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {withdrawnAs, withdrawnLabel, withdrawnOf, type Withdrawn} from './withdrawn';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];
type GeneratorArgs = Parameters<SidebarItemsGeneratorOption>[0];
type Item = Awaited<ReturnType<SidebarItemsGeneratorOption>>[number];
type Doc = GeneratorArgs['docs'][number];

/** The label of the group that holds a category's withdrawn pages. */
export const earlierVersionsLabel = 'Earlier versions';

const withdrawnClassName = 'sidebar-withdrawn';

const classes = ({className}: {className?: string}) => [className, withdrawnClassName].filter(Boolean).join(' ');

export const markWithdrawnPages: SidebarItemsGeneratorOption = async ({defaultSidebarItemsGenerator, ...args}) => {
  const docs = new Map(args.docs.map((doc) => [doc.id, doc]));
  const docOf = (item: Item): Doc | undefined => {
    if (item.type === 'doc') {
      return docs.get(item.id);
    }
    return item.type === 'category' && item.link?.type === 'doc' ? docs.get(item.link.id) : undefined;
  };
  const withdrawnOfItem = (item: Item): Withdrawn | undefined => {
    const doc = docOf(item);
    return doc && withdrawnOf(doc.frontMatter as Record<string, unknown>, doc.source);
  };

  /**
   * A withdrawn item, labelled unless its withdrawn category already says the same (`said`); a withdrawn category's
   * pages must all be withdrawn too.
   */
  const marked = (item: Item, withdrawn: Withdrawn, said?: string): Item => {
    const doc = docOf(item)!;
    const label = (own: string) => (withdrawnAs(withdrawn) === said ? own : withdrawnLabel(own, withdrawn));
    if (item.type === 'category') {
      const items = item.items.map((child) => {
        const childWithdrawn = withdrawnOfItem(child);
        if (!childWithdrawn) {
          throw new Error(
            `${docOf(child)?.source ?? String(child.type)}: a current page inside the withdrawn category "${item.label}" (${doc.source}) would sit among earlier versions; move it out, or withdraw it too (see CONTRIBUTING.md, "A withdrawn page").`,
          );
        }
        return marked(child, childWithdrawn, withdrawnAs(withdrawn));
      });
      return {...item, items, label: label(item.label), className: classes(item)};
    }
    // The theme takes a doc's sidebar_label over the item's label: the label comes from the title.
    if (doc.frontMatter.sidebar_label !== undefined) {
      throw new Error(
        `${doc.source}: a withdrawn page takes its sidebar label from its title; remove "sidebar_label" (see CONTRIBUTING.md, "A withdrawn page").`,
      );
    }
    return item.type === 'doc' ? {...item, label: label(item.label ?? doc.title), className: classes(item)} : item;
  };

  /** A category's items: the current ones as they were, then the withdrawn ones in a collapsed group. */
  const arranged = (items: Item[]): Item[] => {
    const current: Item[] = [];
    const earlier: Item[] = [];
    for (const item of items) {
      const withdrawn = withdrawnOfItem(item);
      if (withdrawn) {
        earlier.push(marked(item, withdrawn));
      } else {
        current.push(item.type === 'category' ? {...item, items: arranged(item.items)} : item);
      }
    }
    if (earlier.length === 0) {
      return current;
    }
    return [
      ...current,
      {type: 'category', label: earlierVersionsLabel, collapsible: true, collapsed: true, items: earlier},
    ];
  };

  return arranged(await defaultSidebarItemsGenerator(args));
};
