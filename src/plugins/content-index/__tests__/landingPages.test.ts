/** @jest-environment node */
import {buildContentIndex, type LoadedPage} from '../buildIndex';
import {isComposedPermalink, landingPermalinks} from '@site/src/lib/collections';
import {frontMatterError} from './frontMatterError';
import {readPageFile} from '@site/src/test/pageFiles';
import type {Person} from '@site/src/data/contentTypes';

const portrait = 'https://images.unsplash.com/photo-1560250097-0b93528c311a';
const people: readonly Person[] = [
  {
    id: 'davidmwangi',
    name: 'David Mwangi',
    honorific: 'eng',
    title: 'Founder & Managing Director',
    portrait,
  },
  {id: 'writer', name: 'Wanjiru Writer', title: 'Guest Writer'},
];

/** The real page files as the pages plugin hands them over. */
async function realLandingPages(): Promise<LoadedPage[]> {
  return Promise.all(
    landingPermalinks.map(async (permalink) => {
      const file = `pages${permalink}.mdx`;
      const {frontMatter} = readPageFile(file);
      return {type: 'mdx', permalink, source: `@site/${file}`, frontMatter};
    }),
  );
}

describe('composed pages (about, certification, pricing, cost estimator)', () => {
  it('accept the real files', async () => {
    const pages = await realLandingPages();
    expect(() => buildContentIndex(pages, undefined, people)).not.toThrow();
  });

  it('render full-width like collection entries, unlike other MDX pages', () => {
    expect(
      [
        '/about',
        '/certification/',
        '/pricing',
        '/cost-estimator',
        '/case-study/nairobi-heights',
      ].map(isComposedPermalink),
    ).toEqual([true, true, true, true, true]);
    expect(['/privacy-policy', '/services/', '/'].map(isComposedPermalink)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('are named by the route table in lists, not by their hero title', async () => {
    const {pages} = buildContentIndex(await realLandingPages(), undefined, people);
    expect(pages).toEqual([
      {permalink: '/about'},
      {permalink: '/certification'},
      {permalink: '/cost-estimator'},
      {permalink: '/pricing'},
    ]);
  });

  it.each([
    [
      '/pricing',
      'faqs',
      (fm: Record<string, unknown>) => ({...fm, faqs: (fm.faqs as unknown[]).slice(1)}),
      '"faqs" must contain 5 items',
    ],
    [
      '/pricing',
      'packages',
      (fm: Record<string, unknown>) => ({
        ...fm,
        packages: (fm.packages as object[]).map((p, i) => (i === 0 ? {...p, id: 'gold'} : p)),
      }),
      '"packages[0].id" must be one of',
    ],
    [
      '/certification',
      'requirements',
      (fm: Record<string, unknown>) => ({
        ...fm,
        certificates: (fm.certificates as {requirements: string[]}[]).map((c, i) =>
          i === 2 ? {...c, requirements: c.requirements.slice(1)} : c,
        ),
      }),
      '"certificates[2].requirements" must contain 5 items',
    ],
    [
      '/about',
      'values',
      (fm: Record<string, unknown>) => ({...fm, values: []}),
      '"values" must contain 4 items',
    ],
    [
      '/about',
      'leadership',
      (fm: Record<string, unknown>) => ({...fm, leadership: [{person: 'nobody', bio: 'Who?'}]}),
      '"leadership[0].person" is "nobody", but neither blog/authors.yml nor pages/_people.yml has a person with that key',
    ],
    [
      '/cost-estimator',
      'locations',
      (fm: Record<string, unknown>) => ({...fm, locations: (fm.locations as object[]).slice(1)}),
      '"locations" must contain 3 items',
    ],
    [
      '/cost-estimator',
      'includes',
      (fm: Record<string, unknown>) => ({...fm, includes: ' '}),
      '"includes" is not allowed to be empty',
    ],
  ])(
    '%s: a broken "%s" stops the build naming the file and field',
    async (permalink, _field, breakIt, message) => {
      const pages = (await realLandingPages()).map((page) =>
        page.permalink === permalink ? {...page, frontMatter: breakIt(page.frontMatter!)} : page,
      );
      const error = frontMatterError(() => buildContentIndex(pages, undefined, people));
      expect(error.file).toBe(`pages${permalink}.mdx`);
      expect(error.problems.join('\n')).toContain(message);
    },
  );
});
