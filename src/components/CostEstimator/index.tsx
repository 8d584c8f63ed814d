import type {ReactNode} from 'react';
import {usePluralForm} from '@docusaurus/theme-common';
import {Checkbox, RadioGroup, Select, TextInput} from '@site/src/components/FormField';
import CostEstimate from '@site/src/components/CostEstimate';
import {buildingTypeIds, finishIds, locationIds} from '@site/src/data/costRates';
import {
  buildingTypeNames,
  estimatorFields,
  extraNames,
  finishNames,
  locationNames,
  typicalWallMetres,
} from '@site/src/data/costEstimator';
import {buildingType, estimateCost} from '@site/src/lib/costEstimate';
import {allowsBasement, checkEstimateForm} from '@site/src/lib/estimateInputs';
import {estimateProjectDetails} from '@site/src/lib/estimateSummary';
import {prefillQuoteDraft} from '@site/src/lib/quoteDraftStorage';
import {useEstimateForm} from '@site/src/lib/hooks/useEstimateForm';
import type {ChoiceDescription, CostEstimatorFrontMatter} from '@site/src/data/frontMatterTypes';
import styles from './styles.module.css';

const idPrefix = 'estimate';

type Props = {
  readonly formTitle: string;
  /** The page's prose: a sentence on each choice, and what every estimate covers. */
  readonly page: Pick<CostEstimatorFrontMatter, 'finishes' | 'locations' | 'includes' | 'excludes'>;
};

/** Radio options in the figures' order, each labelled and described; the content index checked every id is described. */
function choices<Id extends string>(
  ids: readonly Id[],
  labels: Readonly<Record<Id, string>>,
  described: readonly ChoiceDescription<Id>[],
) {
  return ids.map((id) => ({
    value: id,
    label: labels[id],
    description: described.find((choice) => choice.id === id)!.description,
  }));
}

/**
 * The estimator's form beside its result. Every input lives in the query string; the estimate is
 * worked out again on every change, and only from input that checks out.
 */
export default function CostEstimator({formTitle, page}: Props): ReactNode {
  const [form, update] = useEstimateForm();
  const {selectMessage} = usePluralForm();
  const type = buildingType(form.type);
  const check = checkEstimateForm(form);
  const errors = check.ok ? {} : check.errors;
  const estimate = check.ok ? estimateCost(check.inputs) : null;
  const bedroomAreas = Object.entries(type.bedroomAreas ?? {});
  const chosenBedrooms =
    bedroomAreas.find(([, area]) => String(area) === form.area.trim())?.[0] ?? '';

  const send = () => {
    if (check.ok && estimate) {
      prefillQuoteDraft(
        estimateProjectDetails(check.inputs, estimate, window.location.href, selectMessage),
      );
    }
  };

  return (
    <div className={styles.layout} data-print="estimate">
      {/* Not a <form>: nothing is submitted, the estimate follows every change. */}
      <section className={styles.form} aria-labelledby={`${idPrefix}-form-title`}>
        <h2 id={`${idPrefix}-form-title`} className={styles.formTitle}>
          {formTitle}
        </h2>
        <Select
          idPrefix={idPrefix}
          name="type"
          label={estimatorFields.type.label}
          options={buildingTypeIds.map((id) => ({value: id, label: buildingTypeNames[id]}))}
          value={form.type}
          onChange={(event) => update({type: event.target.value as typeof form.type})}
        />
        <TextInput
          idPrefix={idPrefix}
          name="area"
          label={estimatorFields.area.label}
          hint={
            form.type === 'renovation'
              ? estimatorFields.area.renovationHint
              : estimatorFields.area.hint
          }
          error={errors.area}
          inputMode="decimal"
          value={form.area}
          onChange={(event) => update({area: event.target.value})}
        />
        {bedroomAreas.length > 0 && (
          <Select
            idPrefix={idPrefix}
            name="bedrooms"
            label={estimatorFields.bedrooms.label}
            placeholder={estimatorFields.bedrooms.placeholder}
            options={bedroomAreas.map(([count, area]) => ({
              value: count,
              label: estimatorFields.bedrooms.option(Number(count), area, selectMessage),
            }))}
            value={chosenBedrooms}
            onChange={(event) => {
              const area = type.bedroomAreas?.[Number(event.target.value)];
              if (area) {
                update({area: String(area)});
              }
            }}
          />
        )}
        {type.storeys.max > type.storeys.min && (
          <Select
            idPrefix={idPrefix}
            name="storeys"
            label={estimatorFields.storeys.label}
            options={Array.from({length: type.storeys.max - type.storeys.min + 1}, (_, i) => {
              const storeys = String(type.storeys.min + i);
              return {value: storeys, label: storeys};
            })}
            value={String(form.storeys)}
            onChange={(event) => update({storeys: Number(event.target.value)})}
          />
        )}
        {(
          [
            [
              'finish',
              estimatorFields.finish.legend,
              choices(finishIds, finishNames, page.finishes),
            ],
            [
              'location',
              estimatorFields.location.legend,
              choices(locationIds, locationNames, page.locations),
            ],
          ] as const
        ).map(([name, label, options]) => (
          <RadioGroup
            key={name}
            idPrefix={idPrefix}
            name={name}
            label={label}
            options={options}
            value={form[name]}
            onChange={(event) => update({[name]: event.target.value})}
          />
        ))}
        <fieldset className={styles.extras}>
          <legend className={styles.legend}>{estimatorFields.extras.legend}</legend>
          <Checkbox
            idPrefix={idPrefix}
            name="wall"
            label={extraNames.perimeterWall}
            checked={form.wall !== null}
            onChange={(event) =>
              update({wall: event.target.checked ? String(typicalWallMetres) : null})
            }
          />
          {form.wall !== null && (
            <div className={styles.nested}>
              <TextInput
                idPrefix={idPrefix}
                name="wallLength"
                label={estimatorFields.wallLength.label}
                hint={estimatorFields.wallLength.hint}
                error={errors.wall}
                inputMode="decimal"
                value={form.wall}
                onChange={(event) => update({wall: event.target.value})}
              />
            </div>
          )}
          {(
            [
              ['borehole', extraNames.borehole],
              ['solar', extraNames.solarWaterHeating],
              ...(allowsBasement(form.type) ? [['basement', extraNames.basement] as const] : []),
            ] as const
          ).map(([name, label]) => (
            <Checkbox
              key={name}
              idPrefix={idPrefix}
              name={name}
              label={label}
              checked={form[name]}
              onChange={(event) => update({[name]: event.target.checked})}
            />
          ))}
        </fieldset>
      </section>
      <CostEstimate
        inputs={check.ok ? check.inputs : null}
        estimate={estimate}
        covers={page}
        onSend={send}
      />
    </div>
  );
}
