/**
 * Wraps the theme's Mermaid component (a safe swizzle), for two reasons:
 *
 * - Mermaid draws a diagram in the browser only, so the built page would hold
 *   no trace of it. The wrapper keeps the diagram's source in a data attribute,
 *   which the page's Markdown (src/plugins/llms-txt) turns back into a mermaid
 *   block. The source is already in the page's chunk: no bytes are added.
 * - Mermaid shrinks a wide diagram to the column, which on a phone takes its
 *   text (16 px) below a readable size. Once drawn, the diagram keeps at least
 *   11/16 of its own width, and the wrapper scrolls sideways instead; it then
 *   takes keyboard focus so that a keyboard reader can scroll it too.
 */
import React, {useEffect, useRef, type ComponentProps} from 'react';
import Mermaid from '@theme-original/Mermaid';
import styles from './styles.module.css';

/** Mermaid draws text at 16 px; 11 px is the smallest size we let it shrink to. */
const smallestScale = 11 / 16;

export default function MermaidWithSource(props: ComponentProps<typeof Mermaid>): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrapper = ref.current;
    if (!wrapper) {
      return undefined;
    }
    const keepReadable = () => {
      const svg = wrapper.querySelector('svg');
      const width = svg?.viewBox?.baseVal?.width;
      if (svg && width) {
        svg.style.minWidth = `${Math.round(width * smallestScale)}px`;
      }
      const scrolls = wrapper.scrollWidth > wrapper.clientWidth + 1;
      if (scrolls) {
        wrapper.setAttribute('tabindex', '0');
      } else {
        wrapper.removeAttribute('tabindex');
      }
    };
    const observer = new MutationObserver(keepReadable);
    observer.observe(wrapper, {childList: true, subtree: true});
    window.addEventListener('resize', keepReadable);
    keepReadable();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', keepReadable);
    };
  }, []);
  return (
    <div ref={ref} className={styles.diagram} data-mermaid-source={props.value}>
      <Mermaid {...props} />
    </div>
  );
}
