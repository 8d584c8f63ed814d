/**
 * What the web editor at /admin/ lets writers change, as Sveltia CMS collections (the
 * Decap-compatible config.yml, written by this plugin at build time). The lists a writer picks
 * from (categories, authors, case-study categories, specification groups) are read from their
 * one source; the fields, their required flags and limits follow the content index's schemas,
 * which __tests__/collections.test.ts compares them with. Node-only.
 */
import {caseStudyCategories, honorifics, specificationKeys} from '../../data/contentTypes';
import {titleMetaLength} from '../content-index/insights';
import path from 'node:path';
import {completionDatePattern} from '../content-index/caseStudies';
import {authorsFile, staffFile} from '../content-index/people';
import {testimonialsFile} from '../content-index/testimonials';

const peopleFile = `pages/${staffFile}`;
const testimonialsPath = `pages/${testimonialsFile}`;

/** A field as Sveltia CMS (and Decap CMS) reads it. */
export type EditorField = {
  readonly name: string;
  readonly label: string;
  readonly widget: string;
  /** Fields are required unless this says false (Sveltia's and Decap's default). */
  readonly required?: boolean;
  readonly hint?: string;
  readonly pattern?: readonly [string, string];
  readonly default?: unknown;
  readonly options?: readonly {readonly label: string; readonly value: string}[];
  readonly multiple?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly maxlength?: number;
  readonly fields?: readonly EditorField[];
  readonly field?: EditorField;
  readonly collection?: string;
  readonly value_field?: string;
  readonly search_fields?: readonly string[];
  readonly display_fields?: readonly string[];
  readonly value_type?: string;
  readonly modes?: readonly string[];
  readonly [option: string]: unknown;
};

export type EditorCollection = {
  readonly name: string;
  readonly label: string;
  readonly label_singular?: string;
  readonly description?: string;
  readonly folder?: string;
  readonly path?: string;
  readonly slug?: string;
  readonly extension?: string;
  readonly format?: string;
  readonly create?: boolean;
  readonly summary?: string;
  readonly identifier_field?: string;
  readonly media_folder?: string;
  readonly public_folder?: string;
  readonly fields?: readonly EditorField[];
  readonly files?: readonly {
    readonly name: string;
    readonly label: string;
    readonly file: string;
    readonly fields: readonly EditorField[];
  }[];
};

/** The keyed lists of blog/tags.yml, blog/authors.yml and pages/_people.yml, as read. */
export type EditorSources = {
  readonly categories: Readonly<Record<string, {readonly label: string}>>;
  readonly authors: Readonly<Record<string, {readonly name: string}>>;
  readonly staff: Readonly<Record<string, unknown>>;
};

/** The build's `slug` rule (content-index/frontMatter.ts), with the name its message uses. */
export const kebabCase = [
  '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  'must be a kebab-case id: lower-case words joined by hyphens',
] as const;

/** The build's rule for a category's permalink (content-index/insights.ts, categoryProblems). */
export const categoryPermalink = [
  '^/[a-z0-9]+(?:-[a-z0-9]+)*$',
  'must be / and lower-case words joined by hyphens, e.g. /green-building',
] as const;

const optional = {required: false} as const;

const string = (name: string, label: string, extra: Partial<EditorField> = {}): EditorField => ({
  name,
  label,
  widget: 'string',
  ...extra,
});
const text = (name: string, label: string, extra: Partial<EditorField> = {}): EditorField => ({
  name,
  label,
  widget: 'text',
  ...extra,
});
/** A photo beside the file (uploaded in the editor) or a stock photo's URL. */
const photo = (name: string, label: string, extra: Partial<EditorField> = {}): EditorField => ({
  name,
  label,
  widget: 'image',
  hint: 'Upload your own photo (it is saved beside the text) or paste a stock photo address from docs/content-schemas.md.',
  ...extra,
});
const texts = (name: string, label: string): EditorField => ({
  name,
  label,
  widget: 'list',
  min: 1,
  field: text('item', label),
});

/** The link preview's image, when not the card the build draws (src/plugins/social-cards). */
const socialImage = photo('image_social', 'Link preview image (instead of the drawn card)', {
  required: false,
  hint: 'Rarely needed: at least 1200 px wide.',
});

const articleWords = (altRequired: boolean): EditorField[] => [
  string('title', 'Title'),
  string('title_meta', 'Short title (browser tab)', {
    ...optional,
    maxlength: titleMetaLength,
    hint: `Only when the title is longer than ${titleMetaLength} characters.`,
  }),
  text('description', 'Description', {
    hint: 'One or two sentences: cards, search results, feeds and link previews show them.',
  }),
  string('image_alt', 'Hero photo description (alt text)', {
    required: altRequired,
    hint: 'What the hero photo shows, for people who cannot see it. Leave empty only for a stock photo that is decoration.',
  }),
];

