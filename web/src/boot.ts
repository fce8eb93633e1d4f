/**
 * The page's first script (index.html). A returning visit to the country list may have a pre-paint to draw
 * (lib/pre-paint.ts): only a browser whose local storage names an owner of local data can
 * have one, and only that visit loads the drawing (src/boot-pre-paint.ts), which then starts the app. Any
 * other visit, the signed-out home's first of all, imports the app at once and downloads nothing more than
 * this: whatever this module imports, every visit downloads (lib/local-data-owner.ts imports nothing).
 */
import { localDataOwner } from '@/lib/local-data-owner';

const startApp = () => import('./main');

if (document.getElementById('root') && localDataOwner()) {
  // Should the drawing's file fail to load, the app still starts.
  import('./boot-pre-paint').catch(startApp);
} else {
  void startApp();
}
