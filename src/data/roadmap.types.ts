import {products, type ProductLabel} from './products';

/** The areas of Pro the roadmap plans apart, each a tab under Pro's. */
const proAreas = [
  'AI',
  'Character Creator',
  'Combat',
  'Inventory',
  'Narrative Events / Conditions',
  'NPC',
  'Tales',
  'Time of Day',
] as const;

/** A product, or an area of Pro ("Pro - Combat"), shown under the Pro tab. */
export type RoadmapProduct = ProductLabel | `Pro - ${(typeof proAreas)[number]}`;

/** Every product tab of the roadmap: the products, and the areas of Pro. */
export const roadmapProducts: readonly RoadmapProduct[] = [
  ...products.map(({label}) => label),
  ...proAreas.map((area) => `Pro - ${area}` as const),
];

export type RoadmapItemType = 'Feature' | 'Misc' | 'Bugfix';

export type Quarter = 1 | 2 | 3 | 4;

export type RoadmapItem = {
  /** Every tab the item shows in. */
  products: readonly RoadmapProduct[];
  year: number;
  quarter: Quarter;
  type: RoadmapItemType;
  /** Card title. */
  name: string;
  /** Card text. */
  description?: string;
  /** Card bullet points. */
  details?: readonly string[];
};
