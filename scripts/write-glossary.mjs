/**
 * Writes the glossary of src/data/glossary.ts into docs/translating.md, between its markers, so
 * translators read it where they read how to translate. A unit test fails while they differ.
 */
import fs from 'node:fs';
import createJiti from 'jiti';

const jiti = createJiti(import.meta.filename);
const {glossary} = jiti('../src/data/glossary.ts');
const {withGlossary} = jiti('../src/lib/glossary.ts');

const doc = new URL('../docs/translating.md', import.meta.url);
fs.writeFileSync(doc, withGlossary(fs.readFileSync(doc, 'utf8'), glossary));
