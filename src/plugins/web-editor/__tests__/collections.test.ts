/**
 * The editor and the build agree: every collection's fields, their required flags, list sizes,
 * patterns and lengths are the content index's schema's, and the lists a writer picks from are
 * the files that define them. A field added to one and not the other fails here.
 */
import {staleSinceField} from '../../../lib/staleTranslation';
import path from 'node:path';
import type {Joi} from '@docusaurus/utils-validation';
import {editorCollections, insightFolders, kebabCase, type EditorField} from '../collections';
import {editorConfig, editorOriginOf, signInBaseUrl} from '../editorConfig';
import {editorSources} from '..';
import {insightSchema} from '@site/src/plugins/content-index/insights';
import {caseStudySchema} from '@site/src/plugins/content-index/caseStudies';
import {personSchema, staffSchema} from '@site/src/plugins/content-index/people';
import {testimonialsSchema} from '@site/src/plugins/content-index/testimonials';
import {readYamlFile} from '@site/src/test/pageFiles';
import {factKeys, translationOfKey} from '@site/src/plugins/edition-files/originalFacts';

const siteDir = path.resolve(__dirname, '..', '..', '..', '..');

type Description = Joi.Description & {
  keys?: Record<string, Description>;
  items?: Description[];
  rules?: {name: string; args?: {limit?: number; regex?: string; options?: {name?: string}}}[];
  allow?: unknown[];
  flags?: {presence?: string};
};

const rule = (d: Description, name: string) => d.rules?.find((r) => r.name === name)?.args;
const isRequired = (field: EditorField) => field.required !== false;

/** Where an editor field differs from the schema's key of the same name. */
function fieldProblems(d: Description, field: EditorField, where: string): string[] {
  const problems: string[] = [];
  if (isRequired(field) !== (d.flags?.presence === 'required')) {
    problems.push(`${where}: required ${isRequired(field)} in the editor, not in the build`);
  }
  const length = rule(d, 'length')?.limit;
  const min = length ?? rule(d, 'min')?.limit;
  const max = length ?? rule(d, 'max')?.limit;
  if (d.type === 'array' || d.type === 'number') {
    if (min !== undefined && field.min !== min && !(d.type === 'array' && min === 0))
      problems.push(`${where}: at least ${min} in the build, ${String(field.min)} in the editor`);
    if (max !== undefined && field.max !== max)
      problems.push(`${where}: at most ${max} in the build, ${String(field.max)} in the editor`);
  }
  if (d.type === 'string' && max !== undefined && field.maxlength !== max) {
    problems.push(
      `${where}: at most ${max} characters in the build, ${field.maxlength} in the editor`,
    );
  }
  const pattern = rule(d, 'pattern');
  if (pattern && field.options) {
    // A choice from a list: every choice matches the build's pattern.
    const regex = new RegExp(pattern.regex!.slice(1, -1));
    field.options
      .filter((o) => !regex.test(o.value))
      .forEach((o) => problems.push(`${where}: the choice "${o.value}" fails ${pattern.regex}`));
  } else if (pattern) {
    if (`/${field.pattern?.[0]}/` !== pattern.regex)
      problems.push(
        `${where}: pattern ${pattern.regex} in the build, ${field.pattern?.[0]} in the editor`,
      );
    if (pattern.options?.name && !field.pattern?.[1].includes(pattern.options.name))
      problems.push(`${where}: the editor's message does not say "${pattern.options.name}"`);
  }
  if (d.allow) {
    const values = field.options?.map((o) => o.value);
    if (JSON.stringify(values) !== JSON.stringify(d.allow))
      problems.push(
        `${where}: choices ${JSON.stringify(d.allow)} in the build, ${JSON.stringify(values)} in the editor`,
      );
  }
  const item = d.items?.[0];
  if (d.keys) problems.push(...objectProblems(d, field.fields ?? [], where));
  if (item?.keys) problems.push(...objectProblems(item, field.fields ?? [], `${where}[]`));
  return problems;
}

