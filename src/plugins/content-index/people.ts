/**
 * The company's people, each written once: those who write insights in blog/authors.yml (the
 * blog plugin loads it, locale by locale), everyone else who appears on more than one page in
 * pages/_people.yml (which a locale replaces in i18n/<locale>/docusaurus-plugin-content-pages/).
 * Pages name them by key: the About page's leadership and the case-study teams. Node-only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import {FrontMatterError, honorific, imageUrl, text, unknownField} from './frontMatter';
import {insightsSource, type LoadedBlog} from './insights';
import {readYaml} from '../yamlReader';
import {readPagesDataFile, type SiteDirs} from './pagesDataFile';
import type {Person} from '../../data/contentTypes';
import {withLocalPhotos} from '../photos/frontMatterPhotos';
import {photoCacheDir} from '../photos/preparePhoto';

export const authorsFile = 'blog/authors.yml';
/** Underscored, so the pages plugin does not make it a route. */
export const staffFile = '_people.yml';

/** `portrait` is our own field: the theme would show an `image_url` on the author pages. */
export const personSchema = Joi.object({
  name: text.required(),
  honorific,
  title: text.required(),
  portrait: imageUrl,
}).unknown(true);
/** Staff are named only on pages that show their photo. */
export const staffSchema = personSchema
  .keys({portrait: imageUrl.required()})
  .unknown(false)
  .messages({'object.unknown': unknownField('a person')});
/**
 * A writer as blog/authors.yml writes them: these fields and no other. The theme would publish
 * others (an address on the author's page, a page at a path of the file's choosing).
 */
export const writerSchema = personSchema
  .keys({page: Joi.boolean()})
  .unknown(false)
  .messages({'object.unknown': unknownField('a writer')});

function people(file: string, entries: Record<string, unknown>, schema: Joi.Schema): Person[] {
  return Object.entries(entries).map(([id, value]) => {
    const {error, value: person} = schema.validate(value, {abortEarly: false});
    if (error) {
      throw new FrontMatterError(
        file,
        error.details.map((d) => `"${id}": ${d.message}`),
      );
    }
    const {name, honorific, title, portrait} = person as Omit<Person, 'id'>;
    return {id, name, ...(honorific && {honorific}), title, ...(portrait && {portrait})};
  });
}

/**
 * Every edition's authors file as written (the blog plugin's reading of it adds fields of its
 * own), each writer checked against `writerSchema`, and every edition's categories file read as
 * data: from the site's configuration, before any plugin reads or walks them.
 */
export function checkWritersFiles(siteDir: string): void {
  const i18nDir = path.join(siteDir, 'i18n');
  const folders = [
    insightsSource.path,
    ...(fs.existsSync(i18nDir)
      ? fs.readdirSync(i18nDir).map((locale) => `i18n/${locale}/docusaurus-plugin-content-blog`)
      : []),
  ];
  for (const folder of folders) {
    for (const name of [path.basename(authorsFile), insightsSource.tags]) {
      const file = path.join(folder, name);
      if (!fs.existsSync(path.join(siteDir, file))) {
        continue;
      }
      const data = readYaml(fs.readFileSync(path.join(siteDir, file), 'utf8'), file);
      if (name !== insightsSource.tags) {
        people(file, (data ?? {}) as Record<string, unknown>, writerSchema);
      }
    }
  }
}

/** The writers, as the blog plugin loaded blog/authors.yml. */
export function loadAuthors(blog: LoadedBlog | undefined): Person[] {
  return people(authorsFile, blog?.authorsMap ?? {}, personSchema);
}

/**
 * Authors first, then the staff of pages/_people.yml (or the locale's copy); keys are unique.
 * A portrait may be a photo beside the file (`portrait: ./wanjiru.jpg`), made into sizes as a
 * page's photos are.
 */
export async function loadPeople(blog: LoadedBlog | undefined, dirs: SiteDirs): Promise<Person[]> {
  checkWritersFiles(dirs.siteDir);
  const cacheDir = photoCacheDir(dirs.siteDir);
  const withPhotos = (data: unknown, file: string) =>
    withLocalPhotos((data ?? {}) as Record<string, unknown>, {
      siteDir: dirs.siteDir,
      file,
      cacheDir,
    });
  const staffData = await withPhotos(
    await readPagesDataFile(staffFile, dirs),
    `pages/${staffFile}`,
  );
  const staff = people(`pages/${staffFile}`, staffData, staffSchema);
  const authorsMap = await withPhotos(blog?.authorsMap, authorsFile);
  return mergePeople(loadAuthors(blog && {...blog, authorsMap}), staff);
}

export function mergePeople(authors: readonly Person[], staff: readonly Person[]): Person[] {
  const twice = staff.filter((person) => authors.some((author) => author.id === person.id));
  if (twice.length > 0) {
    throw new FrontMatterError(
      `pages/${staffFile}`,
      twice.map((person) => `"${person.id}" is already in ${authorsFile}: write each person once`),
    );
  }
  return [...authors, ...staff];
}
