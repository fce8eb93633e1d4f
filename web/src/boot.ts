/**
 * The page's first script (index.html). A returning visit to the country list draws its pre-paint — the
 * first screen as the app last drew it (lib/pre-paint.ts, issue 33 item 2) — into #root at once, before the
 * app's first chunk (React, MUI, the app) is evaluated: that evaluation is one long task, in which the page
 * cannot paint. So the app is imported only after a frame has shown the pre-paint; its files are
 * downloading meanwhile (the build preloads them from index.html, web/vite.config.ts). React's first commit
 * replaces the pre-paint (app/first-paint.tsx draws the same while the app loads). Any other visit imports
 * the app at once.
 */
import { prePaintHtml, readPrePaint, showPrePaintRules } from '@/lib/pre-paint';

const startApp = () => void import('./main');

const root = document.getElementById('root');
const prePaint = root ? readPrePaint(window.location) : null;
if (root && prePaint) {
  showPrePaintRules(prePaint);
  root.innerHTML = prePaintHtml(prePaint);
  // requestAnimationFrame runs just before the frame is painted; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}
