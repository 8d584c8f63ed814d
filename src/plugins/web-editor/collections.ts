/**
 * What the web editor at /admin/ lets writers change, as Sveltia CMS collections (the
 * Decap-compatible config.yml, written by this plugin at build time). Each collection's fields
 * are derived from the content index's schema (schemaFields.ts): their names, required flags,
 * patterns, choices and limits are the build's. Written here is only what a writer sees: labels,
 * hints, the widget where the schema cannot say, the order, and the lists a writer picks from
 * that are read from their one source (categories, authors, people). Node-only.
 */
import path from 'node:path';
import type {Joi} from '@docusaurus/utils-validation';
import {specificationKeys} from '../../data/contentTypes';
import {staleSinceField} from '../../lib/staleTranslation';
import {caseStudySchema} from '../content-index/caseStudies';
import {categorySchema, insightSchema, titleMetaLength} from '../content-index/insights';
import {authorsFile, staffFile, staffSchema, writerSchema} from '../content-index/people';
import {testimonialsFile, testimonialsSchema} from '../content-index/testimonials';
import {factKeys, translationOfKey} from '../edition-files/originalFacts';
import {
  editorField,
  editorFields,
  type EditorField,
  type FieldPresentation,
  type Presentation,
} from './schemaFields';

export type {EditorField} from './schemaFields';

const peopleFile = `pages/${staffFile}`;
const testimonialsPath = `pages/${testimonialsFile}`;

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

/** Folders of the insights and of their Kiswahili translations. */
export const insightFolders = {
  en: 'blog',
  sw: 'i18n/sw/docusaurus-plugin-content-blog',
} as const;

/** Keys every writer's file may carry that no writer edits: the build sets them. */
const setByTheBuild = [staleSinceField];

const text = (label: string, extra: Partial<FieldPresentation> = {}): FieldPresentation => ({
  label,
  widget: 'text',
  ...extra,
});
/** A photo beside the file (uploaded in the editor) or a stock photo's URL. */
const photo = (label: string, extra: Partial<FieldPresentation> = {}): FieldPresentation => ({
  label,
  widget: 'image',
  hint: 'Upload your own photo (it is saved beside the text) or paste a stock photo address from docs/content-schemas.md.',
  ...extra,
});
/** A list of paragraphs, each a long text. */
const texts = (label: string): FieldPresentation => ({label, field: {widget: 'text'}});
/** A pick of entries of another collection by its title. */
const relation = (collection: string, valueField: string) => ({
  widget: 'relation',
  collection,
  value_field: valueField,
  search_fields: ['title'],
  display_fields: ['title'],
});

/** The link preview's image, when not the card the build draws (src/plugins/social-cards). */
const socialImage = photo('Link preview image (instead of the drawn card)', {
  hint: 'Rarely needed: at least 1200 px wide.',
});

/** The words of an article, in English or in its translation. */
const articleWords = {
  title: {label: 'Title'},
  title_meta: {
    label: 'Short title (browser tab)',
    hint: `Only when the title is longer than ${titleMetaLength} characters.`,
  },
  description: text('Description', {
    hint: 'One or two sentences: cards, search results, feeds and link previews show them.',
  }),
} satisfies Presentation;

const imageAlt: FieldPresentation = {
  label: 'Hero photo description (alt text)',
  hint: 'What the hero photo shows, for people who cannot see it. Leave empty only for a stock photo that is decoration.',
};

/** The text below the front matter: no key of the schema, the file's body. */
const body = (label: string): EditorField => ({
  name: 'body',
  label,
  widget: 'markdown',
  modes: ['rich_text', 'raw'],
  hint: 'Two or three opening sentences, then a line with {/* truncate */} (switch to Markdown to type it), then sections with Heading 2.',
});

/** A person's honorific, shown before the name in each edition's words (contentTypes.ts). */
const honorific: FieldPresentation = {
  label: 'Honorific (shown before the name: eng = Eng., dr = Dr., …)',
};

/**
 * A photo of a data file (authors, people, testimonials), saved beside that file and written
 * `./name.jpg`, where the build makes it into sizes, stripped of its metadata, as every photo.
 */
const besideFile = (file: string) => ({
  media_folder: `/${path.posix.dirname(file)}`,
  public_folder: './',
});

const person = (file: string): Presentation => ({
  name: {label: 'Name'},
  honorific,
  title: {label: 'Role at the company'},
  portrait: photo('Portrait', besideFile(file)),
});

/** The schema each collection's fields are derived from. */
export type EditorSchemas = {
  readonly insight: Joi.ObjectSchema;
  readonly caseStudy: Joi.ObjectSchema;
  readonly category: Joi.ObjectSchema;
  readonly writer: Joi.ObjectSchema;
  readonly staff: Joi.ObjectSchema;
  readonly testimonials: Joi.Schema;
};

/** The build's own schemas (src/plugins/content-index). */
export const editorSchemas: EditorSchemas = {
  insight: insightSchema,
  caseStudy: caseStudySchema,
  category: categorySchema,
  writer: writerSchema,
  staff: staffSchema,
  testimonials: testimonialsSchema,
};

/**
 * The article's schema as a translation made in the editor has it: it names the article it
 * translates, since its file is named from it. Every other rule is the article's.
 */
const translationSchema = (insight: Joi.ObjectSchema) =>
  insight.keys({[translationOfKey]: insight.extract(translationOfKey).required()});

/** A translation's facts are its original's (edition-files): the translator writes words only. */
const factsOf = (insight: Joi.ObjectSchema) =>
  Object.keys((insight.describe().keys ?? {}) as object).filter((key) => factKeys.has(key));

