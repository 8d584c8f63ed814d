import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {Checkbox, RadioGroup, Select, TextInput} from '.';

describe('FormField', () => {
  it('ties a text input to its label, hint and error, and marks it invalid', () => {
    render(
      <TextInput
        idPrefix="t"
        name="area"
        label="Floor area (m²)"
        hint="Every floor."
        error="Enter a number"
        value="abc"
        onChange={() => undefined}
      />,
    );
    const input = screen.getByRole('textbox', {name: 'Floor area (m²)'});
    expect(input).toHaveAttribute('id', 't-area');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Every floor. Error: Enter a number');
  });

  it('draws a radio group as a named group whose choices may carry a description', async () => {
    const onChange = jest.fn();
    render(
      <RadioGroup
        idPrefix="t"
        name="finish"
        label="Finish level"
        options={[
          {value: 'standard', label: 'Standard', description: 'Ceramic tiles.'},
          {value: 'high', label: 'High-end'},
        ]}
        value="standard"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', {name: 'Finish level'})).toBeInTheDocument();
    expect(screen.getByRole('radio', {name: 'Standard'})).toHaveAccessibleDescription(
      'Ceramic tiles.',
    );
    expect(screen.getByRole('radio', {name: 'Standard'})).toBeChecked();
    await userEvent.setup().click(screen.getByRole('radio', {name: 'High-end'}));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('offers an empty first entry in a select only when it has a placeholder', () => {
    const options = [{value: 'a', label: 'A'}];
    const {rerender} = render(
      <Select
        idPrefix="t"
        name="s"
        label="Pick"
        options={options}
        value="a"
        onChange={() => undefined}
      />,
    );
    expect(screen.getAllByRole('option')).toHaveLength(1);
    rerender(
      <Select
        idPrefix="t"
        name="s"
        label="Pick"
        placeholder="Choose"
        options={options}
        value=""
        onChange={() => undefined}
      />,
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose', 'A']);
  });

  it('labels a checkbox by its text', async () => {
    const onChange = jest.fn();
    render(
      <Checkbox
        idPrefix="t"
        name="borehole"
        label="Borehole"
        checked={false}
        onChange={onChange}
      />,
    );
    await userEvent.setup().click(screen.getByRole('checkbox', {name: 'Borehole'}));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
