/** @jest-environment node */
import {FrontMatterError} from '../frontMatter';
import {frontMatterError} from './frontMatterError';
import {buildInsightIndex, categoryProblems, type LoadedInsight} from '../insights';

const photo = 'https://images.unsplash.com/photo-1487958449943-2429e8be8625';
const categories = ['Sustainability', 'Technology', 'Materials'].map((label) => ({
  key: label.toLowerCase(),
  label,
}));
const authorKeys = ['aminahassan', 'peterotieno'];

function post(slug: string, frontMatter: Record<string, unknown> = {}): LoadedInsight {
  return {
    metadata: {
      source: `@site/blog/2025-08-21-${slug}/index.mdx`,
      permalink: `/insights/${slug}`,
      title: `Title of ${slug}`,
      date: new Date('2025-08-21T00:00:00Z'),
      readingTime: 7.2,
      authors: [{name: 'Amina Hassan'}],
      frontMatter: {
        slug,
        title: `Title of ${slug}`,
        description: `What ${slug} is about.`,
        image: photo,
        authors: ['aminahassan'],
        tags: ['sustainability'],
        related: ['second', 'third'].includes(slug)
          ? ['first', slug === 'second' ? 'third' : 'second']
          : ['second', 'third'],
        ...frontMatter,
      },
    },
  };
}

const valid = () => [post('first'), post('second'), post('third')];

/** The error the first article's front matter raises, with everything else valid. */
function errorFor(frontMatter: Record<string, unknown>): FrontMatterError {
  const [, ...rest] = valid();
  const broken = post('first', frontMatter);
  return frontMatterError(() => buildInsightIndex([broken, ...rest], categories, authorKeys));
}

describe('the insights index', () => {
  it('summarises every article for cards, in the order the blog gives them', () => {
    const {insights, insightCategories} = buildInsightIndex(valid(), categories, authorKeys);
    expect(insights.map((i) => i.id)).toEqual(['first', 'second', 'third']);
    expect(insights[0]).toEqual({
      id: 'first',
      title: 'Title of first',
      excerpt: 'What first is about.',
      image: photo,
      category: {key: 'sustainability', label: 'Sustainability'},
      author: 'Amina Hassan',
      date: '2025-08-21T00:00:00.000Z',
      readingTime: 8,
      permalink: '/insights/first',
    });
    expect(insightCategories).toEqual(categories);
  });

  it('marks, in another edition, the articles not translated yet with the language they are in', () => {
    const [first, second, third] = valid();
    const translated = {
      metadata: {
        ...first!.metadata,
        source: '@site/i18n/sw/docusaurus-plugin-content-blog/2025-08-21-first/index.mdx',
      },
    };
    const edition = {
      translatedSource: '@site/i18n/sw/docusaurus-plugin-content-blog/',
      fallbackLang: 'en-KE',
    };
    const {insights} = buildInsightIndex(
      [translated, second!, third!],
      categories,
      authorKeys,
      edition,
    );
    expect(insights.map((i) => [i.id, i.lang])).toEqual([
      ['first', undefined],
      ['second', 'en-KE'],
      ['third', 'en-KE'],
    ]);
  });

  it('names the file in every error', () => {
    expect(errorFor({image: undefined}).message).toContain('blog/2025-08-21-first/index.mdx');
  });

  it.each([
    ['a missing image', {image: undefined}, '"image" is required'],
    [
      'an mdx key (which would switch the file to CommonMark)',
      {mdx: {format: 'md'}},
      '"mdx" is not a field of an article (the fields are in docs/content-schemas.md)',
    ],
    [
      'any other field no rule names',
      {sidebar_custom_props: {x: 1}},
      '"sidebar_custom_props" is not a field of an article',
    ],
    [
      'an image that is neither an https URL nor a local photo',
      {image: 'photo.jpg'},
      '"image" must be an https:// URL or the name of a photo beside the file, e.g. ./hero.jpg',
    ],
    ['a missing description', {description: undefined}, '"description" is required'],
    ['an empty description', {description: '  '}, '"description" is not allowed to be empty'],
    ['a missing slug', {slug: undefined}, '"slug" is required'],
    [
      'a slug that is no kebab-case id',
      {slug: 'Roofing Guide'},
      '"slug" "Roofing Guide" must be a kebab-case id: lower-case words joined by hyphens',
    ],
    ['no category', {tags: []}, '"tags" must hold exactly one category'],
    [
      'two categories',
      {tags: ['sustainability', 'materials']},
      '"tags" must hold exactly one category',
    ],
    [
      'an unknown category',
      {tags: ['gardening']},
      '"tags[0]" "gardening" is not a category of blog/tags.yml',
    ],
    [
      'an unknown author',
      {authors: ['janedoe']},
      '"authors[0]" "janedoe" is not an author of blog/authors.yml',
    ],
    [
      'a publication date that is no date',
      {date: 'next Tuesday'},
      '"date" must be a date written YYYY-MM-DD',
    ],
    ['no related articles', {related: undefined}, '"related" is required'],
    [
      'one related article',
      {related: ['second']},
      '"related" must name exactly two other articles',
    ],
    [
      'three related articles',
      {related: ['second', 'third', 'fourth']},
      '"related" must name exactly two other articles',
    ],
    [
      'the same related article twice',
      {related: ['second', 'second']},
      '"related" names the same article twice',
    ],
    [
      'a related slug that does not exist',
      {related: ['second', 'no-such-article']},
      '"related[1]" "no-such-article" is not the slug of any article',
    ],
    [
      'the article related to itself',
      {related: ['first', 'second']},
      '"related[0]" "first" is the article itself',
    ],
  ])('rejects %s', (_case, frontMatter, message) => {
    expect(errorFor(frontMatter).problems).toEqual(
      expect.arrayContaining([expect.stringContaining(message)]),
    );
  });

  it('rejects two articles with the same slug', () => {
    const error = (() => {
      try {
        buildInsightIndex([...valid(), post('third')], categories, authorKeys);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(FrontMatterError);
    expect((error as FrontMatterError).problems).toEqual([
      expect.stringContaining('"slug" "third" is used by another article'),
    ]);
  });
});

describe('categoryProblems (blog/tags.yml)', () => {
  it('accepts kebab-case keys with their one-segment addresses', () => {
    expect(
      categoryProblems({
        sustainability: {permalink: '/sustainability'},
        'green-building': {permalink: '/green-building'},
        materials: {},
      }),
    ).toEqual([]);
  });

  it.each([
    ['/../../../outside', 'a path out of the site'],
    ['/a/b', 'two segments'],
    ['//evil.example', 'another host'],
    ['/Green Building', 'capitals and a space'],
    ['green', 'no leading /'],
  ])('refuses the permalink %j (%s), naming the category', (permalink) => {
    expect(categoryProblems({green: {permalink}})).toEqual([
      `"green.permalink" "${permalink}" must be / and lower-case words joined by hyphens, e.g. /green-building`,
    ]);
  });

  it('refuses a key that is not a path segment', () => {
    expect(categoryProblems({'../x': {permalink: '/x'}})).toEqual([
      '"../x" must be a kebab-case key: lower-case words joined by hyphens',
    ]);
  });
});
