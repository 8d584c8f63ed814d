/** Which fallback, if any, an unknown path gets. Pure, so the matching rules are unit-tested. */

export type FallbackRule = {
  /** Paths starting with this prefix (and not a real page) fall back. */
  readonly prefix: string;
  /**
   * Only ids directly under the prefix fall back; deeper paths stay "not found" (under
   * /insights/ they would be mistyped tag or author pages).
   */
  readonly singleSegment?: boolean;
};

export function findFallback<T extends FallbackRule>(
  pathname: string,
  table: readonly T[],
): T | undefined {
  const path = pathname.replace(/\/+$/, '');
  return table.find((f) => {
    const rest = path.startsWith(f.prefix) ? path.slice(f.prefix.length) : '';
    return rest !== '' && !(f.singleSegment && rest.includes('/'));
  });
}
