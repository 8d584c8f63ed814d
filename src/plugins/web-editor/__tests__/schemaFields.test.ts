/**
 * The editor's fields follow their schema: a change to the schema (a field made required, a
 * choice added, a pattern changed, a limit, a list) changes the derived field, with nothing
 * written beside it; and a presentation that names a field the schema lacks, or leaves one out,
 * stops the build naming it.
 */
import {Joi} from '@docusaurus/utils-validation';
import {editorField, editorFields, type EditorField, type Presentation} from '../schemaFields';
import {plainTextPattern} from '../../yamlReader';

const slug = Joi.string().pattern(/^[a-z]+(?:-[a-z]+)*$/, 'kebab-case id');
const project = Joi.object({
  name: Joi.string().trim().min(1),
  code: slug,
  kind: Joi.string().valid('house', 'office'),
  floors: Joi.number().integer().min(1).max(40).required(),
  rooms: Joi.array().items(Joi.string()).min(1).required(),
  done: Joi.boolean().default(false),
});
const shown: Presentation = {
  name: {label: 'Name'},
  code: {label: 'Code'},
  kind: {label: 'Kind'},
  floors: {label: 'Floors'},
  rooms: {label: 'Rooms', field: {widget: 'text'}},
  done: {label: 'Done'},
};

const byName = (fields: readonly EditorField[]) =>
  Object.fromEntries(fields.map((field) => [field.name, field]));
const derived = (schema: Joi.ObjectSchema, presentation: Presentation = shown) =>
  byName(editorFields(schema, presentation));

