import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker, a registration and a container as the browser gives them, driven by the test. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();
  install(): void {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  found(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(() => Promise.resolve(this.registration));
  constructor(public controller: object | null) {
    super();
  }
}

async function setUp(controller: object | null, visibilityState: DocumentVisibilityState = 'visible') {
  vi.resetModules();
  const sw = await import('./service-worker');
  const container = new FakeContainer(controller);
  const page = new EventTarget();
  const reload = vi.fn();
  await sw.registerServiceWorker({
    container: container as unknown as ServiceWorkerContainer,
    document: { visibilityState },
    window: page as unknown as Window,
    reload,
  });
  return { sw, container, page, reload };
}

describe('the service worker registration', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('registers /v2/sw.js for the /v2/ scope', async () => {
    const { container } = await setUp(null);
    expect(container.register).toHaveBeenCalledWith('/v2/sw.js', { scope: '/v2/' });
  });

  it('offers nothing at the first install, nor reloads when the first worker claims the page', async () => {
    const { sw, container, reload } = await setUp(null);
    const worker = new FakeWorker();
    container.registration.found(worker);
    worker.install();
    container.dispatchEvent(new Event('controllerchange'));
    expect(sw.updateState()).toBe('none');
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new build that installed, and its Reload asks it to take over, then reloads once it has', async () => {
    const { sw, container, reload } = await setUp({});
    const worker = new FakeWorker();
    container.registration.found(worker);
    worker.install();
    expect(sw.updateState()).toBe('waiting');
    sw.applyUpdate();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a build already waiting when the page starts', async () => {
    vi.resetModules();
    const sw = await import('./service-worker');
    const container = new FakeContainer({});
    container.registration.waiting = new FakeWorker();
    await sw.registerServiceWorker({
      container: container as unknown as ServiceWorkerContainer,
      document: { visibilityState: 'visible' },
      window: new EventTarget() as unknown as Window,
      reload: vi.fn(),
    });
    expect(sw.updateState()).toBe('waiting');
  });

  it('reloads a background tab that another tab’s update took over', async () => {
    const { container, reload } = await setUp({}, 'hidden');
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('prompts a visible tab taken over, and reloads it instead of failing to load old code', async () => {
    const { sw, container, page, reload } = await setUp({});
    const before = new Event('vite:preloadError', { cancelable: true });
    page.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    container.dispatchEvent(new Event('controllerchange'));
    expect(sw.updateState()).toBe('taken-over');
    expect(reload).not.toHaveBeenCalled();
    const failed = new Event('vite:preloadError', { cancelable: true });
    page.dispatchEvent(failed);
    expect(failed.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
