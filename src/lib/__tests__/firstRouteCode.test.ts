/** @jest-environment node */
import preload from '@docusaurus/core/lib/client/preload';
import preloadFirstRoute, {eachScriptInItsOwnTask} from '../firstRouteCode';

jest.mock('@docusaurus/core/lib/client/preload', () => ({
  __esModule: true,
  default: jest.fn(),
}));

type Runtime = {l: jest.Mock};
const runtime = (): Runtime => ({l: jest.fn()});

/** Lets the tasks queued so far, and the ones they queue, run. */
const tasksRun = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('eachScriptInItsOwnTask', () => {
  test('inserts each script element later, in the order asked, with what was asked', async () => {
    const bundler = runtime();
    const insert = bundler.l;
    const result = eachScriptInItsOwnTask(bundler, () => {
      bundler.l('/assets/js/a.js', 'done a', 'chunk-1', '1');
      bundler.l('/assets/js/b.js', 'done b', 'chunk-2', '2');
      return 'asked';
    });
    expect(result).toBe('asked');
    await Promise.resolve();
    expect(insert).not.toHaveBeenCalled();
    await tasksRun();
    expect(insert.mock.calls).toEqual([
      ['/assets/js/a.js', 'done a', 'chunk-1', '1'],
      ['/assets/js/b.js', 'done b', 'chunk-2', '2'],
    ]);
  });

  test('gives the bundler back its own loader once asked, even when asking throws', () => {
    const bundler = runtime();
    const insert = bundler.l;
    eachScriptInItsOwnTask(bundler, () => 'asked');
    expect(bundler.l).toBe(insert);
    expect(() =>
      eachScriptInItsOwnTask(bundler, () => {
        throw new Error('no route');
      }),
    ).toThrow('no route');
    expect(bundler.l).toBe(insert);
  });
});

describe('preloadFirstRoute', () => {
  const bundler = runtime();
  beforeAll(() => {
    (globalThis as unknown as {__webpack_require__: Runtime}).__webpack_require__ = bundler;
  });
  beforeEach(() => {
    bundler.l.mockClear();
    jest.mocked(preload).mockReset();
  });

  test("asks for the page's code only in a later task, then resolves with it", async () => {
    jest.mocked(preload).mockResolvedValue([undefined, undefined]);
    const loading = preloadFirstRoute('/sw/insights/commercial-construction-trends');
    // Still the task that called it, microtasks included.
    await Promise.resolve();
    await Promise.resolve();
    expect(preload).not.toHaveBeenCalled();
    await expect(loading).resolves.toEqual([undefined, undefined]);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith('/sw/insights/commercial-construction-trends');
  });

  test('the chunks Docusaurus asks for while preloading are inserted in later tasks', async () => {
    const insert = bundler.l;
    jest.mocked(preload).mockImplementation(() => {
      bundler.l('/assets/js/route.js');
      // Within the same call, the loader is the deferring one.
      expect(bundler.l).not.toBe(insert);
      return Promise.resolve([]);
    });
    await preloadFirstRoute('/contact');
    expect(bundler.l).toBe(insert);
    expect(insert).not.toHaveBeenCalled();
    await tasksRun();
    expect(insert).toHaveBeenCalledWith('/assets/js/route.js');
  });
});
