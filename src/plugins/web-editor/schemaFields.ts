/**
 * The web editor's fields, derived from the content index's Joi schemas: each field's name,
 * whether it is required, its pattern (with the build's own message), its choices, its limits,
 * and whether it is a list, an object or a single value all come from the schema's description
 * (`schema.describe()`). Beside the schema the editor writes only what a writer sees: labels,
 * hints, the widget where the schema's type cannot say (a photo, a long text, a date, a pick of
 * another entry) and the order of the fields. A presentation that names a field the schema does
 * not have, or a schema field that the presentation neither shows nor hides, stops the build,
 * so the editor cannot drift from what the build accepts. Pure.
 */
import type {Joi} from '@docusaurus/utils-validation';
import {plainTextPattern} from '../yamlReader';

/** An option of a select widget. */
export type EditorOption = {readonly label: string; readonly value: string};

/** A field as Sveltia CMS (and Decap CMS) reads it. */
export type EditorField = {
  readonly name: string;
  readonly label: string;
  readonly widget: string;
  /** Fields are required unless this says false (Sveltia's and Decap's default). */
  readonly required?: boolean;
  readonly hint?: string;
  /** The value's rule and the message shown when it fails. */
  readonly pattern?: readonly [string, string];
  readonly default?: unknown;
  readonly options?: readonly EditorOption[];
  readonly multiple?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly minlength?: number;
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

/** What the editor shows of a value: its words and, where the schema cannot say, its widget. */
type Shown = {
  readonly label: string;
  /** Only where the schema's type cannot say: image, text, markdown, datetime, relation, select. */
  readonly widget?: string;
  readonly hint?: string;
  /** Choices read from elsewhere (a file), for a value whose schema does not list them. */
  readonly options?: readonly EditorOption[];
  /** A new entry's value, where the schema has no default of its own. */
  readonly default?: unknown;
  readonly required?: never;
  readonly pattern?: never;
  readonly min?: never;
  readonly max?: never;
  readonly minlength?: never;
  readonly maxlength?: never;
  readonly multiple?: never;
  readonly value_type?: never;
  /** Any other option of the widget: media_folder, collection, value_field, modes, … */
  readonly [option: string]: unknown;
};

/**
 * What the editor shows of one schema key. Anything the schema decides (required, pattern,
 * limits, list or not, its choices and default) is not written here: the type refuses it and so
 * does `editorFields`.
 */
export type FieldPresentation = Shown & {
  /** An object's keys, or those of a list's objects, in the order the editor shows them. */
  readonly fields?: Presentation;
  /** Keys of that object the editor deliberately leaves out. */
  readonly hidden?: readonly string[];
  /** A list of single values: how each value is shown (with the list's label unless given). */
  readonly field?: Partial<Shown>;
};

/** The editor's fields of an object schema, by key, in the order shown. */
export type Presentation = {readonly [key: string]: FieldPresentation};

/** What the presentation may not say, because the schema says it. */
const fromSchema = [
  'name',
  'required',
  'pattern',
  'min',
  'max',
  'minlength',
  'maxlength',
  'multiple',
  'value_type',
] as const;

/** The slice of Joi's description read here. */
type Described = {
  readonly type?: string;
  readonly flags?: {
    readonly presence?: string;
    readonly only?: boolean;
    readonly default?: unknown;
  };
  readonly allow?: readonly unknown[];
  readonly rules?: readonly {
    readonly name: string;
    readonly args?: {
      readonly limit?: number;
      readonly regex?: string;
      readonly options?: {readonly name?: string; readonly invert?: boolean};
    };
  }[];
  readonly keys?: Readonly<Record<string, Described>>;
  readonly items?: readonly Described[];
  readonly matches?: readonly {readonly schema?: Described}[];
  readonly preferences?: {readonly messages?: Readonly<Record<string, string>>};
};

/** Joi's own words for a failed pattern, as the build reports it (less the label and value). */
const joiPatternMessages: Readonly<Record<string, string>> = {
  'string.pattern.base':
    '{{#label}} with value {:[.]} fails to match the required pattern: {{#regex}}',
  'string.pattern.name': '{{#label}} with value {:[.]} fails to match the {{#name}} pattern',
};

/** An error that names where in the editor's configuration the presentation and schema differ. */
export class EditorSchemaError extends Error {
  constructor(where: string, problem: string) {
    super(`Web editor, ${where}: ${problem}`);
    this.name = 'EditorSchemaError';
  }
}

const quoted = (keys: readonly string[]) => keys.map((key) => `"${key}"`).join(', ');
const ruleArgs = (d: Described, name: string) => d.rules?.find((r) => r.name === name)?.args;
const limitOf = (d: Described, ...names: string[]) =>
  names.map((name) => ruleArgs(d, name)?.limit).find((limit) => limit !== undefined);

/** The choices a value may take, when the schema lists them (`.valid(…)`). */
const choicesOf = (d: Described): EditorOption[] | undefined =>
  d.flags?.only && d.allow
    ? d.allow.map((value) => ({label: String(value), value: String(value)}))
    : undefined;

/** The pattern as the editor checks it, with the message the build gives when it fails. */
function patternOf(d: Described, where: string): readonly [string, string] | undefined {
  const rule = ruleArgs(d, 'pattern');
  if (!rule?.regex) return undefined;
  const [, source = '', flags = ''] = /^\/(.*)\/([a-z]*)$/s.exec(rule.regex) ?? [];
  if (flags || rule.options?.invert) {
    throw new EditorSchemaError(
      where,
      `the pattern ${rule.regex} is inverted or has flags, which the editor cannot apply`,
    );
  }
  const name = rule.options?.name;
  const code = name ? 'string.pattern.name' : 'string.pattern.base';
  const template = d.preferences?.messages?.[code] ?? joiPatternMessages[code]!;
  const message = template
    .replace(/\{\{#label\}\}\s*/, '')
    .replace(/(?:with value\s+)?\{:\[\.\]\}\s*/, '')
    .replace('{{#name}}', name ?? '')
    .replace('{{#regex}}', rule.regex)
    .trim();
  return [source, message];
}

/** The editor's widget for a value of this type, when the presentation does not name one. */
function inferredWidget(d: Described, where: string): string {
  if (choicesOf(d)) return 'select';
  switch (d.type) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'datetime';
    case 'object':
      return 'object';
    case 'array':
      return 'list';
    case 'alternatives':
      if (d.matches?.every((m) => m.schema?.type === 'string')) return 'string';
  }
  throw new EditorSchemaError(
    where,
    `the schema's type "${String(d.type)}" has no widget of its own: name one in the presentation`,
  );
}

/** A value's limits and kind, as the options of its widget. */
function limitsOf(d: Described, widget: string): Partial<EditorField> {
  const length = limitOf(d, 'length');
  // The editor's limits are inclusive: the build's `greater(0)` is `min: 0` here.
  const min = length ?? limitOf(d, 'min', 'greater');
  const max = length ?? limitOf(d, 'max', 'less');
  switch (d.type) {
    case 'string':
      return {
        ...(min !== undefined && min > 1 && {minlength: min}),
        ...(max !== undefined && {maxlength: max}),
      };
    case 'number':
      return {
        value_type: d.rules?.some((r) => r.name === 'integer') ? 'int' : 'float',
        ...(min !== undefined && {min}),
        ...(max !== undefined && {max}),
      };
    case 'array':
      return {
        ...((widget === 'select' || widget === 'relation') && {multiple: true}),
        ...(min !== undefined && min > 0 && {min}),
        ...(max !== undefined && {max}),
      };
    default:
      return {};
  }
}

/**
 * One editor field for the schema `schema` of key `name`, shown as `presentation` says. Use it
 * for a value that is not an object's key (a file that is a list); for an object's keys, use
 * `editorFields`.
 */
export function editorField(
  name: string,
  schema: Joi.Schema,
  presentation: FieldPresentation,
): EditorField {
  return fieldOf(name, schema.describe() as Described, presentation, name);
}

/**
 * The editor's fields for the object schema `schema`, in the presentation's order. Throws when
 * the presentation names a key the schema does not have, or leaves out a key of the schema that
 * `hidden` does not list.
 */
export function editorFields(
  schema: Joi.ObjectSchema,
  presentation: Presentation,
  {hidden = [], where = 'fields'}: {hidden?: readonly string[]; where?: string} = {},
): EditorField[] {
  return fieldsOf(schema.describe() as Described, presentation, hidden, where);
}

function fieldsOf(
  d: Described,
  presentation: Presentation,
  hidden: readonly string[],
  where: string,
): EditorField[] {
  if (d.type !== 'object' || !d.keys) {
    throw new EditorSchemaError(
      where,
      'the schema is not an object with keys, so it has no fields',
    );
  }
  const keys = Object.keys(d.keys);
  const unknown = [...Object.keys(presentation), ...hidden].filter((key) => !keys.includes(key));
  if (unknown.length > 0) {
    throw new EditorSchemaError(
      where,
      `${quoted(unknown)} ${unknown.length > 1 ? 'are not fields' : 'is not a field'} of the schema (its fields: ${keys.join(', ')})`,
    );
  }
  const twice = hidden.filter((key) => key in presentation);
  if (twice.length > 0) {
    throw new EditorSchemaError(where, `${quoted(twice)}: both shown and hidden`);
  }
  const missing = keys.filter((key) => !(key in presentation) && !hidden.includes(key));
  if (missing.length > 0) {
    throw new EditorSchemaError(
      where,
      missing.length > 1
        ? `the schema's fields ${quoted(missing)} have no presentation: show them, or list them as hidden`
        : `the schema's field ${quoted(missing)} has no presentation: show it, or list it as hidden`,
    );
  }
  return Object.entries(presentation).map(([key, shown]) =>
    fieldOf(key, d.keys![key]!, shown, `${where}.${key}`),
  );
}

function fieldOf(
  name: string,
  d: Described,
  presentation: FieldPresentation,
  where: string,
  {item = false}: {item?: boolean} = {},
): EditorField {
  const {label, fields, hidden, field, options, widget: shownWidget, ...shown} = presentation;
  const restated = fromSchema.filter((option) => option in presentation);
  if (restated.length > 0) {
    throw new EditorSchemaError(
      where,
      `${restated.join(', ')}: the schema says, so the presentation may not`,
    );
  }
  const widget = shownWidget ?? inferredWidget(d, where);
  const choice = widget === 'select' || widget === 'relation';
  // A list's values: a pick of several (select, relation), objects, or single values.
  const element = d.type === 'array' ? d.items?.[0] : undefined;
  const value = element ?? d;
  const objects = !choice && value.type === 'object' ? value : undefined;
  const singles = !choice && element && element.type !== 'object' ? element : undefined;
  if ((fields || hidden) && !objects) {
    throw new EditorSchemaError(where, 'the schema has no keys here: leave fields out');
  }
  if (field && !singles) {
    throw new EditorSchemaError(where, 'the schema is no list of single values: leave field out');
  }
  const choices = choicesOf(value);
  if (options && choices) {
    throw new EditorSchemaError(where, 'the schema lists the choices: leave options out');
  }
  if (presentation.default !== undefined && d.flags?.default !== undefined) {
    throw new EditorSchemaError(where, 'the schema gives the default: leave it out');
  }
  const offered = options ?? choices;
  // The build refuses control characters in any text it reads (../yamlReader.ts): a field of
  // words says so before a writer saves. The editor takes one pattern a field, so a field with a
  // pattern of its own shows that one.
  const words = !offered && !element && (widget === 'string' || widget === 'text');
  const pattern = patternOf(value, where) ?? (words ? plainTextPattern : undefined);
  if (pattern && offered) {
    // A pick from a list: every choice must be one the build accepts.
    const refused = offered.filter((o) => !new RegExp(pattern[0]).test(o.value));
    if (refused.length > 0) {
      throw new EditorSchemaError(
        where,
        `the choice ${quoted(refused.map((o) => o.value))} ${pattern[1]}`,
      );
    }
  }

  return {
    name,
    label,
    widget,
    ...(!item && d.flags?.presence !== 'required' && {required: false}),
    ...shown,
    ...(d.flags?.default !== undefined && {default: d.flags.default}),
    ...(pattern && !choice && !element && {pattern}),
    ...limitsOf(d, widget),
    ...(offered && {options: offered}),
    ...(objects && {
      fields: fieldsOf(objects, fields ?? {}, hidden ?? [], element ? `${where}[]` : where),
    }),
    ...(singles && {
      field: fieldOf('item', singles, {label, ...field}, `${where}[]`, {
        item: true,
      }),
    }),
  };
}
