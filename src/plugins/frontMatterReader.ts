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
export function readFrontMatter(fileContent: string, fileName: string): FrontMatterFile {
  try {
    // Options given, gray-matter keeps no cache: each call returns its own object.
    const {data, content} = matter(fileContent, {engines: engines(fileName)});
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
