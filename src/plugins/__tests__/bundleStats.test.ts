/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bundleStatsPlugin, {bundleStatsVariable} from '../bundleStats';

type Hooked = {apply: (compiler: object) => void};

afterEach(() => {
  delete process.env[bundleStatsVariable];
});

describe('bundle-stats plugin', () => {
  it('changes nothing in the build unless asked', async () => {
    const plugin = bundleStatsPlugin();
    expect(await plugin.configureWebpack!({}, false, {} as never, {} as never)).toEqual({});
  });

  it("when asked, writes the browser build's module statistics, modules counted apart", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stats-')), 'stats.json');
    process.env[bundleStatsVariable] = file;
    const plugin = bundleStatsPlugin();
    expect(await plugin.configureWebpack!({}, true, {} as never, {} as never)).toEqual({});
    const config = (await plugin.configureWebpack!({}, false, {} as never, {} as never)) as {
      optimization: object;
      plugins: Hooked[];
    };
    expect(config.optimization).toEqual({concatenateModules: false});
    let done: ((stats: object) => void) | undefined;
    config.plugins[0]!.apply({
      hooks: {done: {tap: (_name: string, run: typeof done) => (done = run)}},
    });
    const asked: object[] = [];
    done!({toJson: (options: object) => (asked.push(options), {chunks: [], modules: [{size: 1}]})});
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({chunks: [], modules: [{size: 1}]});
    expect(asked[0]).toMatchObject({modules: true, chunks: true});
  });
});
