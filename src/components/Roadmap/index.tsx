import React, {useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import {roadmapItems} from '@site/src/data/roadmap';
import {roadmapProducts, type RoadmapProduct} from '@site/src/data/roadmap.types';
import {community} from '@site/src/data/community';
import RoadmapCard from './RoadmapCard';
import {nextQuarters, quarterLabel, yearQuarters, type QuarterColumn} from './quarters';
import {buildTabs, itemsIn, type RoadmapTab} from './tabs';
import styles from './styles.module.css';

const tabs = buildTabs(roadmapProducts);

function ProductQuarters({
  tab,
  columns,
  headingLevel,
}: {
  tab: RoadmapTab;
  columns: QuarterColumn[];
  headingLevel: 2 | 3;
}): ReactNode {
  const Heading = `h${headingLevel}` as const;
  const perColumn = columns.map((column) => itemsIn(roadmapItems, tab.product, column));
  return (
    <>
      {perColumn.every((items) => items.length === 0) && (
        <p className={styles.nothingPlanned}>
          No work is planned for {tab.product} in these quarters yet. Have an idea or a request? Tell us on{' '}
          <Link href={community.discord} target="_blank" rel="noopener noreferrer">
            Discord
          </Link>
          .
        </p>
      )}
      <div className={styles.columns}>
        {columns.map((column, index) => {
          const headingId = `roadmap-${tab.product.replace(/\W+/g, '-').toLowerCase()}-${column.year}-q${column.quarter}`;
          return (
            <section key={headingId} className={styles.column} aria-labelledby={headingId}>
              <Heading id={headingId} className={styles.columnTitle}>
                {quarterLabel(column)}
              </Heading>
              {perColumn[index]!.length === 0 ? (
                <p className={styles.empty}>Nothing is planned for this quarter yet.</p>
              ) : (
                perColumn[index]!.map((item) => (
                  // Names repeat within a quarter ("2.2 (estimate)" is both a feature and a fix).
                  <RoadmapCard
                    key={`${item.type}: ${item.name}`}
                    item={item}
                    headingLevel={(headingLevel + 1) as 3 | 4}
                  />
                ))
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}

function FilterButtons({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string;
  options: RoadmapTab[];
  selected: RoadmapProduct;
  onSelect: (product: RoadmapProduct) => void;
}): ReactNode {
  return (
    <div role="group" aria-label={label} className={styles.filters}>
      {options.map((option) => (
        <button
          key={option.product}
          type="button"
          className={styles.filter}
          aria-pressed={option.product === selected}
          onClick={() => onSelect(option.product)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Roadmap cards by product and quarter. Before hydration (and for readers
 * without JavaScript) every product is listed one after another; once the
 * page is interactive, buttons filter it down to one product.
 */
function RoadmapBoard({columns}: {columns: QuarterColumn[]}): ReactNode {
  const isBrowser = useIsBrowser();
  const [selected, setSelected] = useState<RoadmapProduct>(tabs[0]!.product);

  if (!isBrowser) {
    return (
      <div className={styles.board}>
        {tabs
          .flatMap((tab) => [tab, ...tab.children.map((child) => ({...child, label: child.product}))])
          .map((tab) => (
            <section key={tab.product}>
              <Heading as="h2">{tab.label}</Heading>
              <ProductQuarters tab={tab} columns={columns} headingLevel={3} />
            </section>
          ))}
      </div>
    );
  }

  const parent = tabs.find(
    (tab) => tab.product === selected || tab.children.some((child) => child.product === selected),
  )!;
  const current = parent.product === selected ? parent : parent.children.find((child) => child.product === selected)!;
  return (
    <div className={styles.board}>
      <FilterButtons label="Product" options={tabs} selected={parent.product} onSelect={setSelected} />
      {parent.children.length > 0 && (
        <FilterButtons
          label={`${parent.label} area`}
          options={[{...parent, label: `All of ${parent.label}`}, ...parent.children]}
          selected={selected}
          onSelect={setSelected}
        />
      )}
      <div aria-live="polite">
        <ProductQuarters tab={current} columns={columns} headingLevel={2} />
      </div>
    </div>
  );
}

/** The current quarter and the three after it, from the reader's clock once the page is interactive. */
export function RoadmapCurrent(): ReactNode {
  const isBrowser = useIsBrowser();
  const {siteConfig} = useDocusaurusContext();
  // Server rendering and hydration use the build date so both render the same columns.
  const date = isBrowser ? new Date() : new Date(siteConfig.customFields!.builtAt as string);
  return <RoadmapBoard columns={nextQuarters(date)} />;
}

/** Q1 to Q4 of one year. */
export function RoadmapYear({year}: {year: number}): ReactNode {
  return <RoadmapBoard columns={yearQuarters(year)} />;
}
