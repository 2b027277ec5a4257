/**
 * Wraps the theme's DocItem/Content (a safe swizzle) to put the "Copy page"
 * control above the page title. It sits outside `.theme-doc-markdown`, so the
 * page's own Markdown (src/plugins/llms-txt) never holds it. On a withdrawn
 * page, the notice (src/components/WithdrawnNotice) opens the Markdown body,
 * under the title, so the page's Markdown holds it.
 */
import React, {type ComponentProps} from 'react';
import Content from '@theme-original/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import WithdrawnNotice from '@site/src/components/WithdrawnNotice';
import {withdrawnOf} from '@site/src/components/WithdrawnNotice/withdrawn';
import {markdownPathOf} from '@narrative-docs/llms-txt';

export default function ContentWithCopyPage(props: ComponentProps<typeof Content>): React.JSX.Element {
  const {metadata, frontMatter} = useDoc();
  // The permalink already starts with the site's base URL.
  const markdownUrl = markdownPathOf(metadata.permalink);
  const withdrawn = withdrawnOf(frontMatter, metadata.source);
  return (
    <>
      <CopyPage markdownUrl={markdownUrl} />
      {withdrawn ? (
        <Content {...props}>
          <WithdrawnNotice withdrawn={withdrawn} />
          {props.children}
        </Content>
      ) : (
        <Content {...props} />
      )}
    </>
  );
}
