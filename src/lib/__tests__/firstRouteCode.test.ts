/** @jest-environment node */
import preload from '@docusaurus/core/lib/client/preload';
import preloadFirstRoute from '../firstRouteCode';

jest.mock('@docusaurus/core/lib/client/preload', () => ({
  __esModule: true,
  default: jest.fn(() => Promise.resolve(['route code'])),
}));

describe('preloadFirstRoute', () => {
  beforeEach(() => jest.mocked(preload).mockClear());

  test("asks for the page's code only in a later task, then resolves with it", async () => {
    const loading = preloadFirstRoute('/sw/insights/commercial-construction-trends');
    // Still the task that called it, microtasks included.
    await Promise.resolve();
    await Promise.resolve();
    expect(preload).not.toHaveBeenCalled();
    await expect(loading).resolves.toEqual(['route code']);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith('/sw/insights/commercial-construction-trends');
  });
});
