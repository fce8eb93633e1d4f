/**
 * Waits on what a browser test would otherwise sleep for, and the Storage side of uploads: images
 * that really rendered, and uploads that the storage rules really refuse.
 */
import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { emulatorPorts } from '../../scripts/lib/toolchain';

const STORAGE_PORT = String(emulatorPorts().storage);

/**
 * Polls until `locator` is visible (15 s unless told). When it never shows, the failure says where the page
 * was and what it showed instead: a run on another machine leaves only its printed output.
 */
export async function visible(locator: Locator, timeout = 15_000): Promise<void> {
  try {
    await expect.poll(() => locator.isVisible(), { timeout }).toBe(true);
  } catch (error) {
    const page = locator.page();
    const shown = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(unreadable)');
    throw new Error(
      `${String(locator)} was not visible within ${timeout} ms at ${page.url()}; the page showed: ${shown.replace(/\s+/g, ' ').slice(0, 500)}`,
      { cause: error },
    );
  }
}

/** Polls until nothing matches `locator` (15 s unless told). */
export const gone = (locator: Locator, timeout = 15_000) => expect.poll(() => locator.count(), { timeout }).toBe(0);

/**
 * Resolves once the page has settled for a picture or an accessibility check: web fonts loaded,
 * every image in view loaded (or broken), and no finite animation or transition running (ripples, menus, dialogs growing in). Endless ones (spinners)
 * do not count: wait for those to go first.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      if (document.fonts.status !== 'loaded') return false;
      const imagesDone = Array.from(document.images).every((image) => {
        if (image.complete) return true;
        // A lazy image below the fold is not fetched until scrolled to.
        return image.loading === 'lazy' && image.getBoundingClientRect().top > window.innerHeight;
      });
      if (!imagesDone) return false;
      return document.getAnimations().every((animation) => {
        if (animation.playState !== 'running') return true;
        return animation.effect?.getComputedTiming().iterations === Infinity;
      });
    },
    undefined,
    { timeout, polling: 50 },
  );
}

/**
 * The decoded width of an <img>, scrolled into view (a lazy one loads only there): 0 until it has
 * loaded, for a broken one, and when there is no such <img> (a screen may swap a broken one for an icon).
 */
async function naturalWidth(image: Locator): Promise<number> {
  if ((await image.count()) === 0) return 0;
  return image.evaluate((element) => {
    element.scrollIntoView({ block: 'nearest' });
    return element instanceof HTMLImageElement && element.complete ? element.naturalWidth : 0;
  });
}

/** Polls until the <img> has really rendered a picture (naturalWidth > 0). */
export async function expectRendered(image: Locator, timeout = 15_000): Promise<void> {
  await expect
    .poll(() => naturalWidth(image), { timeout, message: `${image.toString()} did not render` })
    .toBeGreaterThan(0);
}

/**
 * How wide `url` renders in an <img> of `page` (0 when it does not load), as any screen that shows
 * it would: an <img> sends no credentials, so only a publicly readable address renders.
 */
export function renderedWidthOf(page: Page, url: string): Promise<number> {
  return page.evaluate(
    (address) =>
      new Promise<number>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth);
        image.onerror = () => resolve(0);
        image.src = address;
      }),
    url,
  );
}

const isStorageUpload = (url: URL, method: string): boolean =>
  method === 'POST' && url.port === STORAGE_PORT && /^\/v0\/b\/[^/]+\/o$/.test(url.pathname);

/**
 * From now on, every upload of `page` to the Storage emulator declares itself `text/html` (as an HTML
 * page renamed .png would) on its way, so that storage.rules, which accept png and jpeg only,
 * refuse it: a real refusal by the rules, answered 403. Resolves with a function that waits for
 * the next refused upload's answer, and one that lets uploads through unchanged again.
 */
export async function uploadsRefusedByRules(
  page: Page,
): Promise<{ refused: () => Promise<Response>; stop: () => Promise<void> }> {
  const matcher = (url: URL) => url.port === STORAGE_PORT;
  await page.route(matcher, async (route) => {
    const request = route.request();
    const body = request.postDataBuffer();
    if (!isStorageUpload(new URL(request.url()), request.method()) || !body) {
      await route.fallback();
      return;
    }
    // The SDK's multipart upload: a JSON part with the metadata, then the file. Latin-1 keeps the bytes.
    const declared = body.toString('latin1').replace(/"contentType":"image\/(png|jpeg)"/, '"contentType":"text/html"');
    await route.fallback({ postData: Buffer.from(declared, 'latin1') });
  });
  return {
    refused: () =>
      page.waitForResponse(
        (response) =>
          isStorageUpload(new URL(response.url()), response.request().method()) && response.status() === 403,
      ),
    stop: () => page.unroute(matcher),
  };
}
