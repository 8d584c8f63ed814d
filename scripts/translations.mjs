#!/usr/bin/env node
// The translation status and marks (see translations.ts): `status`, or `mark <file or id>… | --all`.
import createJiti from 'jiti';

// npm runs scripts from the package's folder; paths are given from where the translator is.
const cwd = process.env.INIT_CWD ?? process.cwd();
process.exitCode = createJiti(import.meta.filename)('./translations.ts').main(
  process.argv.slice(2),
  cwd,
);
