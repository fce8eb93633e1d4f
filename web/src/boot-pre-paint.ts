/**
 * A returning visit's first paint (src/boot.ts loads this module when local storage names an owner of local
 * data): draws the pre-paint that fits the address — the country list's first screen as the app last drew it
 * (lib/pre-paint.ts) — into #root at once, before the app's first chunk (React, MUI, the app) is evaluated:
 * that evaluation is one long task, in which the page cannot paint. So the app is imported only after a frame
 * has shown the pre-paint; its files are downloading meanwhile (the build preloads them from index.html,
 * web/vite.config.ts). React's first commit replaces the pre-paint (app/first-paint.tsx draws the same while
 * the app loads). Without a pre-paint that fits, the app is imported at once.
 */
import { readPrePaint } from '@/lib/pre-paint';
import { prePaintHtml, showPrePaintRules } from '@/lib/pre-paint-dom';

const startApp = () => void import('./main');

const root = document.getElementById('root');
const prePaint = root ? readPrePaint(window.location) : null;
if (root && prePaint) {
  showPrePaintRules(prePaint.css, prePaint.names);
  root.innerHTML = prePaintHtml(prePaint.html);
  // requestAnimationFrame runs just before the frame is painted; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}
