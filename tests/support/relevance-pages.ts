/**
 * The pages that answer the relevance tables' queries, by feature: where Tales
 * and Pro (or a standalone plugin and Pro) document the same feature, both
 * pages, either of which answers.
 */
export const dialogue = ['/tales/dialogue/', '/pro/dialogue/'];
export const dialogueNodes = [
  '/tales/dialogue/dialogue-nodes/',
  '/pro/dialogue/dialogue-nodes/',
  '/tales/dialogue/dialogue-nodes/node-breakdown',
  '/pro/dialogue/dialogue-nodes/node-breakdown',
];
export const animations = ['/tales/dialogue/dialogue-nodes/animations', '/pro/dialogue/dialogue-nodes/animations'];
export const dialogueSequence = ['/tales/dialogue/dialogue-sequence/', '/pro/dialogue/dialogue-sequence/'];
export const shots = ['/tales/dialogue/dialogue-sequence/shots', '/pro/dialogue/dialogue-sequence/shots'];
export const quests = ['/tales/quests/', '/pro/quests/'];
export const tasks = ['/tales/quests/tasks/', '/pro/quests/tasks/'];
export const defaultTasks = ['/tales/quests/tasks/defaulttasks', '/pro/quests/tasks/defaulttasks'];
export const states = ['/tales/quests/states', '/pro/quests/states'];
export const branches = ['/tales/quests/branches', '/pro/quests/branches'];
export const conditions = ['/tales/conditions/', '/pro/conditions/'];
export const events = ['/tales/events/', '/pro/events/'];
export const defaultEvents = ['/tales/events/default-events', '/pro/events/default-events'];
export const parties = ['/tales/parties/', '/pro/parties/'];
export const partyDialogue = ['/tales/parties/dialogue-and-quests', '/pro/parties/dialogue-and-quests'];
export const narrativeFunctions = ['/tales/tales-component/functions', '/pro/tales-component/functions'];
export const inventoryComponent = ['/inventory/inventory-component/', '/pro/inventory/inventory-component/'];
export const inventoryFunctions = [
  '/inventory/inventory-component/functions',
  '/pro/inventory/inventory-component/functions',
];
export const items = ['/inventory/items/', '/pro/inventory/items/'];
export const itemFunctions = ['/inventory/items/functions', '/pro/inventory/items/functions'];
export const equipment = ['/inventory/items/equipment/', '/pro/inventory/items/equipment/'];
export const lootTables = ['/inventory/loot-tables', '/pro/inventory/loot-tables'];
export const looting = ['/inventory/looting/', '/pro/inventory/looting/'];
export const trading = ['/inventory/looting/trading', '/pro/inventory/looting/trading'];
export const minimap = ['/navigator/navigation-widgets/minimap', '/pro/navigator/navigation-widgets/minimap'];
export const worldMap = ['/navigator/navigation-widgets/world-map', '/pro/navigator/navigation-widgets/world-map'];
export const navigationWidgets = ['/navigator/navigation-widgets/', '/pro/navigator/navigation-widgets/'];
export const markers = [
  '/navigator/navigation-widgets/screen-space-markers',
  '/pro/navigator/navigation-widgets/screen-space-markers',
];
export const pointsOfInterest = ['/navigator/points-of-interest', '/pro/navigator/points-of-interest'];
export const navigatorComponent = ['/navigator/navigator-component', '/pro/navigator/navigator-component'];
export const mapTiles = ['/navigator/map-tile-generator', '/pro/navigator/map-tile-generator'];
export const interactables = ['/interaction/interactables/', '/pro/interaction/interactables/'];
export const interactableFunctions = [
  '/interaction/interactables/functions',
  '/pro/interaction/interactables/functions',
];
export const door = ['/interaction/door-example', '/pro/interaction/door-example'];
export const gameplayEffectItems = ['/pro/inventory/items/gameplay-effect-items'];
export const installations = [
  '/common-ui/installation/',
  '/interaction/installation/',
  '/inventory/installation/',
  '/navigator/installation/',
  '/tales/installation/',
  '/pro/installation/',
];
export const texturesFixed = ['/common-ui/changelog/', '/inventory/changelog/', '/navigator/changelog/'];
/** The Tales and Inventory changelogs: each index, and the version pages whose fixes readers describe by their symptom. */
export const talesChangelog = [
  '/tales/changelog/',
  '/tales/changelog/version-3.6.0',
  '/tales/changelog/version-3.7.0',
  '/tales/changelog/version-3.7.2',
];
export const inventoryChangelog = [
  '/inventory/changelog/',
  '/inventory/changelog/version-2.0.0',
  '/inventory/changelog/version-2.0.5',
];
