/**
 * The words of the honorifics a person's record may carry (contentTypes.ts `honorifics`), shown
 * before the name in the page's language: "Eng. David Mwangi", "Mhandisi David Mwangi". The name
 * itself is never translated.
 */
import {translate} from '@docusaurus/Translate';
import type {Honorific} from './contentTypes';

/** The honorific as the edition writes it before a name. */
export function honorificWord(honorific: Honorific): string {
  switch (honorific) {
    case 'eng':
      return translate({
        id: 'person.honorific.eng',
        message: 'Eng.',
        description: 'Before the name of an engineer registered with the Engineers Board of Kenya',
      });
    case 'dr':
      return translate({
        id: 'person.honorific.dr',
        message: 'Dr.',
        description: 'Before the name of a doctor (medical or academic)',
      });
    case 'prof':
      return translate({
        id: 'person.honorific.prof',
        message: 'Prof.',
        description: 'Before the name of a professor',
      });
    case 'arch':
      return translate({
        id: 'person.honorific.arch',
        message: 'Arch.',
        description: 'Before the name of an architect registered with BORAQS',
      });
    case 'qs':
      return translate({
        id: 'person.honorific.qs',
        message: 'QS',
        description: 'Before the name of a quantity surveyor registered with BORAQS',
      });
  }
}
