/**
 * The notice at the top of a withdrawn page (see ./withdrawn.ts): which
 * earlier release the page describes, during which release and why the
 * plugins' documentation withdrew it, and links to the pages to read now, in
 * the same docs version. It dates the withdrawal by release, not by calendar,
 * so it reads true under any footer and after any later release.
 * DocItem/Content renders it inside the page's Markdown body, under the
 * title, so it is static HTML (no script needed), and the page's Markdown
 * (src/plugins/llms-txt) holds it as a quote like any admonition.
 */
import React from 'react';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {withdrawnTitle, type Withdrawn} from './withdrawn';

const titleId = 'withdrawn-notice-title';

export default function WithdrawnNotice({withdrawn}: {withdrawn: Withdrawn}): React.JSX.Element {
  const {permalink, slug} = useDoc().metadata;
  // The permalink ends with the slug; what comes before is the base URL and the version's path.
  const versionRoot = permalink.slice(0, permalink.length - slug.length);
  const {version, during, reason, replacements} = withdrawn;
  return (
    <div role="note" aria-labelledby={titleId} className="withdrawn-notice">
      <Admonition type="warning" title={<span id={titleId}>{withdrawnTitle(withdrawn)}</span>}>
        <p>
          {version
            ? `This page describes ${version}. The plugins' documentation withdrew it`
            : `The plugins' documentation withdrew this page`}{' '}
          while {during} was the current release. {reason}
        </p>
        <p>
          Read now:{' '}
          {replacements.map(({to, label}, index) => (
            <React.Fragment key={to}>
              {index > 0 && ', '}
              <Link to={versionRoot + to}>{label}</Link>
            </React.Fragment>
          ))}
          .
        </p>
      </Admonition>
    </div>
  );
}
