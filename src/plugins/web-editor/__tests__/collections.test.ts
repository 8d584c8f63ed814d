/**
 * The editor's collections are derived from the build's schemas: a change to a schema reaches
 * the collection that edits its files, every field a schema declares is in its collection (but
 * those hidden on purpose, listed here), and the lists a writer picks from are the files that
 * define them.
 */
import {staleSinceField} from '../../../lib/staleTranslation';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import {
  editorCollections,
  editorSchemas,
  insightFolders,
  type EditorCollection,
  type EditorField,
} from '../collections';
import {editorConfig, editorOriginOf, signInBaseUrl} from '../editorConfig';
import {editorSources} from '..';
import {readYamlFile} from '@site/src/test/pageFiles';
import {translationOfKey} from '@site/src/plugins/edition-files/originalFacts';

const siteDir = path.resolve(__dirname, '..', '..', '..', '..');

type Description = {
  type?: string;
  flags?: {presence?: string};
  keys?: Record<string, Description>;
  items?: Description[];
};

/**
 * Where the editor's fields differ from the schema: a key of the schema that is not a field
 * (unless hidden), a field that is no key (but the file's body), or a different required flag
 * (unless the editor asks for more on purpose); in nested objects and lists of objects too.
 */
function fieldProblems(
  d: Description,
  fields: readonly EditorField[],
  where: string,
  {hidden = [], stricter = []}: {hidden?: readonly string[]; stricter?: readonly string[]} = {},
): string[] {
  const keys = d.keys ?? {};
  return [
    ...Object.keys(keys)
      .filter((key) => !hidden.includes(key) && !fields.some((f) => f.name === key))
      .map((key) => `${where}.${key}: in the schema, not in the editor`),
    ...fields
      .filter((f) => !(f.name in keys) && f.name !== 'body')
      .map((f) => `${where}.${f.name}: in the editor, not in the schema`),
    ...fields
      .filter((f) => f.name in keys)
      .flatMap((f) => {
        const key = keys[f.name]!;
        const at = `${where}.${f.name}`;
        const required = key.flags?.presence === 'required';
        const objects = key.type === 'object' ? key : key.items?.[0];
        return [
          ...(f.required !== false && !required && !stricter.includes(f.name)
            ? [`${at}: required in the editor, not in the schema`]
            : []),
          ...(f.required === false && required ? [`${at}: required in the schema only`] : []),
          ...(objects?.keys ? fieldProblems(objects, f.fields ?? [], at) : []),
        ];
      }),
  ];
}

