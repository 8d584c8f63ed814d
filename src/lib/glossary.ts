import type {GlossaryTerm, RuledOut} from '@site/src/data/glossary';

/** A ruled-out rendering found in a Kiswahili text. */
export type GlossaryBreach = {
  readonly term: GlossaryTerm;
  /** The rendering as the glossary rules it out ("-jitolea"). */
  readonly ruledOut: string;
  /** What the text says ("tumejitolea"). */
  readonly found: string;
  /** 1-based line of the text where it starts. */
  readonly line: number;
};

const numbers = String.raw`(?:\d[\d,.]*|moja|mbili|tatu|nne|tano|sita|saba|nane|tisa|kumi)`;

const wordsOf = (ruledOut: RuledOut): string =>
  typeof ruledOut === 'string' ? ruledOut : ruledOut.words;

/** Words as a pattern's body: any whitespace between them, "{n}" a number. */
const wordsPattern = (words: string): string =>
  words
    .trim()
    .split(/\s+/)
    .map((word) =>
      word
        .split('{n}')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join(numbers),
    )
    .join(String.raw`\s+`);

/**
 * A rendering as a pattern: whole words in any case (a figure ends where its digits end), any
 * whitespace between them, a leading or trailing "-" for a prefix or an ending (Kiswahili noun
 * classes and verb forms), "{n}" a number; not where one of `unlessFollowedBy` follows it after
 * spaces or punctuation; with `alone`, only as the whole of a line or a message.
 */
export function ruledOutPattern(
  rendering: string,
  unlessFollowedBy: readonly string[] = [],
  alone = false,
): RegExp {
  const prefix = rendering.startsWith('-') ? String.raw`\p{L}*` : '';
  const ending = rendering.endsWith('-') ? String.raw`\p{L}*` : '';
  const body = wordsPattern(rendering.replace(/^-|-$/g, ''));
  const exceptions = unlessFollowedBy.map(
    (words) => String.raw`(?![\s\p{P}]*${wordsPattern(words)}(?![\p{L}\p{N}]))`,
  );
  const pattern = String.raw`(?<![\p{L}\p{N}])${prefix}${body}${ending}(?![\p{L}\p{N}])${exceptions.join('')}`;
  // Alone: the whole of a line or a message, after a list dash, a YAML key or a heading's
  // hashes and before nothing but a quote (a label such as "Msingi" beside an amount).
  return alone
    ? new RegExp(
        String.raw`(?<=^[ \t]*(?:-[ \t]+)?(?:[\w.]+:[ \t]*)?(?:#+[ \t]+)?["']?)${pattern}(?=["']?[ \t]*$)`,
        'gimu',
      )
    : new RegExp(pattern, 'giu');
}

/**
 * Every ruled-out rendering in a Kiswahili text. `original` is the English it translates, when
 * known: a rendering that is right for a word the English uses (msonobari for "pine") is allowed.
 */
export function glossaryBreaches(
  text: string,
  terms: readonly GlossaryTerm[],
  original = '',
): GlossaryBreach[] {
  const lineStarts = [...text.matchAll(/\n/g)].map((match) => match.index + 1);
  const lineOf = (index: number) => 1 + lineStarts.filter((start) => start <= index).length;
  return terms.flatMap((term) =>
    term.ruledOut
      .filter(
        (ruledOut) =>
          typeof ruledOut === 'string' ||
          ruledOut.rightFor === undefined ||
          !ruledOutPattern(ruledOut.rightFor).test(original.normalize('NFC')),
      )
      .flatMap((ruledOut) =>
        [
          ...text.matchAll(
            typeof ruledOut === 'string'
              ? ruledOutPattern(ruledOut)
              : ruledOutPattern(ruledOut.words, ruledOut.unlessFollowedBy, ruledOut.alone),
          ),
        ].map((match) => ({
          term,
          ruledOut: wordsOf(ruledOut),
          found: match[0],
          line: lineOf(match.index),
        })),
      ),
  );
}

/** One line of a breach for a test's message: where, what, and the glossary's word. */
export function describeBreach(where: string, breach: GlossaryBreach): string {
  return `${where}:${breach.line}: "${breach.found}" for ${breach.term.english}: write "${breach.term.kiswahili}"`;
}

const conditions = (ruledOut: Exclude<RuledOut, string>): string =>
  [
    ruledOut.rightFor && `for ${ruledOut.rightFor.replace(/-$/, '')}`,
    ruledOut.unlessFollowedBy &&
      `followed by ${ruledOut.unlessFollowedBy.map((words) => `"${words}"`).join(' or ')}`,
  ]
    .filter(Boolean)
    .join(', or ');

const ruledOutList = (term: GlossaryTerm): string =>
  term.ruledOut
    .map((ruledOut) => {
      if (typeof ruledOut === 'string') return `"${ruledOut}"`;
      const label = ruledOut.alone ? ' as a label on its own' : '';
      const except = conditions(ruledOut);
      return `"${ruledOut.words}"${label}${except ? ` (except ${except})` : ''}`;
    })
    .join(', ');

/** The glossary as docs/translating.md shows it to translators: one item per term. */
export function glossaryMarkdown(terms: readonly GlossaryTerm[]): string {
  return terms
    .map((term) =>
      [
        `- **${term.english}**: ${term.kiswahili}.`,
        term.note,
        term.ruledOut.length > 0 ? `Not ${ruledOutList(term)}.` : undefined,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join('\n');
}

const start =
  '<!-- glossary:start (written by npm run glossary:write from src/data/glossary.ts) -->';
const end = '<!-- glossary:end -->';

/** A document with the glossary written between its markers (which it must have). */
export function withGlossary(doc: string, terms: readonly GlossaryTerm[]): string {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) {
    throw new Error(`The glossary's markers are missing: ${start} … ${end}`);
  }
  return `${doc.slice(0, from + start.length)}\n\n${glossaryMarkdown(terms)}\n\n${doc.slice(to)}`;
}
