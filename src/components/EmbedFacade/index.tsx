/**
 * Click-to-load facades for third-party frames: a YouTube video and a graph
 * on blueprintue.com. Until the reader asks for the frame, the page sends the
 * third party nothing (no thumbnail, no script, no preconnect): the box is
 * drawn in CSS and says what it holds and where it loads from. Served without
 * JavaScript the box is a plain link to the video's or the graph's page; once
 * hydrated it is a button that puts the frame in its place, in space the box
 * already held, so nothing below it moves.
 *
 * Pages import these where they show one, rather than through the MDX
 * component map, so that pages without one load none of this code.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';

type FacadeProps = {
  /** Attributes that name what the figure holds: `data-visual` and the id. */
  marks: Record<`data-${string}`, string>;
  /** What the frame shows, in a few words. */
  title: string;
  /** The button's verb phrase: "Play the video". */
  action: string;
  /** Where the frame loads from, as the reader should see it before agreeing. */
  source: string;
  frame: {src: string; title: string; allow?: string; referrerPolicy?: React.HTMLAttributeReferrerPolicy};
  /** The third party's own page for it, linked below the box. */
  page: {url: string; label: string};
  /** The box's shape: 16:9 for a video, a fixed height for a graph. */
  shape: 'video' | 'graph';
  icon: ReactNode;
};

function Facade({marks, title, action, source, frame, page, shape, icon}: FacadeProps): ReactNode {
  const isBrowser = useIsBrowser();
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The button the reader pressed is gone: focus follows into the frame, so the keyboard carries on there.
  useEffect(() => {
    if (loaded) {
      frameRef.current?.focus();
    }
  }, [loaded]);
  // Chromium may drop the focus of a frame whose page is still loading; once it has loaded, focus it again,
  // unless the reader has moved on to something else meanwhile.
  const keepFocus = () => {
    const focused = document.activeElement;
    if (focused === document.body || focused === null) {
      frameRef.current?.focus();
    }
  };

  // Without JavaScript the cover is a link to the third party's page, and says so.
  const cover = (line: string) => (
    <>
      <span className="embed-facade__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="embed-facade__title" data-facade-title="">
        {title}
      </span>
      <span className="embed-facade__source">{line}</span>
    </>
  );
  return (
    <figure className="embed-facade" {...marks}>
      <div className={`embed-facade__box embed-facade__box--${shape}`}>
        {loaded ? (
          <iframe
            ref={frameRef}
            className="embed-facade__frame"
            src={frame.src}
            title={frame.title}
            allow={frame.allow}
            referrerPolicy={frame.referrerPolicy}
            allowFullScreen
            onLoad={keepFocus}
          />
        ) : isBrowser ? (
          <button type="button" className="embed-facade__cover" onClick={() => setLoaded(true)}>
            {cover(`${action} from ${source}`)}
          </button>
        ) : (
          <Link className="embed-facade__cover" href={page.url}>
            {cover(page.label)}
          </Link>
        )}
      </div>
      <figcaption className="embed-facade__caption">
        <Link href={page.url}>{page.label}</Link>
      </figcaption>
    </figure>
  );
}

const playIcon = (
  <svg viewBox="0 0 68 48" width="68" height="48">
    <rect width="68" height="48" rx="12" fill="#c4302b" />
    <path d="M27 14v20l18-10z" fill="#fff" />
  </svg>
);

const graphIcon = (
  <svg viewBox="0 0 64 40" width="64" height="40">
    <rect x="1" y="4" width="22" height="16" rx="3" fill="#3a6ea5" />
    <rect x="41" y="20" width="22" height="16" rx="3" fill="#3a6ea5" />
    <path d="M23 12c10 0 8 16 18 16" fill="none" stroke="#fff" strokeWidth="2" />
  </svg>
);

/** A YouTube video, played from youtube-nocookie.com once the reader presses play. */
export function YouTubeVideo({id, title}: {id: string; title: string}): ReactNode {
  return (
    <Facade
      marks={{'data-visual': 'video', 'data-video-id': id}}
      title={title}
      action="Play the video"
      source="youtube-nocookie.com"
      frame={{
        src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`,
        title: `Video: ${title}`,
        allow: 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture',
        // YouTube's player refuses to play when it is not told the embedding site.
        referrerPolicy: 'strict-origin-when-cross-origin',
      }}
      page={{url: `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`, label: 'Watch on YouTube'}}
      shape="video"
      icon={playIcon}
    />
  );
}

/** A Blueprint graph shared on blueprintue.com, whose viewer pans and zooms it, loaded once the reader asks. */
export function BlueprintueGraph({id, title}: {id: string; title: string}): ReactNode {
  const path = encodeURIComponent(id);
  return (
    <Facade
      marks={{'data-visual': 'blueprintue', 'data-blueprintue-id': id}}
      title={title}
      action="Load the graph"
      source="blueprintue.com"
      frame={{src: `https://blueprintue.com/render/${path}/`, title: `Blueprint graph: ${title}`}}
      page={{url: `https://blueprintue.com/blueprint/${path}/`, label: 'Open the graph on blueprintue.com'}}
      shape="graph"
      icon={graphIcon}
    />
  );
}
