import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnIntent, prefetchRoute } from './route-prefetch';

function routes(lazyList: () => Promise<object>, lazyEvent: () => Promise<object>): RouteObject[] {
  return [
    {
      path: '/',
      children: [
        {
          path: 'main',
          children: [
            { path: 'events/eventslist', lazy: lazyList },
            { path: 'event/event', lazy: lazyEvent },
          ],
        },
      ],
    },
  ];
}

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Open</span>';
  document.body.append(anchor);
  return anchor;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prefetchOnIntent', () => {
  it("loads a linked screen's chunk when the link is pointed at or focused, once per address", () => {
    const list = vi.fn(async () => ({}));
    const event = vi.fn(async () => ({}));
    const stop = prefetchOnIntent(routes(list, event), '/v2');
    const toList = link('/v2/main/events/eventslist?t=de');
    const toEvent = link('/v2/main/event/event?e=1&t=de');

    toList.firstElementChild!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    toList.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(list).toHaveBeenCalledTimes(1);
    expect(event).not.toHaveBeenCalled();

    toEvent.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(event).toHaveBeenCalledTimes(1);

    stop();
    link('/v2/main/events/eventslist?t=fr').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('ignores links to other sites and addresses outside the route table', () => {
    const list = vi.fn(async () => ({}));
    const stop = prefetchOnIntent(routes(list, list), '/v2');
    link('https://elsewhere.example/v2/main/events/eventslist').dispatchEvent(
      new Event('pointerover', { bubbles: true }),
    );
    link('/v2/nowhere').dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(list).not.toHaveBeenCalled();
    stop();
  });
});

describe('prefetchRoute', () => {
  it('loads the chunks of the screen an address opens, and nothing for addresses outside the table', () => {
    const list = vi.fn(async () => ({}));
    const event = vi.fn(async () => ({}));
    const table = routes(list, event);
    prefetchRoute(table, '/v2/main/events/eventslist', '/v2');
    expect(list).toHaveBeenCalledTimes(1);
    expect(event).not.toHaveBeenCalled();

    prefetchRoute(table, '/v2/nowhere', '/v2');
    prefetchRoute(table, '/elsewhere/main/event/event', '/v2');
    expect(event).not.toHaveBeenCalled();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it("asks for the screen's code at once and for each layout above it in a task of its own", () => {
    vi.useFakeTimers();
    try {
      const calls: string[] = [];
      const lazy = (name: string) => () => {
        calls.push(name);
        return Promise.resolve({});
      };
      const table: RouteObject[] = [
        {
          path: '/',
          children: [
            {
              path: 'main',
              lazy: lazy('main'),
              children: [{ path: 'event', lazy: lazy('event'), children: [{ path: 'event', lazy: lazy('home') }] }],
            },
          ],
        },
      ];
      prefetchRoute(table, '/v2/main/event/event', '/v2');
      expect(calls).toEqual(['home']);
      vi.advanceTimersToNextTimer();
      expect(calls).toEqual(['home', 'event']);
      vi.advanceTimersToNextTimer();
      expect(calls).toEqual(['home', 'event', 'main']);
      vi.runAllTimers();
      expect(calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('swallows a failed download: the router reports it when it loads the screen', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      prefetchRoute(routes(failing, failing), '/v2/main/event/event', '/v2');
      expect(failing).toHaveBeenCalledTimes(1);
      // One turn of the event loop: Node reports a rejection nobody handled before the next one.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
