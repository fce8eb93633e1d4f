import { useLayoutEffect, useState } from 'react';
import { CenteredSpinner } from '@/components/centered-spinner';
import { prePaintHtml, readPrePaint, removePrePaintRules, showPrePaintRules } from '@/lib/pre-paint';

/** How many of the app's loading states draw the pre-paint now (one follows another in the same commit). */
let drawing = 0;

/**
 * What the app draws while it loads its router, Firebase Auth confirms the session and the signed-in frame
 * downloads: on a returning visit to the list, the pre-paint that the page's first script drew before React
 * (src/boot.ts, lib/pre-paint.ts), the same markup, so that React's commits replace it with itself until the
 * list page draws its own cards (issue 33, item 2); anywhere else, a spinner.
 */
export function FirstPaint() {
  // The address while the app loads, inside the router or not (the router starts at the browser's address).
  const [prePaint] = useState(() => readPrePaint(window.location));
  useLayoutEffect(() => {
    if (!prePaint) return undefined;
    drawing += 1;
    showPrePaintRules(prePaint);
    return () => {
      drawing -= 1;
      // Its rules go once no loading state follows (the next one mounts in the same commit as this one leaves).
      window.setTimeout(() => {
        if (drawing === 0) removePrePaintRules();
      }, 0);
    };
  }, [prePaint]);
  if (!prePaint) return <CenteredSpinner />;
  // `display: contents`: the pre-paint's own element is the box, as where the first script drew it in #root.
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: prePaintHtml(prePaint) }} />;
}
