/**
 * What every page's first script holds, from the client build's module statistics (Rspack's
 * `stats.toJson()`, module concatenation off so each module counts apart): source bytes by
 * package, by Docusaurus's generated files and by the site's own folders. Pure: bench/bundle.mjs
 * builds and prints.
 */

/** The parts of Rspack's statistics this reads. */
export type BundleStats = {
  readonly chunks: readonly {readonly id: string | number; readonly initial: boolean}[];
  readonly modules: readonly {
    readonly name?: string;
    readonly size: number;
    readonly chunks?: readonly (string | number)[];
    readonly moduleType?: string;
  }[];
};

export type Share = {readonly name: string; readonly bytes: number};

/** Where a module comes from: its package, a generated file, or a folder of the site's own. */
export function origin(moduleName: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleName);
  if (inPackage) {
    return inPackage[1]!;
  }
  const own = moduleName.replace(/^\.\//, '').split('/');
  if (own[0] === '.docusaurus') {
    return own.slice(0, 2).join('/');
  }
  // src/<layer>/<component or file>: a component's folder, a data or lib module.
  return own.slice(0, 3).join('/');
}

/** Source bytes of the first script's JavaScript modules, largest first, by where they come from. */
export function firstScriptShares(stats: BundleStats): {
  readonly total: number;
  readonly shares: readonly Share[];
} {
  const initial = new Set(stats.chunks.filter((chunk) => chunk.initial).map((chunk) => chunk.id));
  const totals = new Map<string, number>();
  let total = 0;
  for (const module of stats.modules) {
    const name = module.name ?? '';
    const isStyle = /\.css($|\?)/.test(name) || (module.moduleType ?? '').startsWith('css');
    if (isStyle || !(module.chunks ?? []).some((chunk) => initial.has(chunk))) {
      continue;
    }
    const from = origin(name);
    totals.set(from, (totals.get(from) ?? 0) + module.size);
    total += module.size;
  }
  const shares = [...totals]
    .map(([name, bytes]) => ({name, bytes}))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
  return {total, shares};
}
