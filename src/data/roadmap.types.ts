/** Every product tab of the roadmap. "Pro - X" names are sub-areas of Pro, shown under the Pro tab. */
export const roadmapProducts = [
  'Common UI',
  'Interaction',
  'Inventory',
  'Navigator',
  'Pro',
  'Pro - AI',
  'Pro - Character Creator',
  'Pro - Combat',
  'Pro - Inventory',
  'Pro - Narrative Events / Conditions',
  'Pro - Settlements',
  'Pro - Tales',
  'Pro - Time of Day',
  'Tales',
] as const;

export type RoadmapProduct = (typeof roadmapProducts)[number];

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
