import {render, screen} from '@testing-library/react';
import {useVisitsMeasured} from '@site/src/lib/hooks/useVisitsMeasured';
import WhenVisitsMeasured from '.';

jest.mock('@site/src/lib/hooks/useVisitsMeasured', () => ({useVisitsMeasured: jest.fn()}));

function policy() {
  return render(
    <>
      <WhenVisitsMeasured measured>
        <p>Each page sends Cloudflare Web Analytics a short report.</p>
      </WhenVisitsMeasured>
      <WhenVisitsMeasured measured={false}>
        <p>We do not use analytics.</p>
      </WhenVisitsMeasured>
    </>,
  );
}

describe('WhenVisitsMeasured', () => {
  it('shows the words about analytics, and only those, when the build measures visits', () => {
    jest.mocked(useVisitsMeasured).mockReturnValue(true);
    policy();
    expect(screen.getByText(/sends Cloudflare Web Analytics/)).toBeInTheDocument();
    expect(screen.queryByText('We do not use analytics.')).not.toBeInTheDocument();
  });

  it('says no analytics is used when the build does not measure visits', () => {
    jest.mocked(useVisitsMeasured).mockReturnValue(false);
    policy();
    expect(screen.getByText('We do not use analytics.')).toBeInTheDocument();
    expect(screen.queryByText(/Cloudflare/)).not.toBeInTheDocument();
  });
});