const describeSchema = (schema: Joi.Schema) => schema.describe() as Description;
const sources = () => editorSources(siteDir);
const find = <T extends {name: string}>(list: readonly T[] | undefined, name: string): T => {
  const found = list?.find((item) => item.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};
const collections = async (schemas = editorSchemas) => editorCollections(await sources(), schemas);
const fieldsOf = async (collection: string, schemas = editorSchemas) =>
  find(await collections(schemas), collection).fields ?? [];
const fileOf = (all: readonly EditorCollection[], name: string) =>
  find(find(all, 'site_files').files, name);

describe('every collection has every field its schema declares', () => {
  /** Keys no writer edits: set by the build, or a translation's facts, which are its original's. */
  const setByTheBuild = [staleSinceField];
  const translationFacts = ['slug', 'image', 'image_social', 'authors', 'tags', 'related'];
  const translationDates = ['draft', 'date'];

  it.each([
    ['insights', editorSchemas.insight, {hidden: [translationOfKey, ...setByTheBuild]}],
    [
      'insights_sw',
      editorSchemas.insight,
      {
        hidden: [...translationFacts, ...translationDates, ...setByTheBuild],
        // The translation's file is named from the article it translates.
        stricter: [translationOfKey],
      },
    ],
    ['case_studies', editorSchemas.caseStudy, {hidden: setByTheBuild}],
  ])('%s', async (name, schema, options) => {
    expect(fieldProblems(describeSchema(schema), await fieldsOf(name), name, options)).toEqual([]);
  });

  it.each([
    ['authors', editorSchemas.writer],
    ['categories', editorSchemas.category],
    ['people', editorSchemas.staff],
  ])('%s: each entry of the file', async (name, schema) => {
    const file = fileOf(await collections(), name);
    expect(file.fields.length).toBeGreaterThan(0);
    for (const entry of file.fields) {
      expect(
        fieldProblems(describeSchema(schema), entry.fields ?? [], `${name}.${entry.name}`),
      ).toEqual([]);
    }
  });

  it('testimonials: the file’s list, with every field of each', async () => {
    const [list] = fileOf(await collections(), 'testimonials').fields;
    const schema = describeSchema(editorSchemas.testimonials);
    expect(list).toMatchObject({name: 'testimonials', widget: 'list', min: 3, max: 3});
    expect(fieldProblems(schema.items![0]!, list!.fields ?? [], 'testimonials')).toEqual([]);
  });
});

describe('a change to a schema reaches its collection', () => {
  it('a field the article schema makes required is required in both insights collections', async () => {
    const {insight} = editorSchemas;
    const changed = {
      ...editorSchemas,
      insight: insight.keys({image_alt: insight.extract('image_alt').required()}),
    };
    expect(find(await fieldsOf('insights'), 'image_alt').required).toBe(false);
    expect(find(await fieldsOf('insights', changed), 'image_alt')).not.toHaveProperty('required');
    expect(find(await fieldsOf('insights_sw', changed), 'image_alt')).not.toHaveProperty(
      'required',
    );
  });

  it('a category the case-study schema adds is offered', async () => {
    const {caseStudy} = editorSchemas;
    const changed = {
      ...editorSchemas,
      caseStudy: caseStudy.keys({category: caseStudy.extract('category').valid('Infrastructure')}),
    };
    const values = async (schemas: typeof editorSchemas) =>
      find(await fieldsOf('case_studies', schemas), 'category').options?.map((o) => o.value);
    expect(await values(editorSchemas)).not.toContain('Infrastructure');
    expect(await values(changed)).toEqual([
      'Residential',
      'Commercial',
      'Industrial',
      'Infrastructure',
    ]);
  });

  it('a pattern and a length the schemas change are checked', async () => {
    const {insight, testimonials} = editorSchemas;
    const testimonial = describeSchema(testimonials).items![0]!;
    const changed = {
      ...editorSchemas,
      insight: insight.keys({
        title_meta: (insight.extract('title_meta') as Joi.StringSchema).max(30),
      }),
      testimonials: Joi.array()
        .items(
          Joi.object({
            ...Object.fromEntries(
              Object.keys(testimonial.keys!).map((key) => [key, Joi.string().required()]),
            ),
            id: Joi.string()
              .pattern(/^t\d+$/, 'testimonial number')
              .required(),
          }),
        )
        .length(4)
        .required(),
    };
    expect(find(await fieldsOf('insights', changed), 'title_meta').maxlength).toBe(30);
    const [list] = fileOf(await collections(changed), 'testimonials').fields;
    expect(list).toMatchObject({min: 4, max: 4});
    expect(find(list!.fields, 'id').pattern).toEqual([
      '^t\\d+$',
      'fails to match the testimonial number pattern',
    ]);
  });

  it('a field the schema adds stops the build until the editor shows or hides it', async () => {
    const {insight, caseStudy} = editorSchemas;
    await expect(
      collections({...editorSchemas, insight: insight.keys({subtitle: Joi.string().required()})}),
    ).rejects.toThrow(
      'Web editor, insights: the schema\'s field "subtitle" has no presentation: show it, or list it as hidden',
    );
    await expect(
      collections({
        ...editorSchemas,
        caseStudy: caseStudy.keys({
          testimonial: Joi.object({quote: Joi.string(), author: Joi.string()}),
        }),
      }),
    ).rejects.toThrow(
      'Web editor, case_studies.testimonial: "honorific", "position" are not fields of the schema',
    );
  });
});

describe('the lists a writer picks from are their files', () => {
  it('insights: the authors and categories are the keys of blog/authors.yml and blog/tags.yml', async () => {
    const fields = await fieldsOf('insights');
    const values = (name: string) => find(fields, name).options?.map((o) => o.value);
    expect(values('authors')).toEqual(Object.keys(readYamlFile<object>('blog/authors.yml')));
    expect(values('tags')).toEqual(Object.keys(readYamlFile<object>('blog/tags.yml')));
  });

  it('Kiswahili insights: written at the folder of the English article picked', async () => {
    const {folder, slug} = find(await collections(), 'insights_sw');
    expect(folder).toBe(insightFolders.sw);
    expect(slug).toBe(`{{fields.${translationOfKey}}}`);
  });

  it('authors and people: each person in blog/authors.yml and pages/_people.yml', async () => {
    const all = await collections();
    expect(fileOf(all, 'authors').fields.map((f) => f.name)).toEqual(
      Object.keys(readYamlFile<object>('blog/authors.yml')),
    );
    expect(fileOf(all, 'people').fields.map((f) => f.name)).toEqual(
      Object.keys(readYamlFile<object>('pages/_people.yml')),
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
    const files = find(await collections(), 'site_files').files ?? [];
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
