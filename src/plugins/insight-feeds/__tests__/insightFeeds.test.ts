/** @jest-environment node */
import type {BlogPost, BlogTag} from '@docusaurus/plugin-content-blog';
import {toJsonFeed11} from '../jsonFeed';
import {postsByCategory} from '..';

describe('JSON Feed 1.1', () => {
  const v1 = {
    version: 'https://jsonfeed.org/version/1',
    title: 'Msingi Construction Insights',
    home_page_url: 'https://www.msingi-construction.example/insights',
    items: [
      {
        id: 'a',
        title: 'A',
        content_html: '<p>A</p>',
        date_modified: '2026-07-14T00:00:00.000Z',
        author: {name: 'Grace Wanjiku'},
      },
      {id: 'b', title: 'B', content_html: '<p>B</p>', date_modified: '2025-02-18T00:00:00.000Z'},
    ],
  };
  const feed = toJsonFeed11(v1, {
    feedUrl: 'https://www.msingi-construction.example/insights/feed.json',
    language: 'en-KE',
  });

  it('names version 1.1, its own URL and language', () => {
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      feed_url: 'https://www.msingi-construction.example/insights/feed.json',
      language: 'en-KE',
      title: v1.title,
      home_page_url: v1.home_page_url,
    });
  });

  it('dates each item by its publication and lists its authors, keeping `author` for 1.0 readers', () => {
    expect(feed.items).toEqual([
      {
        id: 'a',
        title: 'A',
        content_html: '<p>A</p>',
        date_published: '2026-07-14T00:00:00.000Z',
        author: {name: 'Grace Wanjiku'},
        authors: [{name: 'Grace Wanjiku'}],
      },
      {id: 'b', title: 'B', content_html: '<p>B</p>', date_published: '2025-02-18T00:00:00.000Z'},
    ]);
  });
});

describe('postsByCategory', () => {
  const post = (id: string) => ({id}) as BlogPost;
  const tag = (label: string, items: string[]) =>
    ({label, permalink: `/insights/tags/${label.toLowerCase()}`, items}) as unknown as BlogTag;

  it('gives each category exactly its articles, in the blog order', () => {
    const blogPosts = ['c', 'b', 'a'].map(post);
    const groups = postsByCategory({
      blogPosts,
      blogTags: {r: tag('Regulations', ['a', 'c']), m: tag('Materials', ['b'])},
    });
    expect(groups.map(({tag: t, posts}) => [t.label, posts.map((p) => p.id)])).toEqual([
      ['Regulations', ['c', 'a']],
      ['Materials', ['b']],
    ]);
  });
});
