/** The six Narrative products: one source for the footer, the home page and the not-found page. */
export type Product = {
  /** Name as the reader sees it. */
  label: string;
  /** Route of the product's entry page. */
  to: string;
  /** One line on what the product is for. */
  pitch: string;
};

export const products: readonly Product[] = [
  {
    label: 'Common UI',
    to: '/common-ui/',
    pitch: 'The free, cross-platform UI layer that every Narrative plugin builds its menus and HUD on.',
  },
  {
    label: 'Interaction',
    to: '/interaction/',
    pitch: 'A light, networked interaction system for doors, pickups and anything a player can use.',
  },
  {
    label: 'Inventory',
    to: '/inventory/',
    pitch: 'Networked inventory with items, equipment, loot tables, looting and trading, for Blueprint or C++.',
  },
  {
    label: 'Navigator',
    to: '/navigator/',
    pitch: 'Minimaps, world maps, compasses and waypoint markers to guide players around your world.',
  },
  {
    label: 'Pro',
    to: '/pro/',
    pitch: 'The all-in-one plugin: NPCs, combat, quests, dialogue, maps, inventory and interaction together.',
  },
  {
    label: 'Tales',
    to: '/tales/',
    pitch: 'Node-graph quests and dialogue for any kind of game, with multiplayer support built in.',
  },
];
