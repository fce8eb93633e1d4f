import { useLayoutEffect, useState } from 'react';
import { CenteredSpinner } from '@/components/centered-spinner';
import { drawnPrePaint, removePrePaintRules } from '@/lib/pre-paint-dom';

/** How many of the app's loading states draw the pre-paint now (one follows another in the same commit). */
let drawing = 0;

/**
 * What the app draws while it loads its router, Firebase Auth confirms the session and the signed-in frame
 * downloads: on a returning visit to the list, the pre-paint that the page's first script drew before React
 * (src/boot-pre-paint.ts, lib/pre-paint.ts), the same markup, so that React's commits replace it with itself
 * until the list page draws its own cards; anywhere else, a spinner.
 *
 * The markup is read from the page, where the first script drew it (React's first commit has not replaced
 * #root's contents yet when the first loading state renders; later ones find it drawn by the one before), so
 * it is exactly what was drawn, the stored snapshot is read once per visit, and once the app has drawn a screen
 * of its own, a later loading state finds none and draws a spinner.
 */
export function FirstPaint() {
  const [html] = useState(() => drawnPrePaint());
  useLayoutEffect(() => {
    if (!html) return undefined;
    drawing += 1;
    return () => {
      drawing -= 1;
      // Its rules go once no loading state follows (the next one mounts in the same commit as this one leaves).
      window.setTimeout(() => {
        if (drawing === 0) removePrePaintRules();
      }, 0);
    };
  }, [html]);
  if (!html) return <CenteredSpinner />;
  // `display: contents`: the pre-paint's own element is the box, as where the first script drew it in #root.
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
