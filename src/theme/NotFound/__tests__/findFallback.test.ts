import {findFallback, type FallbackRule} from '../findFallback';

const table: readonly FallbackRule[] = [
  {prefix: '/services/'},
  {prefix: '/insights/', singleSegment: true},
];

describe('findFallback', () => {
  it.each([
    ['/services/swimming-pools', '/services/'],
    ['/services/swimming-pools/', '/services/'],
    ['/services/a/b', '/services/'],
    ['/insights/no-such-article', '/insights/'],
  ])('gives %s the fallback of %s', (path, prefix) => {
    expect(findFallback(path, table)?.prefix).toBe(prefix);
  });

  it.each([
    ['the collection index itself', '/services'],
    ['the collection index with a slash', '/services/'],
    ['a path under no collection', '/no-such-page'],
    ['a path that only starts like a collection', '/servicesx/pools'],
    ['a deeper path where only single segments fall back', '/insights/tags/unknown'],
  ])('stays "not found" for %s (%s)', (_case, path) => {
    expect(findFallback(path, table)).toBeUndefined();
  });
});
