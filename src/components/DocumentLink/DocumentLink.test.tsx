import {render, screen} from '@testing-library/react';
import DocumentLink from '.';
import {googleDriveDownloadUrl} from '@site/src/data/certification';

const labels = {label: 'Download certificate', onRequestLabel: 'Available on request'};

describe('DocumentLink', () => {
  it('links a file to its download URL, in a new tab, and says so', () => {
    const url = googleDriveDownloadUrl('abc123');
    render(
      <DocumentLink document={{kind: 'file', url}} {...labels} context="KRA Tax Compliance" />,
    );
    const link = screen.getByRole('link', {
      name: 'Download certificate – KRA Tax Compliance (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('sends a document on request to the contact page, labelled as available on request', () => {
    render(<DocumentLink document={{kind: 'on-request'}} {...labels} context="ISO 9001:2015" />);
    const link = screen.getByRole('link', {name: 'Available on request – ISO 9001:2015'});
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).not.toHaveAttribute('target');
  });

  it('uses the visible text alone as the name when no context is given', () => {
    render(<DocumentLink document={{kind: 'on-request'}} {...labels} />);
    expect(screen.getByRole('link')).toHaveAccessibleName('Available on request');
  });
});