export function editorCollections(
  {categories, authors, staff}: EditorSources,
  schemas: EditorSchemas = editorSchemas,
): EditorCollection[] {
  const people = {...authors, ...staff};
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
        ...editorFields(
          schemas.insight,
          {
            slug: {
              label: 'Address (/insights/…)',
              hint: 'Lower-case words joined by hyphens, e.g. choosing-roofing-for-the-kenyan-coast. It cannot change after the first save.',
            },
            ...articleWords,
            date: {
              label: 'Publication date',
              time_format: false,
              format: 'YYYY-MM-DD',
              default: '{{now}}',
              hint: 'The date readers see. Set it to the day you publish, when you untick Draft; left empty, it is the day the article was started.',
            },
            image: photo('Hero photo', {
              hint: 'Landscape, at least 1920 px wide, its subject in the middle. Or a stock photo address from docs/content-schemas.md.',
            }),
            image_alt: imageAlt,
            image_social: socialImage,
            authors: {
              label: 'Author',
              widget: 'select',
              options: Object.entries(authors).map(([value, {name}]) => ({label: name, value})),
            },
            tags: {
              label: 'Category',
              widget: 'select',
              hint: 'Exactly one.',
              options: Object.entries(categories).map(([value, {label}]) => ({label, value})),
            },
            related: {
              label: 'Related articles',
              ...relation('insights', 'slug'),
              hint: 'Exactly two other articles.',
            },
            draft: {label: 'Draft (not published)', default: true},
          },
          // A translation's own record, and the build's mark.
          {hidden: [translationOfKey, ...setByTheBuild], where: 'insights'},
        ),
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
      slug: `{{fields.${translationOfKey}}}`,
      extension: 'mdx',
      format: 'frontmatter',
      create: true,
      summary: '{{title}}',
      identifier_field: 'title',
      fields: [
        ...editorFields(
          translationSchema(schemas.insight),
          {
            [translationOfKey]: {
              label: 'English article',
              ...relation('insights', '{{slug}}'),
              hint: 'The article this translates. It cannot change after the first save.',
            },
            ...articleWords,
            image_alt: imageAlt,
          },
          {hidden: [...factsOf(schemas.insight), ...setByTheBuild], where: 'insights_sw'},
        ),
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
        ...editorFields(
          schemas.caseStudy,
          {
            title: {label: 'Project name'},
            description: text('Description'),
            heroImage: photo('Hero photo'),
            image_social: socialImage,
            client: {label: 'Client'},
            location: {label: 'Location'},
            category: {label: 'Category'},
            label: {label: 'Finer label (e.g. Luxury Residential)'},
            completionDate: {label: 'Completion'},
            year: {label: 'Year'},
            projectValue: {label: 'Project value (e.g. KSh 1.2 billion)'},
            scope: {label: 'Scope'},
            featured: {label: 'On the home page'},
            gallery: {label: 'On /gallery'},
            challenges: texts('Challenges'),
            solutions: texts('Solutions'),
            timeline: {
              label: 'Timeline',
              fields: {phase: {label: 'Phase'}, duration: {label: 'Duration'}},
            },
            budget: {
              label: 'Budget shares (add up to 100)',
              fields: {phase: {label: 'Phase'}, share: {label: 'Share (%)'}},
            },
            images: {
              label: 'Gallery photos',
              fields: {url: photo('Photo'), caption: {label: 'Caption (describes the photo)'}},
            },
            testimonial: {
              label: 'Client’s words',
              fields: {
                quote: {label: 'Quote'},
                author: {label: 'Name'},
                honorific,
                position: {label: 'Position'},
              },
            },
            specifications: {
              label: 'Specifications',
              fields: Object.fromEntries(
                specificationKeys.map((key) => [key, text(key[0]!.toUpperCase() + key.slice(1))]),
              ),
            },
            team: {
              label: 'Team',
              hint: 'Someone of the company by name, or someone from this project only with name, role and photo.',
              fields: {
                person: {
                  label: 'Company person',
                  widget: 'select',
                  options: Object.keys(people).map((value) => ({label: value, value})),
                },
                name: {label: 'Name (project only)'},
                honorific: {...honorific, label: 'Honorific (project only)'},
                role: {label: 'Role on this project'},
                image: photo('Photo (project only)'),
              },
            },
            lessonsLearned: texts('Lessons learned'),
            related: {label: 'Related case studies', ...relation('case_studies', '{{slug}}')},
          },
          {hidden: setByTheBuild, where: 'case_studies'},
        ),
        body('Overview'),
      ],
    },
    {
      name: 'site_files',
      label: 'Authors, categories, people and testimonials',
      files: [
        keyedFile(
          'authors',
          'Authors',
          authorsFile,
          Object.keys(authors),
          editorFields(
            schemas.writer,
            {...person(authorsFile), page: {label: 'Has an author page'}},
            {where: authorsFile},
          ),
        ),
        keyedFile(
          'categories',
          'Categories',
          'blog/tags.yml',
          Object.keys(categories),
          editorFields(
            schemas.category,
            {
              label: {label: 'Name'},
              permalink: {label: 'Address (/insights/tags/…)'},
              description: text('Description'),
            },
            {where: 'blog/tags.yml'},
          ),
        ),
        keyedFile(
          'people',
          'People',
          peopleFile,
          Object.keys(staff),
          editorFields(schemas.staff, person(peopleFile), {where: peopleFile}),
        ),
        {
          name: 'testimonials',
          label: 'Testimonials',
          file: testimonialsPath,
          fields: [
            editorField('testimonials', schemas.testimonials, {
              label: 'Testimonials',
              root: true,
              fields: {
                id: {label: 'Id'},
                name: {label: 'Name'},
                role: {label: 'Role'},
                company: {label: 'Company'},
                content: text('Words'),
                image: photo('Photo', besideFile(testimonialsPath)),
              },
            }),
          ],
        },
      ],
    },
  ];
}