describe('editorFields: what the schema says reaches the editor', () => {
  it('derives each field from its key: required, pattern with the build’s message, choices, limits, list, default', () => {
    expect(editorFields(project, shown)).toEqual([
      {name: 'name', label: 'Name', widget: 'string', required: false, pattern: plainTextPattern},
      {
        name: 'code',
        label: 'Code',
        widget: 'string',
        required: false,
        pattern: ['^[a-z]+(?:-[a-z]+)*$', 'fails to match the kebab-case id pattern'],
      },
      {
        name: 'kind',
        label: 'Kind',
        widget: 'select',
        required: false,
        options: [
          {label: 'house', value: 'house'},
          {label: 'office', value: 'office'},
        ],
      },
      {name: 'floors', label: 'Floors', widget: 'number', value_type: 'int', min: 1, max: 40},
      {
        name: 'rooms',
        label: 'Rooms',
        widget: 'list',
        min: 1,
        field: {name: 'item', label: 'Rooms', widget: 'text', pattern: plainTextPattern},
      },
      {name: 'done', label: 'Done', widget: 'boolean', required: false, default: false},
    ]);
  });

  it('makes a field required when the schema does', () => {
    expect(derived(project).name!.required).toBe(false);
    const changed = project.keys({name: project.extract('name').required()});
    expect(derived(changed).name).not.toHaveProperty('required');
  });

  it('gives a field of words the build’s plain-text rule: words, tabs and line breaks pass, control characters fail', () => {
    const [source, message] = derived(project).name!.pattern as readonly [string, string];
    const accepts = (text: string) => new RegExp(source).test(text);
    expect(accepts('Msingi’s “Kilimani” tower: KSh 1.2 bn\tC:\\site\nSafari njema')).toBe(true);
    for (const control of ['\u0000', '\b', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029']) {
      expect(accepts(`Cement${control}`)).toBe(false);
    }
    expect(message).toMatch(/control character/);
  });

  it('offers a choice the schema adds', () => {
    const changed = project.keys({kind: project.extract('kind').valid('warehouse')});
    expect(derived(changed).kind!.options?.map((o) => o.value)).toEqual([
      'house',
      'office',
      'warehouse',
    ]);
  });

  it('checks the pattern the schema changes to, with its message', () => {
    const changed = project.keys({
      code: Joi.string()
        .pattern(/^[A-Z]{3}-\d+$/)
        .messages({
          'string.pattern.base': '{{#label}} {:[.]} must be three capitals, a hyphen and a number',
        }),
    });
    expect(derived(changed).code!.pattern).toEqual([
      '^[A-Z]{3}-\\d+$',
      'must be three capitals, a hyphen and a number',
    ]);
  });

  it('follows limits, a list’s length and a list that becomes a single value', () => {
    const changed = project.keys({
      floors: Joi.number().min(0.5).max(3).required(),
      rooms: Joi.array().items(Joi.string()).length(2).required(),
      name: Joi.string().min(3).max(60),
    });
    const fields = derived(changed);
    expect(fields.floors).toMatchObject({value_type: 'float', min: 0.5, max: 3});
    expect(fields.rooms).toMatchObject({widget: 'list', min: 2, max: 2});
    expect(fields.name).toMatchObject({minlength: 3, maxlength: 60});

    const single = project.keys({rooms: Joi.string().required()});
    expect(derived(single, {...shown, rooms: {label: 'Rooms'}}).rooms).toEqual({
      name: 'rooms',
      label: 'Rooms',
      widget: 'string',
      pattern: plainTextPattern,
    });
  });

  it('derives an object’s and a list of objects’ keys, and a pick of several', () => {
    const site = Joi.object({
      address: Joi.object({town: Joi.string().required(), plot: Joi.string()}).required(),
      phases: Joi.array()
        .items(Joi.object({phase: Joi.string().required()}))
        .min(1)
        .required(),
      tags: Joi.array().items(Joi.string().valid('new', 'old')).length(1).required(),
    });
    expect(
      editorFields(site, {
        address: {label: 'Address', fields: {town: {label: 'Town'}, plot: {label: 'Plot'}}},
        phases: {label: 'Phases', fields: {phase: {label: 'Phase'}}},
        tags: {label: 'Tag', widget: 'select'},
      }),
    ).toEqual([
      {
        name: 'address',
        label: 'Address',
        widget: 'object',
        fields: [
          {name: 'town', label: 'Town', widget: 'string', pattern: plainTextPattern},
          {
            name: 'plot',
            label: 'Plot',
            widget: 'string',
            required: false,
            pattern: plainTextPattern,
          },
        ],
      },
      {
        name: 'phases',
        label: 'Phases',
        widget: 'list',
        min: 1,
        fields: [{name: 'phase', label: 'Phase', widget: 'string', pattern: plainTextPattern}],
      },
      {
        name: 'tags',
        label: 'Tag',
        widget: 'select',
        multiple: true,
        min: 1,
        max: 1,
        options: [
          {label: 'new', value: 'new'},
          {label: 'old', value: 'old'},
        ],
      },
    ]);
  });

  it('derives a field that is not an object’s key (a file that is a list)', () => {
    const list = Joi.array()
      .items(Joi.object({id: slug.required()}))
      .length(3)
      .required();
    expect(
      editorField('people', list, {label: 'People', root: true, fields: {id: {label: 'Id'}}}),
    ).toEqual({
      name: 'people',
      label: 'People',
      widget: 'list',
      root: true,
      min: 3,
      max: 3,
      fields: [
        {
          name: 'id',
          label: 'Id',
          widget: 'string',
          pattern: ['^[a-z]+(?:-[a-z]+)*$', 'fails to match the kebab-case id pattern'],
        },
      ],
    });
  });
});

describe('editorFields: a presentation unlike its schema stops the build', () => {
  it('names a presented field the schema does not have', () => {
    expect(() => editorFields(project, {...shown, colour: {label: 'Colour'}})).toThrow(
      'Web editor, fields: "colour" is not a field of the schema (its fields: name, code, kind, floors, rooms, done)',
    );
  });

  it('names a hidden field the schema does not have', () => {
    expect(() => editorFields(project, shown, {hidden: ['colour'], where: 'projects'})).toThrow(
      'Web editor, projects: "colour" is not a field of the schema',
    );
  });

  it('names a field of a nested object the schema does not have', () => {
    const site = Joi.object({address: Joi.object({town: Joi.string()})});
    expect(() =>
      editorFields(site, {address: {label: 'Address', fields: {street: {label: 'Street'}}}}),
    ).toThrow('Web editor, fields.address: "street" is not a field of the schema');
  });

  it('names a schema field the presentation neither shows nor hides, required or not', () => {
    const {floors: _floors, name: _name, ...withoutTwo} = shown;
    expect(() => editorFields(project, withoutTwo, {where: 'projects'})).toThrow(
      'Web editor, projects: the schema\'s fields "name", "floors" have no presentation: show them, or list them as hidden',
    );
    const {floors: _shown, ...rest} = shown;
    expect(editorFields(project, rest, {hidden: ['floors']}).map((f) => f.name)).toEqual([
      'name',
      'code',
      'kind',
      'rooms',
      'done',
    ]);
  });

  it('refuses a presentation that restates what the schema says', () => {
    const restating = {...shown, floors: {label: 'Floors', min: 2}} as unknown as Presentation;
    expect(() => editorFields(project, restating)).toThrow(
      'Web editor, fields.floors: min: the schema says, so the presentation may not',
    );
    expect(() =>
      editorFields(project, {...shown, kind: {label: 'Kind', options: [{label: 'x', value: 'x'}]}}),
    ).toThrow('Web editor, fields.kind: the schema lists the choices: leave options out');
  });

  it('refuses a pattern the editor cannot apply as the build does', () => {
    for (const code of [
      Joi.string().pattern(/^[a-z]+$/i),
      Joi.string().pattern(/x/, {invert: true}),
    ]) {
      expect(() => editorFields(project.keys({code}), shown)).toThrow(
        /^Web editor, fields\.code: the pattern .+ is inverted or has flags, which the editor cannot apply$/,
      );
    }
  });

  it('refuses choices from elsewhere that the schema’s pattern refuses', () => {
    expect(() =>
      editorFields(project, {
        ...shown,
        code: {label: 'Code', widget: 'select', options: [{label: 'Bad', value: 'Not Kebab'}]},
      }),
    ).toThrow(
      'Web editor, fields.code: the choice "Not Kebab" fails to match the kebab-case id pattern',
    );
  });
});
