/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'path';
import sharp from 'sharp';
import {parsePhotoUrl} from '../../../lib/photos';
import {buildContentIndex} from '../buildIndex';
import {frontMatterError} from './frontMatterError';
import {loadAuthors, loadPeople, mergePeople} from '../people';
import type {Person} from '@site/src/data/contentTypes';
import {caseStudyPage, caseStudyPair, validCaseStudy} from './caseStudyFixture';

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

describe('people in case-study teams', () => {
  const withTeam = (team: unknown[]) => [
    caseStudyPage('nairobi-heights', validCaseStudy({team})),
    caseStudyPair()[1]!,
  ];

  it('accept a person by key, with or without a role of their own on the project', () => {
    expect(() =>
      buildContentIndex(
        withTeam([
          {person: 'davidmwangi', role: 'Project Director'},
          {person: 'davidmwangi'},
          {name: 'Kevin Mutua', honorific: 'eng', role: 'Project Manager', image: portrait},
        ]),
        undefined,
        people,
      ),
    ).not.toThrow();
  });

  it.each([
    [
      {person: 'nobody'},
      '"team[0].person" is "nobody", but neither blog/authors.yml nor pages/_people.yml has a person with that key',
    ],
    [{person: 'writer'}, '"team[0].person" is "writer", who has no "portrait" in blog/authors.yml'],
    [{person: 'davidmwangi', image: portrait}, '"team[0].image" is not allowed'],
    [
      {person: 'davidmwangi', name: 'David'},
      '"team[0]" contains a conflict between exclusive peers [person, name]',
    ],
    [{person: 'davidmwangi', honorific: 'eng'}, '"team[0].honorific" is not allowed'],
    [
      {name: 'Kevin Mutua', honorific: 'Eng.', role: 'Project Manager', image: portrait},
      '"team[0].honorific" must be one of eng, dr, prof, arch, qs, e.g. eng',
    ],
  ])('refuse %j', (member, message) => {
    const error = frontMatterError(() => buildContentIndex(withTeam([member]), undefined, people));
    expect(error.file).toBe('pages/case-study/nairobi-heights.mdx');
    expect(error.problems.join('\n')).toContain(message);
  });
});

describe('people', () => {
  it('reads each writer of the authors map with name, title and portrait', () => {
    const authorsMap = {
      davidmwangi: {
        name: 'David Mwangi',
        honorific: 'eng',
        title: 'Founder & Managing Director',
        portrait,
        page: {permalink: '/x'},
      },
      writer: {name: 'Wanjiru Writer', title: 'Guest Writer'},
    };
    expect(loadAuthors({blogPosts: [], authorsMap})).toEqual(people);
  });

  it('stops the build for a writer without a title, naming the file and key', () => {
    const error = frontMatterError(() =>
      loadAuthors({blogPosts: [], authorsMap: {ghost: {name: 'Ghost'}}}),
    );
    expect(error.file).toBe('blog/authors.yml');
    expect(error.problems).toEqual(['"ghost": "title" is required']);
  });

  it('stops the build for an honorific it does not know, naming the file, key and field', () => {
    const error = frontMatterError(() =>
      loadAuthors({
        blogPosts: [],
        authorsMap: {ghost: {name: 'Ghost', honorific: 'Mhandisi', title: 'Writer'}},
      }),
    );
    expect(error.file).toBe('blog/authors.yml');
    expect(error.problems).toEqual([
      '"ghost": "honorific" must be one of eng, dr, prof, arch, qs, e.g. eng',
    ]);
  });

  it('adds the staff of pages/_people.yml after the writers', async () => {
    const siteDir = path.resolve(__dirname, '..', '..', '..', '..');
    const all = await loadPeople(
      {blogPosts: [], authorsMap: {}},
      {siteDir, localizationDir: path.join(siteDir, 'i18n', 'xx')},
    );
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((person) => person.portrait?.startsWith('https://'))).toBe(true);
  });

  it('takes portraits that are photos beside the files, made into sizes', async () => {
    const siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'people-'));
    await fs.mkdir(path.join(siteDir, 'pages'));
    await fs.mkdir(path.join(siteDir, 'blog'));
    await fs.writeFile(
      path.join(siteDir, 'pages', '_people.yml'),
      'wanjiru:\n  name: Wanjiru Kamau\n  title: Site Engineer\n  portrait: ./wanjiru.jpg\n',
    );
    for (const file of ['pages/wanjiru.jpg', 'blog/grace.jpg']) {
      await sharp({create: {width: 480, height: 480, channels: 3, background: '#8a6f5a'}})
        .jpeg()
        .toFile(path.join(siteDir, file));
    }
    const authorsMap = {
      grace: {name: 'Grace Wanjiku', title: 'Architect', portrait: './grace.jpg'},
    };
    const all = await loadPeople(
      {blogPosts: [], authorsMap},
      {siteDir, localizationDir: path.join(siteDir, 'i18n', 'xx')},
    );
    expect(all.map((person) => [person.id, parsePhotoUrl(person.portrait ?? '')?.width])).toEqual([
      ['grace', 480],
      ['wanjiru', 480],
    ]);
    await fs.rm(siteDir, {recursive: true, force: true});
  });

  it('refuses a person written in both files', () => {
    const error = frontMatterError(() => mergePeople(people, [people[0]!]));
    expect(error.file).toBe('pages/_people.yml');
    expect(error.problems).toEqual([
      '"davidmwangi" is already in blog/authors.yml: write each person once',
    ]);
  });

  it.each([
    [
      'a page at a path of its own',
      'page:\n    permalink: /../../../../tmp/owned',
      '"page" must be a boolean',
    ],
    ['an address', 'url: "data:text/html,<script>x</script>"', '"url" is not a field of a writer'],
    [
      'a photo the theme would show',
      'image_url: https://evil.example/t.gif',
      '"image_url" is not a field of a writer',
    ],
  ])(
    'refuses a writer with %s in blog/authors.yml, naming the file',
    async (_name, line, message) => {
      const siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'writers-'));
      await fs.mkdir(path.join(siteDir, 'blog'));
      await fs.mkdir(path.join(siteDir, 'pages'));
      await fs.writeFile(path.join(siteDir, 'pages', '_people.yml'), '{}\n');
      await fs.writeFile(
        path.join(siteDir, 'blog', 'authors.yml'),
        `davidmwangi:\n  name: David Mwangi\n  title: Founder\n  ${line}\n`,
      );
      const error = await loadPeople(
        {blogPosts: [], authorsMap: {}},
        {siteDir, localizationDir: path.join(siteDir, 'i18n', 'xx')},
      ).catch((e: unknown) => e);
      expect(String(error)).toContain('blog/authors.yml');
      expect(String(error)).toContain(message);
      await fs.rm(siteDir, {recursive: true, force: true});
    },
  );
});
