/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * docusaurus.config.ts runs in Node, and reads some data modules of the site's pages with a
 * stand-in `translate` (readInLocale, scripts/nodeTranslate.ts). Every module it loads, itself
 * or through them, must stay loadable there: no Docusaurus client API or theme component, no
 * component, page or stylesheet. This walks the config's imports as the loader follows them
 * (type-only imports are erased) and names any such import, where a build would fail with a
 * loader's error or, worse, load a module meant for a browser.
 */
const siteDir = path.join(__dirname, '..', '..');
const configFile = path.join(siteDir, 'docusaurus.config.ts');

const {options: compilerOptions} = ts.getParsedCommandLineOfConfigFile(
  path.join(siteDir, 'tsconfig.json'),
  {},
  {...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {}},
)!;

/** What a Docusaurus bundle alone provides: the aliases @docusaurus/module-type-aliases declares. */
const bundleOnly: readonly RegExp[] = [
  ...fs
    .readFileSync(
      require.resolve('@docusaurus/module-type-aliases/src/index.d.ts', {paths: [siteDir]}),
      'utf8',
    )
    .matchAll(/^declare module '([^']+)'/gm),
]
  .map(([, name]) => name!)
  .map(
    (name) => new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
  );
/** Client-side packages that are real npm modules, not aliases. */
const clientPackages = [/^@docusaurus\/theme-common(\/|$)/, /^react-dom\/client$/];
/** The site's browser-facing code: its components, theme, client modules and React pages. */
const browserFolders = ['src/components/', 'src/theme/', 'src/clientModules/', 'pages/'];

/** readInLocale answers `@docusaurus/Translate` with the stand-in (docusaurus.config.ts). */
const standIn = '@docusaurus/Translate';

type Edge = {
  readonly from: string;
  readonly specifier: string;
  /** The file it resolves to, when it is one of ours (not a package). */
  readonly file?: string;
  /** Loaded by readInLocale, directly or through another module it loaded. */
  readonly inLocale: boolean;
  /** The names it imports, for a named import. */
  readonly names: readonly string[];
};

const relative = (file: string) => path.relative(siteDir, file);

/** The imports of one file that survive compilation, and the modules it hands to readInLocale. */
function importsOf(file: string): {specifier: string; inLocale: boolean; names: string[]}[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: {specifier: string; inLocale: boolean; names: string[]}[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.filter((e) => !e.isTypeOnly)
          : [];
      const erased =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            named.length === 0));
      if (!erased) {
        found.push({
          specifier: node.moduleSpecifier.text,
          inLocale: false,
          names: [
            ...(clause?.name ? ['default'] : []),
            ...named.map((e) => (e.propertyName ?? e.name).text),
          ],
        });
      }
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({specifier: node.moduleSpecifier.text, inLocale: false, names: []});
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0]!)
    ) {
      const callee = node.expression;
      const name =
        callee.kind === ts.SyntaxKind.ImportKeyword
          ? 'import'
          : ts.isIdentifier(callee)
            ? callee.text
            : undefined;
      if (name === 'require' || name === 'import' || name === 'readInLocale') {
        found.push({
          specifier: (node.arguments[0] as ts.StringLiteral).text,
          inLocale: name === 'readInLocale',
          names: [],
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every import the config's loading follows, from the config down through our own modules. */
function configGraph(): Edge[] {
  const edges: Edge[] = [];
  const seen = new Set<string>();
  const queue: {file: string; inLocale: boolean}[] = [{file: configFile, inLocale: false}];
  while (queue.length > 0) {
    const {file, inLocale} = queue.shift()!;
    const key = `${file}|${inLocale}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const found of importsOf(file)) {
      const inLocaleNow = inLocale || found.inLocale;
      const {resolvedModule} = ts.resolveModuleName(found.specifier, file, compilerOptions, ts.sys);
      const ours =
        resolvedModule && !resolvedModule.isExternalLibraryImport
          ? resolvedModule.resolvedFileName
          : undefined;
      edges.push({
        from: relative(file),
        specifier: found.specifier,
        file: ours && relative(ours),
        inLocale: inLocaleNow,
        names: found.names,
      });
      if (ours && /\.(ts|tsx|js|mjs|cjs)$/.test(ours) && !ours.endsWith('.d.ts')) {
        queue.push({file: ours, inLocale: inLocaleNow});
      }
    }
  }
  return edges;
}

const edges = configGraph();
const describeEdge = ({from, specifier, inLocale}: Edge) =>
  `${from} imports ${specifier}${inLocale ? ' (read in locale)' : ''}`;

describe('the modules docusaurus.config.ts loads', () => {
  it('are found: the data modules read in locale, and what the config imports itself', () => {
    const loaded = new Set(edges.filter((e) => e.file).map((e) => `${e.file}|${e.inLocale}`));
    expect(loaded).toContain('src/data/navigation.ts|true');
    expect(loaded).toContain('src/data/routes.ts|true');
    expect(loaded).toContain('src/data/company.ts|false');
    expect(loaded).toContain('src/plugins/content-index/index.ts|false');
  });

  it('import no Docusaurus client API, theme component or stylesheet', () => {
    const bundleImports = edges.filter(
      (edge) =>
        !(edge.inLocale && edge.specifier === standIn) &&
        [...bundleOnly, ...clientPackages].some((pattern) => pattern.test(edge.specifier)),
    );
    expect(bundleImports.map(describeEdge)).toEqual([]);
  });

  it("import none of the site's components, theme, client modules or pages", () => {
    const browserCode = edges.filter(
      (edge) => edge.file && browserFolders.some((folder) => edge.file!.startsWith(folder)),
    );
    expect(browserCode.map(describeEdge)).toEqual([]);
  });

  it('take only translate() from the stand-in, the one thing it answers', () => {
    const translateImports = edges.filter((edge) => edge.specifier === standIn);
    expect(translateImports.length).toBeGreaterThan(0);
    for (const edge of translateImports) {
      expect({import: describeEdge(edge), names: edge.names}).toEqual({
        import: describeEdge(edge),
        names: ['translate'],
      });
    }
  });
});
