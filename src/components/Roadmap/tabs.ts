import type {RoadmapItem, RoadmapProduct} from '@site/src/data/roadmap.types';
import type {QuarterColumn} from './quarters';

export type RoadmapTab = {
  product: RoadmapProduct;
  label: string;
  /** Sub-areas ("Pro - Combat") shown under their parent tab. */
  children: RoadmapTab[];
};

const separator = ' - ';

const labels: Partial<Record<RoadmapProduct, string>> = {
  Tales: 'Tales (Quests & Dialogue)',
};

/** Top-level product tabs, alphabetical, each with its sub-areas, alphabetical. */
export function buildTabs(products: readonly RoadmapProduct[]): RoadmapTab[] {
  const sorted = [...new Set(products)].sort((a, b) => a.localeCompare(b));
  const parents = sorted.filter((product) => !product.includes(separator));
  return parents.map((parent) => ({
    product: parent,
    label: labels[parent] ?? parent,
    children: sorted
      .filter((product) => product.startsWith(parent + separator))
      .map((product) => ({product, label: product.slice(parent.length + separator.length), children: []})),
  }));
}

/** Items of one tab in one quarter column: an item shows in every tab its product list names. */
export function itemsIn(
  items: readonly RoadmapItem[],
  product: RoadmapProduct,
  {year, quarter}: Pick<QuarterColumn, 'year' | 'quarter'>,
): RoadmapItem[] {
  return items.filter((item) => item.year === year && item.quarter === quarter && item.products.includes(product));
}
