/**
 * The scheme of an address as a browser reads it: control characters and spaces anywhere in it
 * are dropped first, so ` java\tscript:` is `javascript`. Undefined for a relative address.
 */
export function addressScheme(address: string): string | undefined {
  const read = [...address].filter((character) => character.charCodeAt(0) > 0x20).join('');
  return /^([a-z][a-z0-9+.-]*):/i.exec(read)?.[1]?.toLowerCase();
}
