import {idlePrefetch, onRouteDidUpdate} from '../idlePrefetch';

type IdleCallback = (deadline: {timeRemaining: () => number}) => void;

describe('idlePrefetch', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as {requestIdleCallback?: unknown}).requestIdleCallback;
    delete (globalThis as {cancelIdleCallback?: unknown}).cancelIdleCallback;
  });

  it('fetches nothing while the page starts, then every page asked for, in order, one per idle period', () => {
    const idle: IdleCallback[] = [];
    Object.assign(globalThis, {
      requestIdleCallback: (run: IdleCallback) => idle.push(run),
      cancelIdleCallback: () => undefined,
    });
    const prefetch = jest.fn(() => false as const);
    const later = idlePrefetch(prefetch);
    ['/pricing', '/contact', '/insights'].forEach((path) => later(path));
    expect(prefetch).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle.shift()!({timeRemaining: () => 40});
    expect(prefetch.mock.calls).toEqual([['/pricing']]);
    idle.shift()!({timeRemaining: () => 40});
    idle.shift()!({timeRemaining: () => 40});
    expect(prefetch.mock.calls).toEqual([['/pricing'], ['/contact'], ['/insights']]);
    expect(idle).toHaveLength(0);
    later('/about');
    expect(idle).toHaveLength(1);
  });

  it('uses a short timer where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    const prefetch = jest.fn(() => false as const);
    const later = idlePrefetch(prefetch);
    later('/pricing');
    later('/contact');
    expect(prefetch).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(prefetch.mock.calls).toEqual([['/pricing'], ['/contact']]);
  });
});

describe('onRouteDidUpdate', () => {
  it('puts the idle prefetch in place of Docusaurus’s and keeps its preload', () => {
    jest.useFakeTimers();
    const prefetch = jest.fn(() => false as const);
    const preload = jest.fn();
    const page = window as unknown as {
      docusaurus: {prefetch: (p: string) => unknown; preload: unknown};
    };
    page.docusaurus = Object.freeze({prefetch, preload});
    onRouteDidUpdate();
    onRouteDidUpdate();
    expect(page.docusaurus.preload).toBe(preload);
    page.docusaurus.prefetch('/pricing');
    expect(prefetch).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(prefetch.mock.calls).toEqual([['/pricing']]);
    jest.useRealTimers();
  });
});
