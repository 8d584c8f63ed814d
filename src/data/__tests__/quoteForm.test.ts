import {quoteFields, quoteSteps, type FieldSpec} from '../quoteForm';
import {quoteRules} from '../quoteRules';

const fields = Object.entries(quoteFields) as [string, FieldSpec][];
const withParams = fields.flatMap(([name, field]) =>
  'emailParam' in field ? [[name, field.emailParam] as const] : [],
);

describe('the table of quote fields', () => {
  it('asks its fields in the order of their rules, which the host keeps the answers in', () => {
    expect(Object.keys(quoteFields)).toEqual(Object.keys(quoteRules));
  });

  it('asks something on every form step, steps in order, before the review', () => {
    const steps = fields.map(([, field]) => field.step);
    expect(steps).toEqual([...steps].sort());
    expect(new Set(steps)).toEqual(new Set(quoteSteps.slice(0, -1).map((s) => s.number)));
  });

  it.each(fields)('%s says "(optional)" exactly when it is not required', (_, field) => {
    const required = Boolean(field.errors.required);
    expect(field.label.includes('(optional)')).toBe(!required);
  });

  it.each(fields.filter(([, f]) => 'maxLength' in f))(
    '%s names its maximum length in the too-long message',
    (_, field) => {
      const text = field as Extract<FieldSpec, {maxLength: number}>;
      expect(text.errors.tooLong).toContain(text.maxLength.toLocaleString('en'));
    },
  );

  it.each(fields.filter(([, f]) => f.kind === 'email' || f.kind === 'tel'))(
    '%s (checked format) explains a wrong format',
    (_, field) => {
      expect('invalid' in field.errors && field.errors.invalid).toBeTruthy();
    },
  );

  it.each(fields.filter(([, f]) => f.kind === 'select' || f.kind === 'radio'))(
    '%s has distinct options, a way to be refused, and a placeholder or a first choice',
    (_, field) => {
      const choice = field as Extract<FieldSpec, {options: unknown}>;
      expect(new Set(choice.options.map((o) => o.value)).size).toBe(choice.options.length);
      expect(choice.errors.required ?? choice.errors.invalid).toBeTruthy();
      expect(choice.kind === 'select' ? choice.placeholder : choice.initial).toBeTruthy();
      if (choice.initial) {
        expect(choice.options.map((o) => o.value)).toContain(choice.initial);
      }
    },
  );

  it('sends every answer but the tick boxes, each under its own field name', () => {
    expect(withParams.map(([name, param]) => [name, param])).toEqual(
      withParams.map(([name]) => [name, name]),
    );
    expect(
      fields.filter(([, f]) => !('emailParam' in f)).every(([, f]) => f.kind === 'checkbox'),
    ).toBe(true);
  });

  it('joins a review row only onto a row of the same step', () => {
    fields.forEach(([, field], index) => {
      if (field.review === 'withPrevious') {
        expect(index).toBeGreaterThan(0);
        expect(fields[index - 1]![1].step).toBe(field.step);
        expect(fields[index - 1]![1].review).not.toBe('withPrevious');
      }
    });
  });
});
