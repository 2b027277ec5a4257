/**
 * Wraps the theme's DocItem/Content (a safe swizzle) to put the "Copy page"
 * control and the "Open in an assistant" menu above the page title. They sit
 * outside `.theme-doc-markdown`, so the page's own Markdown (src/plugins/llms-txt)
 * never holds them. On a withdrawn page, the notice (src/components/WithdrawnNotice)
 * opens the Markdown body, under the title, so the page's Markdown holds it, and
 * the page states in its head, for the search plugin's indexer, its search rank,
 * the version it describes and the page that replaces it (its notice's first link).
 */
import React, {type ComponentProps} from 'react';
import Content from '@theme-original/DocItem/Content';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import OpenInAssistant from '@site/src/components/OpenInAssistant';
import WithdrawnNotice from '@site/src/components/WithdrawnNotice';
import {withdrawnAs, withdrawnOf, withdrawnPageRank} from '@site/src/components/WithdrawnNotice/withdrawn';
import {markdownPathOf} from '@narrative-docs/llms-txt';
import {pageRankMeta, successorRelation, withdrawnMeta} from '@narrative-docs/search';
import styles from './styles.module.css';

export default function ContentWithCopyPage(props: ComponentProps<typeof Content>): React.JSX.Element {
  const {metadata, frontMatter} = useDoc();
  // The permalink already starts with the site's base URL.
  const markdownUrl = markdownPathOf(metadata.permalink);
  const withdrawn = withdrawnOf(frontMatter, metadata.source);
  // The permalink ends with the slug; what comes before is the base URL and the version's path.
  const versionRoot = metadata.permalink.slice(0, metadata.permalink.length - metadata.slug.length);
  return (
    <>
      <div className={styles.pageActions}>
        <CopyPage markdownUrl={markdownUrl} />
        <OpenInAssistant markdownUrl={markdownUrl} />
      </div>
      {withdrawn ? (
        <Content {...props}>
          <Head>
            <meta name={pageRankMeta} content={String(withdrawnPageRank)} />
            <meta name={withdrawnMeta} content={withdrawnAs(withdrawn)} />
            <link
              rel={successorRelation}
              href={versionRoot + withdrawn.replacements[0]!.to}
              title={withdrawn.replacements[0]!.label}
            />
          </Head>
          <WithdrawnNotice withdrawn={withdrawn} />
          {props.children}
        </Content>
      ) : (
        <Content {...props} />
      )}
    </>
  );
}
