import {honorifics, type Honorific, type Person, type TeamEntry} from '../data/contentTypes';
import {honorificWord} from '../data/honorifics';

/** A person's name as a record writes it: the name, and apart from it any honorific. */
export type NamedPerson = {readonly name: string; readonly honorific?: Honorific};

/** The name as the edition shows it: "Eng. David Mwangi", "Mhandisi David Mwangi". */
export function fullName({name, honorific}: NamedPerson): string {
  return honorific ? `${honorificWord(honorific)} ${name}` : name;
}

/**
 * Up to two capital initials, first and last name, for an avatar without a photo. A full name's
 * honorific, in the edition's words, is not part of them ("Eng. David Mwangi" is DM).
 */
export function initials(name: string): string {
  const titles = new Set(honorifics.map(honorificWord));
  const words = name.split(/\s+/).filter((word) => word !== '' && !titles.has(word));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => word[0]!.toLocaleUpperCase()).join('');
}

/** A team member as cards show them. */
export type ResolvedMember = {
  /** With the honorific, in the edition's words. */
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
    return {name: fullName(entry), role: entry.role, image: entry.image};
  }
  const person = people.find((p) => p.id === entry.person);
  if (!person?.portrait) {
    throw new Error(`No person "${entry.person}" with a portrait in blog/authors.yml`);
  }
  return {name: fullName(person), role: entry.role ?? person.title, image: person.portrait};
}

/**
 * A blog author (from blog/authors.yml, which the blog plugin passes through with our fields) as
 * the edition shows it: the honorific joined to the name and no longer beside it, so that showing
 * it again adds nothing.
 */
export function withFullName<T extends {readonly name?: string; readonly honorific?: unknown}>(
  author: T,
): T {
  if (!author.name) {
    return author;
  }
  const name = fullName({name: author.name, honorific: author.honorific as Honorific | undefined});
  // The same author with two fields replaced: still a T.
  return {...author, name, honorific: undefined} as T;
}
