/** @jest-environment node */
import clientStartPlugin, {
  clientStartModule,
  FirstRouteCode,
  firstRouteCodeModule,
  isEntryPreload,
  type ResolveData,
} from '../clientStart';

const clientEntry = '/site/node_modules/@docusaurus/core/lib/client/clientEntry.js';

/** Runs the plugin's replacement on each request, as the bundler does before resolving it. */
function resolveThrough(requests: ResolveData[]): string[] {
  let pattern: RegExp | undefined;
  let replace: ((data: ResolveData) => void) | undefined;
  const compiler = {
    webpack: {
      NormalModuleReplacementPlugin: class {
        constructor(p: RegExp, r: (data: ResolveData) => void) {
          pattern = p;
          replace = r;
        }
        apply() {}
      },
    },
  };
  new FirstRouteCode().apply(compiler as never);
  return requests.map((data) => {
    if (pattern!.test(data.request)) {
      replace!(data);
    }
    return data.request;
  });
}

describe('client-start plugin', () => {
  test("replaces only the client entry's import of Docusaurus's preload", () => {
    expect(
      resolveThrough([
        {request: './preload', contextInfo: {issuer: clientEntry}},
        {request: './App', contextInfo: {issuer: clientEntry}},
        // Navigation and Link preload through the same module from elsewhere: left as they are.
        {
          request: './preload',
          contextInfo: {issuer: '/site/node_modules/@docusaurus/core/lib/client/docusaurus.js'},
        },
        {request: './preload', contextInfo: {issuer: '/site/src/components/Foo/index.tsx'}},
      ]),
    ).toEqual([firstRouteCodeModule, './App', './preload', './preload']);
  });

  test('recognises the entry on Windows paths too', () => {
    expect(
      isEntryPreload({
        request: './preload',
        contextInfo: {
          issuer: 'C:\\site\\node_modules\\@docusaurus\\core\\lib\\client\\clientEntry.js',
        },
      }),
    ).toBe(true);
  });

  test('the replacement is the site module that waits a task', () => {
    expect(firstRouteCodeModule).toMatch(/src[\\/]lib[\\/]firstRouteCode\.ts$/);
  });

  test("the browser's bundle starts from the site's entry, in place of Docusaurus's", () => {
    const plugin = clientStartPlugin();
    const configure = plugin.configureWebpack as (config: unknown, isServer: boolean) => unknown;
    expect(configure({}, false)).toEqual({
      entry: clientStartModule,
      mergeStrategy: {entry: 'replace'},
      plugins: [expect.any(FirstRouteCode)],
    });
    expect(clientStartModule).toMatch(/src[\\/]lib[\\/]clientStart\.ts$/);
  });

  test("the server's bundle is left as it is", () => {
    const plugin = clientStartPlugin();
    const configure = plugin.configureWebpack as (config: unknown, isServer: boolean) => unknown;
    expect(configure({}, true)).toEqual({});
  });
});
