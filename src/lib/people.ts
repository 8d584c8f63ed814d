/** Honorifics and titles that are not part of a person's initials ("Eng. David Mwangi" is DM). */
const honorifics = /^(eng|dr|prof|arch|qs|mr|mrs|ms|hon)\.?$/i;

/** Up to two capital initials, first and last name, for an avatar without a photo. */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word !== '' && !honorifics.test(word));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => word[0]!.toLocaleUpperCase()).join('');
}
