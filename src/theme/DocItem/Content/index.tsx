/**
 * Wraps the theme's DocItem/Content (a safe swizzle) to put the "Copy page"
 * control above the page title. It sits outside `.theme-doc-markdown`, so the
 * page's own Markdown (src/plugins/llms-txt) never holds it.
 */
import React, {type ComponentProps} from 'react';
import Content from '@theme-original/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import {markdownPathOf} from '@narrative-docs/llms-txt';

export default function ContentWithCopyPage(props: ComponentProps<typeof Content>): React.JSX.Element {
  const {metadata} = useDoc();
  // The permalink already starts with the site's base URL.
  const markdownUrl = markdownPathOf(metadata.permalink);
  return (
    <>
      <CopyPage markdownUrl={markdownUrl} />
      <Content {...props} />
    </>
  );
}
