/** The JavaScript expression of a value read from front matter (index.js). */
declare function stringifyObject(value: unknown): string;
export = stringifyObject;
