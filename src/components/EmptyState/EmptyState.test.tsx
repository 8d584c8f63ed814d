import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EmptyState from '.';

describe('EmptyState', () => {
  it('says what happened under a heading and offers one way out', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    render(
      <EmptyState
        title="No projects found"
        text="Try a different word."
        actionLabel="View All Projects"
        onAction={onAction}
      />,
    );
    expect(screen.getByRole('heading', {level: 3, name: 'No projects found'})).toBeInTheDocument();
    expect(screen.getByText('Try a different word.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'View All Projects'}));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
