/** The quote table's fields drawn with the shared form controls. */
import {Fragment, type ChangeEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  Checkbox,
  RadioGroup,
  Select,
  TextArea,
  TextInput,
  fieldId,
  radioId,
} from '@site/src/components/FormField';
import {quoteFields, type FieldSpec} from '@site/src/data/quoteForm';
import type {
  CheckboxField,
  ChoiceField,
  FieldName,
  InquiryValues,
  TextField,
} from '@site/src/lib/inquiry';

const idPrefix = 'quote';

/** Where the error summary sends focus: the control, or a radio group's first radio. */
export function focusTargetId(name: FieldName): string {
  const field: FieldSpec = quoteFields[name];
  return field.kind === 'radio'
    ? radioId(idPrefix, name, field.options[0]!.value)
    : fieldId(idPrefix, name);
}

function LinkList({
  links,
}: {
  readonly links: readonly {readonly label: string; readonly to: string}[];
}) {
  return links.map((link, index) => (
    <Fragment key={link.to}>
      {index > 0 && ' · '}
      <Link to={link.to}>{link.label}</Link>
    </Fragment>
  ));
}

type QuoteFieldProps<N extends FieldName> = {
  readonly name: N;
  readonly value: InquiryValues[N];
  readonly error?: string;
  readonly onText: (name: TextField | ChoiceField, value: string) => void;
  readonly onToggle: (name: CheckboxField, checked: boolean) => void;
};

/** One field of the quote table, drawn by its kind. */
export function QuoteField<N extends FieldName>({
  name,
  value,
  error,
  onText,
  onToggle,
}: QuoteFieldProps<N>): ReactNode {
  const field: FieldSpec = quoteFields[name];
  const common = {
    idPrefix,
    name,
    label: field.label,
    hint: field.hint,
    error,
    required: Boolean(field.errors.required),
  };
  if (field.kind === 'checkbox') {
    return (
      <Checkbox
        {...common}
        hint={field.links ? <LinkList links={field.links} /> : field.hint}
        checked={value === true}
        onChange={(event) => onToggle(name as CheckboxField, event.target.checked)}
      />
    );
  }
  const answer = {
    ...common,
    value: String(value),
    width: field.width,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onText(name as TextField | ChoiceField, event.target.value),
  };
  switch (field.kind) {
    case 'radio':
      return <RadioGroup {...answer} options={field.options} />;
    case 'select':
      return <Select {...answer} options={field.options} placeholder={field.placeholder ?? ''} />;
    case 'textarea':
      return <TextArea {...answer} />;
    default:
      return (
        <TextInput
          {...answer}
          type={field.kind}
          autoComplete={field.autoComplete}
          spellCheck={field.kind === 'email' ? false : undefined}
        />
      );
  }
}
