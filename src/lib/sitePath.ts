/**
 * A page of this site as an address: `/`, then lower-case words joined by hyphens, segment by
 * segment (a trailing `/` allowed), and an optional `#section`. No file, no `..`, no query. Read
 * segment by segment, so the time it takes grows with the address's length and no more.
 */
const word = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const sectionName = /^[A-Za-z0-9_-]+$/;

/** Longer than any address of the site: refused without reading it. */
const longest = 300;

export function isSitePage(address: string): boolean {
  if (address.length > longest || !address.startsWith('/')) {
    return false;
  }
  const [path = '', section, ...more] = address.split('#');
  if (more.length > 0 || (section !== undefined && !sectionName.test(section))) {
    return false;
  }
  const segments = path.slice(1).split('/');
  return segments.every(
    (segment, i) => word.test(segment) || (segment === '' && i === segments.length - 1),
  );
}

/** A section of the page the address is on: `#costs`. */
export function isSection(address: string): boolean {
  return address.length <= longest && address.startsWith('#') && sectionName.test(address.slice(1));
}
