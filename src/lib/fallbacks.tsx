/**
 * Unknown ids under a collection's path show that collection's default entry, as the spec
 * says ("silently"), marked noindex with a canonical link to the real page. A static host
 * serves 404.html for such paths; the NotFound page looks the path up here.
 */
import type {ComponentType} from 'react';
import ResidentialService, {frontMatter as residentialFrontMatter} from '@site/pages/services/residential.mdx';
import NairobiHeights, {frontMatter as nairobiHeightsFrontMatter} from '@site/pages/case-study/nairobi-heights.mdx';

export type Fallback = {
  /** Paths starting with this prefix (and not a real page) fall back. */
  readonly prefix: string;
  /** The real page shown instead. */
  readonly canonicalPath: string;
  readonly title: string;
  readonly description?: string;
  readonly Content: ComponentType;
};

export const fallbacks: readonly Fallback[] = [
  {
    prefix: '/services/',
    canonicalPath: '/services/residential',
    title: residentialFrontMatter.title as string,
    description: residentialFrontMatter.description as string,
    Content: ResidentialService,
  },
  {
    prefix: '/case-study/',
    canonicalPath: '/case-study/nairobi-heights',
    title: nairobiHeightsFrontMatter.title as string,
    description: nairobiHeightsFrontMatter.description as string,
    Content: NairobiHeights,
  },
];

export function findFallback(pathname: string, table: readonly Fallback[] = fallbacks): Fallback | undefined {
  const path = pathname.replace(/\/+$/, '');
  return table.find((f) => path.startsWith(f.prefix) && path.length > f.prefix.length);
}
