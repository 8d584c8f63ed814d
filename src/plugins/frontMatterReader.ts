/**
 * Front matter read as YAML or not at all, for Docusaurus's parseFrontMatter hook. Docusaurus's
 * own reader is gray-matter, which picks a language from the rest of the opening `---` line (after
 * stripping a byte-order mark and trimming every Unicode space) and runs `js`/`javascript` front
 * matter with `eval`. Here the same reader is given engines for those languages that refuse, so no
 * spelling of the opening line can select code; YAML is read as data (./yamlReader.ts).
 */
import matter from '@11ty/gray-matter';
import {readYaml} from './yamlReader';

const refuse = (language: string) => () => {
  throw new Error(
    `front matter in "${language}" is not allowed: front matter is YAML, opened by a line of three hyphens and nothing else.`,
  );
};

/** YAML as data, and every other language gray-matter knows refused, under each name it looks them up by. */
const engines = (fileName: string) => ({
  yaml: (text: string) => readYaml(text, fileName) as object,
  javascript: refuse('javascript'),
  js: refuse('js'),
  json: refuse('json'),
});

export type FrontMatterFile = {
  readonly frontMatter: Record<string, unknown>;
  readonly content: string;
};

/** As Docusaurus's default reader (content trimmed, front matter a fresh object), YAML only. */
/**
 * The language named after an opening `---`, read as gray-matter reads it (a byte-order mark
 * stripped, the rest of the line trimmed of every Unicode space), or null without front matter.
 */
function openingLanguage(fileContent: string): string | null {
  const opening = /^\ufeff?---([^\r\n]*)/.exec(fileContent);
  return opening ? opening[1]!.trim() : null;
}

export function readFrontMatter(fileContent: string, fileName: string): FrontMatterFile {
  try {
    // gray-matter looks the language up on an ordinary object, where `constructor` or
    // `toString` name Object's own functions: only YAML, named or not, is let through to it.
    const language = openingLanguage(fileContent);
    if (language !== null && language !== '' && language.toLowerCase() !== 'yaml') {
      refuse(language.toLowerCase())();
    }
    // Options given, gray-matter keeps no cache: each call returns its own object.
    const {data, content} = matter(fileContent, {engines: engines(fileName)});
    if (Object.getPrototypeOf(data) !== Object.prototype) {
      throw new Error('front matter is not a list of fields: write `field: value` lines.');
    }
    return {frontMatter: data, content: content.trim()};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The YAML reader names the file and, where it can, the line (gray-matter hands it the front
    // matter from the end of the opening `---`, so its lines are the file's).
    throw new Error(message.startsWith(`${fileName}:`) ? message : `${fileName}:1:1: ${message}`, {
      cause: error,
    });
  }
}
