import {render, screen} from '@testing-library/react';
import StaleTranslationNotice from '.';

describe('StaleTranslationNotice', () => {
  it('says when the English page changed and links to it, in the English edition', () => {
    render(
      <StaleTranslationNotice
        englishChanged="2026-11-22"
        englishUrl="/services/residential"
        englishLang="en-KE"
      />,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'The English page changed on 22 November 2026, and this translation may be behind. Read the English page',
    );
    expect(note.querySelector('time')).toHaveAttribute('datetime', '2026-11-22');
    // The page is found for what it says, not for a notice about its translation.
    expect(note).toHaveAttribute('data-pagefind-ignore', 'all');
    // While it is on the page, the header stays opaque and the hero below it (custom.css).
    expect(note).toHaveAttribute('data-translation-notice');
    const link = screen.getByRole('link', {name: 'Read the English page'});
    expect(link).toHaveAttribute('href', '/services/residential');
    expect(link).toHaveAttribute('hreflang', 'en-KE');
    // A full page load into the other edition, not a new tab.
    expect(link).toHaveAttribute('target', '_self');
  });
});
