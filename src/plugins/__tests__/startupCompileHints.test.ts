/** @jest-environment node */
import startupCompileHintsPlugin, {COMPILE_HINT, StartupCompileHints} from '../startupCompileHints';

type Asset = {source: string};

/** A compilation of the chunks given, recording the stage its asset step asked for. */
function compile(chunks: {name: string | null; files: string[]}[]) {
  const assets = new Map<string, Asset>(
    chunks.flatMap((chunk) => chunk.files.map((file) => [file, {source: `/*${file}*/`}])),
  );
  let stage = -1;
  const compilation = {
    chunks,
    updateAsset: (file: string, update: (source: unknown) => unknown) => {
      const asset = assets.get(file)!;
      asset.source = String(update(asset.source));
    },
    hooks: {
      processAssets: {
        tap: (options: {stage: number}, run: () => void) => {
          stage = options.stage;
          run();
        },
      },
    },
  };
  const compiler = {
    webpack: {
      Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400},
      sources: {
        ConcatSource: class {
          parts: unknown[];
          constructor(...parts: unknown[]) {
            this.parts = parts;
          }
          toString() {
            return this.parts.map(String).join('');
          }
        },
      },
    },
    hooks: {
      thisCompilation: {tap: (_: string, run: (c: typeof compilation) => void) => run(compilation)},
    },
  };
  new StartupCompileHints().apply(compiler as never);
  return {assets, stage};
}

describe('startup-compile-hints plugin', () => {
  it("puts the hint first in the entry chunks' scripts, and nowhere else", () => {
    const {assets} = compile([
      {name: 'main', files: ['assets/js/main.1a2b.js', 'assets/css/styles.3c4d.css']},
      {name: 'runtime~main', files: ['assets/js/runtime~main.5e6f.js']},
      {name: '17896441', files: ['assets/js/17896441.7a8b.js']},
      {name: null, files: ['assets/js/9c0d.js']},
    ]);
    expect(assets.get('assets/js/main.1a2b.js')!.source).toBe(
      `${COMPILE_HINT}/*assets/js/main.1a2b.js*/`,
    );
    expect(assets.get('assets/js/runtime~main.5e6f.js')!.source).toBe(
      `${COMPILE_HINT}/*assets/js/runtime~main.5e6f.js*/`,
    );
    expect(assets.get('assets/css/styles.3c4d.css')!.source).toBe('/*assets/css/styles.3c4d.css*/');
    expect(assets.get('assets/js/17896441.7a8b.js')!.source).toBe('/*assets/js/17896441.7a8b.js*/');
    expect(assets.get('assets/js/9c0d.js')!.source).toBe('/*assets/js/9c0d.js*/');
  });

  it('the hint is the magic comment V8 reads, on the first line alone', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('runs after the minifier, which would drop the comment', () => {
    expect(compile([]).stage).toBeGreaterThan(400);
  });

  it('changes the browser bundle only', async () => {
    const plugin = startupCompileHintsPlugin();
    const client = await plugin.configureWebpack!({}, false, {} as never, {} as never);
    const server = await plugin.configureWebpack!({}, true, {} as never, {} as never);
    expect(client).toEqual({plugins: [expect.any(StartupCompileHints)]});
    expect(server).toEqual({});
  });
});
