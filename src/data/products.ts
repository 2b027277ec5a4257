/**
 * The six Narrative products, the one list the site derives every other from:
 * the footer, the home and not-found pages, the search sections, the roadmap's
 * tabs, shared bodies' product links, llms.txt's summary and the MCP server's
 * tool descriptions.
 */
export type Product = {
  /** Names the product in code and in the docs' folders ("common-ui"). */
  key: string;
  /** Name as the reader sees it. */
  label: string;
  /** Route of the product's entry page, and the folder of its docs. */
  to: string;
  /** One line on what the product is for. */
  pitch: string;
  /**
   * Pro bundles Interaction, Inventory and Navigator under folders of their
   * own, which shared bodies resolve their paths against; Tales' features sit
   * directly under /pro/.
   */
  subRoots?: readonly string[];
};

export const products = [
  {
    key: 'common-ui',
    label: 'Common UI',
    to: '/common-ui/',
    pitch: 'The free, cross-platform UI layer that every Narrative plugin builds its menus and HUD on.',
  },
  {
    key: 'interaction',
    label: 'Interaction',
    to: '/interaction/',
    pitch: 'A light, networked interaction system for doors, pickups and anything a player can use.',
  },
  {
    key: 'inventory',
    label: 'Inventory',
    to: '/inventory/',
    pitch: 'Networked inventory with items, equipment, loot tables, looting and trading, for Blueprint or C++.',
  },
  {
    key: 'navigator',
    label: 'Navigator',
    to: '/navigator/',
    pitch: 'Minimaps, world maps, compasses and waypoint markers to guide players around your world.',
  },
  {
    key: 'pro',
    label: 'Pro',
    to: '/pro/',
    pitch: 'The all-in-one plugin: NPCs, combat, quests, dialogue, maps, inventory and interaction together.',
    subRoots: ['/pro/interaction/', '/pro/inventory/', '/pro/navigator/'],
  },
  {
    key: 'tales',
    label: 'Tales',
    to: '/tales/',
    pitch: 'Node-graph quests and dialogue for any kind of game, with multiplayer support built in.',
  },
] as const satisfies readonly Product[];

export type ProductKey = (typeof products)[number]['key'];

export type ProductLabel = (typeof products)[number]['label'];

const labels: readonly string[] = products.map(({label}) => label);

/** The products' names as a sentence lists them: "Common UI, Interaction, … Pro and Tales". */
export const productNames = `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
