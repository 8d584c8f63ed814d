import type {Person, TeamEntry} from '@site/src/data/contentTypes';

/** Honorifics and titles that are not part of a person's initials ("Eng. David Mwangi" is DM). */
const honorifics = /^(eng|dr|prof|arch|qs|mr|mrs|ms|hon)\.?$/i;

/** Up to two capital initials, first and last name, for an avatar without a photo. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '' && !honorifics.test(word));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => word[0]!.toLocaleUpperCase()).join('');
}

/** A team member as cards show them. */
export type ResolvedMember = {
  readonly name: string;
  readonly role: string;
  readonly image: string;
};

/**
 * A team entry with the person's name, role and portrait filled in from blog/authors.yml. The
 * content index has already checked at build that every key exists and has a portrait.
 */
export function resolveTeamMember(entry: TeamEntry, people: readonly Person[]): ResolvedMember {
  if (!('person' in entry)) {
    return entry;
  }
  const person = people.find((p) => p.id === entry.person);
  if (!person?.portrait) {
    throw new Error(`No person "${entry.person}" with a portrait in blog/authors.yml`);
  }
  return {name: person.name, role: entry.role ?? person.title, image: person.portrait};
}
