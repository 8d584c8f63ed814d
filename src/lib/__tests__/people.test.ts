import {fullName, initials, resolveTeamMember, withFullName} from '../people';
import type {Person} from '@site/src/data/contentTypes';

const people: readonly Person[] = [
  {
    id: 'davidmwangi',
    name: 'David Mwangi',
    honorific: 'eng',
    title: 'Founder & Managing Director',
    portrait: 'https://images.unsplash.com/a',
  },
  {id: 'writer', name: 'Wanjiru Writer', title: 'Guest Writer'},
];

describe('fullName', () => {
  it('writes the honorific before the name, in the edition’s words', () => {
    expect(fullName({name: 'David Mwangi', honorific: 'eng'})).toBe('Eng. David Mwangi');
    expect(fullName({name: 'James Kariuki', honorific: 'dr'})).toBe('Dr. James Kariuki');
  });

  it('is the name alone without one', () => {
    expect(fullName({name: 'Grace Wanjiku'})).toBe('Grace Wanjiku');
  });
});

describe('withFullName', () => {
  it('joins a blog author’s honorific to the name, once', () => {
    const author = {key: 'davidmwangi', name: 'David Mwangi', honorific: 'eng', title: 'Founder'};
    const shown = withFullName(author);
    expect(shown).toEqual({...author, name: 'Eng. David Mwangi', honorific: undefined});
    expect(withFullName(shown)).toEqual(shown);
  });

  it('leaves an author without a name as it is', () => {
    const author: {imageURL: string; name?: string} = {imageURL: 'https://images.unsplash.com/a'};
    expect(withFullName(author)).toBe(author);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Grace Wanjiku')).toBe('GW');
    expect(initials('Amina Abdi Hassan')).toBe('AH');
  });

  it('skips honorifics such as Eng.', () => {
    expect(initials('Eng. David Mwangi')).toBe('DM');
  });

  it('copes with a single name', () => {
    expect(initials('wanjiru')).toBe('W');
  });
});

describe('resolveTeamMember', () => {
  it("fills in a person's name, company role and portrait from their key", () => {
    expect(resolveTeamMember({person: 'davidmwangi'}, people)).toEqual({
      name: 'Eng. David Mwangi',
      role: 'Founder & Managing Director',
      image: 'https://images.unsplash.com/a',
    });
  });

  it('keeps the role a project gives the person', () => {
    expect(resolveTeamMember({person: 'davidmwangi', role: 'Project Director'}, people).role).toBe(
      'Project Director',
    );
  });

  it('shows someone written out in full as written, with their honorific', () => {
    const member = {
      name: 'Dennis Ouma',
      role: 'Tenant Fit-out Coordinator',
      image: 'https://images.unsplash.com/b',
    };
    expect(resolveTeamMember(member, people)).toEqual(member);
    expect(resolveTeamMember({...member, honorific: 'eng'}, people)).toEqual({
      ...member,
      name: 'Eng. Dennis Ouma',
    });
  });

  it.each([['nobody'], ['writer']])('refuses "%s", who is unknown or has no portrait', (key) => {
    expect(() => resolveTeamMember({person: key}, people)).toThrow(key);
  });
});
