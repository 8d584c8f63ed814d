import {initials, resolveTeamMember} from '../people';
import type {Person} from '@site/src/data/contentTypes';

const people: readonly Person[] = [
  {
    id: 'davidmwangi',
    name: 'Eng. David Mwangi',
    title: 'Founder & Managing Director',
    portrait: 'https://images.unsplash.com/a',
  },
  {id: 'writer', name: 'Wanjiru Writer', title: 'Guest Writer'},
];

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

  it('passes someone written out in full through unchanged', () => {
    const member = {
      name: 'Dennis Ouma',
      role: 'Tenant Fit-out Coordinator',
      image: 'https://images.unsplash.com/b',
    };
    expect(resolveTeamMember(member, people)).toBe(member);
  });

  it.each([['nobody'], ['writer']])('refuses "%s", who is unknown or has no portrait', (key) => {
    expect(() => resolveTeamMember({person: key}, people)).toThrow(key);
  });
});