const body = (label: string): EditorField => ({
  name: 'body',
  label,
  widget: 'markdown',
  modes: ['rich_text', 'raw'],
  hint: 'Two or three opening sentences, then a line with {/* truncate */} (switch to Markdown to type it), then sections with Heading 2.',
});

/** Folders of the insights and of their Kiswahili translations. */
export const insightFolders = {
  en: 'blog',
  sw: 'i18n/sw/docusaurus-plugin-content-blog',
} as const;

/** A person's honorific, shown before the name in each edition's words (contentTypes.ts). */
const honorific: EditorField = {
  name: 'honorific',
  label: 'Honorific (shown before the name: eng = Eng., dr = Dr., …)',
  widget: 'select',
  required: false,
  options: honorifics.map((value) => ({label: value, value})),
};

/**
 * A photo of a data file (authors, people, testimonials), saved beside that file and written
 * `./name.jpg`, where the build makes it into sizes, stripped of its metadata, as every photo.
 */
const besideFile = (file: string) => ({
  media_folder: `/${path.posix.dirname(file)}`,
  public_folder: './',
});

export function editorCollections({categories, authors, staff}: EditorSources): EditorCollection[] {
  const people = {...authors, ...staff};
  const personFields = (file: string, portraitRequired: boolean): EditorField[] => [
    string('name', 'Name'),
    honorific,
    string('title', 'Role at the company'),
    photo('portrait', 'Portrait', {required: portraitRequired, ...besideFile(file)}),
  ];
  const keyedFile = (
    name: string,
    label: string,
    file: string,
    keys: readonly string[],
    fields: readonly EditorField[],
  ) => ({
    name,
    label,
    file,
    fields: keys.map((key) => ({name: key, label: key, widget: 'object', fields})),
  });

  return [
    {
      name: 'insights',
      label: 'Insights (English)',
      label_singular: 'Insight',
      description:
        'Articles on /insights. Save keeps a draft; untick "Draft" to publish. See docs/writing-insights.md.',
      folder: insightFolders.en,
      path: '{{slug}}/index',
      // The folder is the day it was started and the address, as `npm run new:insight` names it;
      // the publication date is a field, since a saved article's folder is never renamed.
      slug: '{{year}}-{{month}}-{{day}}-{{fields.slug}}',
      extension: 'mdx',
      format: 'frontmatter',
      create: true,
      summary: '{{title}}',
      identifier_field: 'title',
      // Photos go beside index.mdx, in the article's own folder, written ./name.jpg.
      media_folder: '',
      public_folder: './',
      fields: [
        string('slug', 'Address (/insights/…)', {
          pattern: kebabCase,
          hint: 'Lower-case words joined by hyphens, e.g. choosing-roofing-for-the-kenyan-coast. It cannot change after the first save.',
        }),
        ...articleWords(false).slice(0, 3),
        {
          name: 'date',
          label: 'Publication date',
          widget: 'datetime',
          time_format: false,
          format: 'YYYY-MM-DD',
          default: '{{now}}',
          ...optional,
          hint: 'The date readers see. Set it to the day you publish, when you untick Draft; left empty, it is the day the article was started.',
        },
        photo('image', 'Hero photo', {
          hint: 'Landscape, at least 1920 px wide, its subject in the middle. Or a stock photo address from docs/content-schemas.md.',
        }),
        articleWords(false)[3]!,
        socialImage,
        {
          name: 'authors',
          label: 'Author',
          widget: 'select',
          multiple: true,
          min: 1,
          options: Object.entries(authors).map(([value, {name}]) => ({label: name, value})),
        },
        {
          name: 'tags',
          label: 'Category',
          widget: 'select',
          multiple: true,
          min: 1,
          max: 1,
          hint: 'Exactly one.',
          options: Object.entries(categories).map(([value, {label}]) => ({label, value})),
        },
        {
          name: 'related',
          label: 'Related articles',
          widget: 'relation',
          collection: 'insights',
          value_field: 'slug',
          search_fields: ['title'],
          display_fields: ['title'],
          multiple: true,
          min: 2,
          max: 2,
          hint: 'Exactly two other articles.',
        },
        {
          name: 'draft',
          label: 'Draft (not published)',
          widget: 'boolean',
          default: true,
          ...optional,
        },
        body('Article'),
      ],
    },
    {
      name: 'insights_sw',
      label: 'Insights (Kiswahili)',
      label_singular: 'Kiswahili translation',
      description:
        'The Kiswahili text of an English article: pick the article, write its words. Its address, photos, author, category and related articles are the English one’s.',
      folder: insightFolders.sw,
      path: '{{slug}}/index',
      // The English article's own folder: a translation never has a path of its own.
      slug: '{{fields.translation_of}}',
      extension: 'mdx',
      format: 'frontmatter',
      create: true,
      summary: '{{title}}',
      identifier_field: 'title',
      fields: [
        {
          name: 'translation_of',
          label: 'English article',
          widget: 'relation',
          collection: 'insights',
          value_field: '{{slug}}',
          search_fields: ['title'],
          display_fields: ['title'],
          hint: 'The article this translates. It cannot change after the first save.',
        },
        ...articleWords(false),
        body('Makala'),
      ],
    },
    {
      name: 'case_studies',
      label: 'Case studies',
      label_singular: 'Case study',
      folder: 'pages/case-study',
      extension: 'mdx',
      format: 'frontmatter',
      create: true,
      slug: '{{fields.title}}',
      summary: '{{title}}',
      identifier_field: 'title',
      media_folder: '',
      public_folder: './',
      fields: [
        string('title', 'Project name'),
        text('description', 'Description'),
        photo('heroImage', 'Hero photo'),
        socialImage,
        string('client', 'Client'),
        string('location', 'Location'),
        {
          name: 'category',
          label: 'Category',
          widget: 'select',
          options: caseStudyCategories.map((value) => ({label: value, value})),
        },
        string('label', 'Finer label (e.g. Luxury Residential)', optional),
        string('completionDate', 'Completion', {
          pattern: [completionDatePattern.source, 'must be "Month YYYY" or "Ongoing"'],
        }),
        {name: 'year', label: 'Year', widget: 'number', value_type: 'int', min: 2000, max: 2100},
        string('projectValue', 'Project value (e.g. KSh 1.2 billion)'),
        string('scope', 'Scope'),
        {
          name: 'featured',
          label: 'On the home page',
          widget: 'boolean',
          default: false,
          ...optional,
        },
        {name: 'gallery', label: 'On /gallery', widget: 'boolean', default: false, ...optional},
        texts('challenges', 'Challenges'),
        texts('solutions', 'Solutions'),
        {
          name: 'timeline',
          label: 'Timeline',
          widget: 'list',
          min: 1,
          fields: [string('phase', 'Phase'), string('duration', 'Duration')],
        },
        {
          name: 'budget',
          label: 'Budget shares (add up to 100)',
          widget: 'list',
          min: 1,
          fields: [
            string('phase', 'Phase'),
            {
              name: 'share',
              label: 'Share (%)',
              widget: 'number',
              value_type: 'float',
              min: 0,
              max: 100,
            },
          ],
        },
        {
          name: 'images',
          label: 'Gallery photos',
          widget: 'list',
          min: 1,
          fields: [photo('url', 'Photo'), string('caption', 'Caption (describes the photo)')],
        },
        {
          name: 'testimonial',
          label: 'Client’s words',
          widget: 'object',
          fields: [
            string('quote', 'Quote'),
            string('author', 'Name'),
            honorific,
            string('position', 'Position'),
          ],
        },
        {
          name: 'specifications',
          label: 'Specifications',
          widget: 'object',
          fields: specificationKeys.map((key) => text(key, key[0]!.toUpperCase() + key.slice(1))),
        },
        {
          name: 'team',
          label: 'Team',
          widget: 'list',
          min: 1,
          hint: 'Someone of the company by name, or someone from this project only with name, role and photo.',
          fields: [
            {
              name: 'person',
              label: 'Company person',
              widget: 'select',
              ...optional,
              options: Object.keys(people).map((value) => ({label: value, value})),
            },
            string('name', 'Name (project only)', optional),
            {...honorific, label: 'Honorific (project only)'},
            string('role', 'Role on this project', optional),
            photo('image', 'Photo (project only)', optional),
          ],
        },
        texts('lessonsLearned', 'Lessons learned'),
        {
          name: 'related',
          label: 'Related case studies',
          widget: 'relation',
          collection: 'case_studies',
          value_field: '{{slug}}',
          search_fields: ['title'],
          display_fields: ['title'],
          multiple: true,
          min: 1,
        },
        body('Overview'),
      ],
    },
    {
      name: 'site_files',
      label: 'Authors, categories, people and testimonials',
      files: [
        keyedFile('authors', 'Authors', authorsFile, Object.keys(authors), [
          ...personFields(authorsFile, false),
          {name: 'page', label: 'Has an author page', widget: 'boolean', ...optional},
        ]),
        keyedFile('categories', 'Categories', 'blog/tags.yml', Object.keys(categories), [
          string('label', 'Name'),
          string('permalink', 'Address (/insights/tags/…)', {pattern: categoryPermalink}),
          text('description', 'Description'),
        ]),
        keyedFile(
          'people',
          'People',
          peopleFile,
          Object.keys(staff),
          personFields(peopleFile, true),
        ),
        {
          name: 'testimonials',
          label: 'Testimonials',
          file: testimonialsPath,
          fields: [
            {
              name: 'testimonials',
              label: 'Testimonials',
              widget: 'list',
              root: true,
              min: 3,
              max: 3,
              fields: [
                string('id', 'Id', {pattern: kebabCase}),
                string('name', 'Name'),
                string('role', 'Role'),
                string('company', 'Company'),
                text('content', 'Words'),
                photo('image', 'Photo', besideFile(testimonialsPath)),
              ],
            },
          ],
        },
      ],
    },
  ];
}
