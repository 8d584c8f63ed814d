import {act, renderHook} from '@testing-library/react';
import {useListFilter} from '../useListFilter';

/** A stand-in for theme-common's useQueryString over one shared address, replaced like history.replace. */
const mockAddress = {search: '', listeners: new Set<() => void>()};
jest.mock('@docusaurus/theme-common', () => {
  const {useSyncExternalStore} = jest.requireActual<typeof import('react')>('react');
  const subscribe = (listener: () => void) => {
    mockAddress.listeners.add(listener);
    return () => mockAddress.listeners.delete(listener);
  };
  return {
    useQueryString(key: string): [string, (value: string | null) => void] {
      const value = useSyncExternalStore(
        subscribe,
        () => new URLSearchParams(mockAddress.search).get(key) ?? '',
      );
      const update = (next: string | null) => {
        const params = new URLSearchParams(mockAddress.search);
        if (next) {
          params.set(key, next);
        } else {
          params.delete(key);
        }
        mockAddress.search = params.toString();
        mockAddress.listeners.forEach((listener) => listener());
      };
      return [value, update];
    },
  };
});

const projectKeys = ['residential', 'commercial', 'industrial'];
const insightKeys = ['sustainability', 'materials'];

function open(search: string, keys: readonly string[], ignoreCase?: boolean) {
  mockAddress.search = search;
  return renderHook(() => useListFilter(keys, ignoreCase)).result;
}

describe('useListFilter', () => {
  it.each([
    ['', null, ''],
    ['category=industrial', 'industrial', ''],
    ['category=Industrial&q=thika', 'industrial', 'thika'],
    ['q=nairobi&category=residential', 'residential', 'nairobi'],
    ['category=mixed-use', null, ''],
  ])('reads the project list from ?%s', (search, category, query) => {
    expect(open(search, projectKeys, true).current.filter).toEqual({category, query});
  });

  it.each([
    ['q=stone&category=materials', 'materials', 'stone'],
    ['category=Materials', null, ''],
    ['category=gardening', null, ''],
  ])('reads the insight list from ?%s', (search, category, query) => {
    expect(open(search, insightKeys).current.filter).toEqual({category, query});
  });

  it('writes the category key and the search text, and drops them when cleared', () => {
    const result = open('', projectKeys, true);
    act(() => result.current.setCategory('commercial'));
    expect(mockAddress.search).toBe('category=commercial');
    act(() => result.current.setQuery('thika road'));
    expect(mockAddress.search).toBe('category=commercial&q=thika+road');
    expect(result.current.filter).toEqual({category: 'commercial', query: 'thika road'});
    act(() => result.current.setQuery(''));
    act(() => result.current.setCategory(null));
    expect(mockAddress.search).toBe('');
  });

  it('resets both parameters', () => {
    const result = open('category=materials&q=stone', insightKeys);
    act(() => result.current.reset());
    expect(mockAddress.search).toBe('');
    expect(result.current.filter).toEqual({category: null, query: ''});
  });
});
