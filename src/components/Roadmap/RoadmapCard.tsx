import React, {type ReactNode} from 'react';
import type {RoadmapItem, RoadmapItemType} from '@site/src/data/roadmap.types';
import styles from './styles.module.css';

const badges: Record<RoadmapItemType, {label: string; icon: ReactNode}> = {
  Feature: {
    label: 'Feature',
    icon: <path d="M8 1.5l1.9 4.1 4.5.5-3.3 3 .9 4.4L8 11.3l-4 2.2.9-4.4-3.3-3 4.5-.5z" />,
  },
  Misc: {
    label: 'Misc',
    icon: <path d="M1.5 5.5L8 2l6.5 3.5v6L8 15l-6.5-3.5zM8 8.5l6.5-3M8 8.5L1.5 5.5M8 8.5V15" />,
  },
  Bugfix: {
    label: 'Bug fix',
    icon: (
      <path d="M5 5.5a3 3 0 016 0v4a3 3 0 01-6 0zM5 7.5H2m12 0h-3M5 10.5l-2.5 1.5m10.5-1.5l2.5 1.5M6 3L4.5 1.5M10 3l1.5-1.5" />
    ),
  },
};

type Props = {item: RoadmapItem; headingLevel: 3 | 4};

export default function RoadmapCard({item, headingLevel}: Props): ReactNode {
  const Heading = `h${headingLevel}` as const;
  const badge = badges[item.type];
  return (
    <article className={styles.card}>
      <Heading className={styles.cardTitle}>{item.name}</Heading>
      <span className={styles.badge} data-type={item.type}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className={styles.badgeIcon}>
          {badge.icon}
        </svg>
        {badge.label}
      </span>
      {item.description && <p>{item.description}</p>}
      {item.details && (
        <ul>
          {item.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