/** Where an editor's fields differ from an object schema: a key missing from one of them, or a field unlike its key. */
function objectProblems(
  d: Description,
  fields: readonly EditorField[],
  where: string,
  {extra = [], leftOut = []}: {extra?: readonly string[]; leftOut?: readonly string[]} = {},
): string[] {
  const keys = Object.keys(d.keys ?? {});
  const names = fields.map((f) => f.name);
  return [
    ...keys
      .filter((key) => !names.includes(key) && !leftOut.includes(key))
      .map((key) => `${where}.${key}: in the build, not in the editor`),
    ...names
      .filter((name) => !keys.includes(name) && !extra.includes(name))
      .map((name) => `${where}.${name}: in the editor, not in the build`),
    ...fields
      .filter((f) => keys.includes(f.name))
      .flatMap((f) => fieldProblems(d.keys![f.name]!, f, `${where}.${f.name}`)),
  ];
}

const sources = () => editorSources(siteDir);
const collection = async (name: string) => {
  const found = editorCollections(await sources()).find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const file = async (name: string) => {
  const found = (await collection('site_files')).files?.find((f) => f.name === name);
  if (!found) throw new Error(`no file ${name}`);
  return found;
};
const describe_ = (schema: Joi.Schema) => schema.describe() as Description;

describe('the editor agrees with the build', () => {
  it('insights: every front-matter field, required as the build requires it', async () => {
    const {fields = []} = await collection('insights');
    expect(
      objectProblems(describe_(insightSchema), fields, 'insights', {
        extra: ['body'],
        leftOut: [translationOfKey, staleSinceField],
      }),
    ).toEqual([]);
  });

  it('insights: the authors and categories are the keys of blog/authors.yml and blog/tags.yml', async () => {
    const {fields = []} = await collection('insights');
    const values = (name: string) =>
      fields.find((f) => f.name === name)?.options?.map((o) => o.value);
    expect(values('authors')).toEqual(Object.keys(readYamlFile<object>('blog/authors.yml')));
    expect(values('tags')).toEqual(Object.keys(readYamlFile<object>('blog/tags.yml')));
  });

  it('Kiswahili insights: the words of the article, its facts left to the English one', async () => {
    const {fields = [], folder, slug} = await collection('insights_sw');
    const schema = describe_(insightSchema);
    const facts = Object.keys(schema.keys ?? {}).filter((key) => factKeys.has(key));
    expect(facts).toEqual(expect.arrayContaining(['slug', 'image', 'authors', 'tags', 'related']));
    expect(
      // The editor's pick of the English article, which the build checks against the folder.
      objectProblems(
        schema,
        fields.filter((f) => f.name !== translationOfKey),
        'insights_sw',
        {
          extra: ['body'],
          leftOut: [...facts, translationOfKey, staleSinceField],
        },
      ),
    ).toEqual([]);
    expect(folder).toBe(insightFolders.sw);
    expect(slug).toBe(`{{fields.${translationOfKey}}}`);
  });

  it('case studies: every field, its lists, sizes and patterns', async () => {
    const {fields = []} = await collection('case_studies');
    expect(
      objectProblems(describe_(caseStudySchema), fields, 'case_studies', {
        extra: ['body'],
        leftOut: [staleSinceField],
      }),
    ).toEqual([]);
  });

  it('authors and people: each person in blog/authors.yml and pages/_people.yml, with their fields', async () => {
    const authors = await file('authors');
    const people = await file('people');
    expect(authors.fields.map((f) => f.name)).toEqual(
      Object.keys(readYamlFile<object>('blog/authors.yml')),
    );
    expect(people.fields.map((f) => f.name)).toEqual(
      Object.keys(readYamlFile<object>('pages/_people.yml')),
    );
    for (const person of authors.fields) {
      // `page` is Docusaurus's own: whether the author has a page of articles.
      expect(
        objectProblems(describe_(personSchema), person.fields ?? [], person.name, {
          extra: ['page'],
        }),
      ).toEqual([]);
    }
    for (const person of people.fields) {
      expect(objectProblems(describe_(staffSchema), person.fields ?? [], person.name)).toEqual([]);
    }
  });

  it('testimonials: exactly the build’s three, with every field', async () => {
    const [list] = (await file('testimonials')).fields;
    expect(fieldProblems(describe_(testimonialsSchema), list!, 'testimonials')).toEqual([]);
  });

  it('finds a field the build has and the editor lacks', () => {
    const fields: EditorField[] = [
      {name: 'slug', label: 'Address', widget: 'string', pattern: kebabCase},
    ];
    expect(objectProblems(describe_(insightSchema), fields, 'insights')).toContain(
      'insights.title: in the build, not in the editor',
    );
  });
});

/** The editor's configuration for the site at https://www.example.co.ke/. */
const siteEditorConfig = async (extra: {editorUrl?: string} = {}) =>
  editorConfig({
    ...(await sources()),
    repository: 'msingi/website',
    siteUrl: 'https://www.example.co.ke/',
    baseUrl: '/',
    ...extra,
  });

describe('editorConfig', () => {
  it('keeps its shared library out of what the site builds and publishes', async () => {
    const config = await siteEditorConfig();
    const published = ['static', 'blog', 'pages', 'i18n', 'src'];
    expect(published.some((folder) => String(config.media_folder).startsWith(folder))).toBe(false);
  });

  it('signs in with GitHub through the handler on the site, and reviews each change as a pull request', async () => {
    const config = await siteEditorConfig();
    expect(config).toMatchObject({
      backend: {
        name: 'github',
        repo: 'msingi/website',
        branch: 'main',
        base_url: 'https://www.example.co.ke',
        auth_endpoint: 'api/auth',
      },
      publish_mode: 'editorial_workflow',
    });
  });

  it('saves the photos of the authors, people and testimonials beside their files, written ./name', async () => {
    const photoFields = (fields: readonly EditorField[]): EditorField[] =>
      fields.flatMap((f) => [
        ...(f.widget === 'image' ? [f] : []),
        ...photoFields([...(f.fields ?? []), ...(f.field ? [f.field] : [])]),
      ]);
    const files = (await collection('site_files')).files ?? [];
    const photos = files.flatMap((f) =>
      photoFields(f.fields).map((field) => [f.file, field.media_folder, field.public_folder]),
    );
    expect(photos.length).toBeGreaterThanOrEqual(3);
    for (const [file, mediaFolder, publicFolder] of photos) {
      expect([mediaFolder, publicFolder]).toEqual([`/${path.posix.dirname(String(file))}`, './']);
    }
  });

  it('signs in at the editor’s own origin when the build names one', async () => {
    const config = await siteEditorConfig({editorUrl: 'https://editor.example.co.ke/'});
    expect(config).toMatchObject({
      backend: {base_url: 'https://editor.example.co.ke', auth_endpoint: 'api/auth'},
      site_url: 'https://www.example.co.ke/',
    });
  });

  it.each([
    'editor.example.co.ke',
    'http://editor.example.co.ke',
    'https://editor.example.co.ke/x',
    'http://localhost:4473',
  ])(
    'stops the build on an EDITOR_URL that is no https origin (%s), saying what is accepted',
    (editorUrl) => {
      expect(() => signInBaseUrl('https://www.example.co.ke', editorUrl)).toThrow(
        "it must be the editor's origin, such as https://editor.example.co.ke (https, no path)",
      );
    },
  );

  it('gives the origin of an https EDITOR_URL, and none when it is unset', () => {
    expect(editorOriginOf('https://localhost:4473/')).toBe('https://localhost:4473');
    expect(editorOriginOf(' ')).toBeUndefined();
    expect(signInBaseUrl('https://www.example.co.ke/', undefined)).toBe(
      'https://www.example.co.ke',
    );
  });
});
