import type {GlossaryTerm} from '@site/src/data/glossary';
import {glossary} from '@site/src/data/glossary';
import {describeBreach, glossaryBreaches, glossaryMarkdown, withGlossary} from '../glossary';

const term = (english: string, ruledOut: GlossaryTerm['ruledOut']): GlossaryTerm => ({
  english,
  kiswahili: `${english} (sw)`,
  ruledOut,
});

const found = (text: string, terms: readonly GlossaryTerm[], original?: string) =>
  glossaryBreaches(text, terms, original).map(({found: words, line}) => [words, line]);

describe('glossaryBreaches', () => {
  it('finds a rendering as whole words, in any case, across a line break', () => {
    const levy = term('NCA levy', ['ushuru wa NCA']);
    expect(found('Lipa Ushuru wa\n  NCA mapema.', [levy])).toEqual([['Ushuru wa\n  NCA', 1]]);
    expect(found('ushuruwa NCA; mushuru wa NCA', [levy])).toEqual([]);
  });

  it('lets a rendering marked with "-" take Kiswahili prefixes, and only then', () => {
    const commit = term('to commit', ['-jitolea']);
    expect(found('kabla ya kujitolea;\ntumejitolea', [commit])).toEqual([
      ['kujitolea', 1],
      ['tumejitolea', 2],
    ]);
    const cypress = term('cypress', ['-tarakwa', 'mvinje']);
    expect(found('mitarakwa na mtarakwa; mivinje', [cypress])).toEqual([
      ['mitarakwa', 1],
      ['mtarakwa', 1],
    ]);
  });

  it('reads "{n}" as a number in figures or words', () => {
    const storey = term('storey', ['sakafu {n}']);
    expect(found('sakafu tatu, sakafu 12 na sakafu ya chini', [storey])).toEqual([
      ['sakafu tatu', 1],
      ['sakafu 12', 1],
    ]);
  });

  it('allows a rendering where words it is right with follow it, after spaces or punctuation', () => {
    const storey = term('storey', [
      {words: 'ghorofa mbili', unlessFollowedBy: ['pamoja na ya chini', 'za']},
    ]);
    expect(
      found(
        'jumba la ghorofa mbili;\nghorofa mbili, pamoja na ya chini; ghorofa mbili (pamoja na\nya chini); ghorofa mbili za maegesho; ghorofa mbili zaidi',
        [storey],
      ),
    ).toEqual([
      ['ghorofa mbili', 1],
      ['ghorofa mbili', 3],
    ]);
  });

  it('finds a rendering marked "alone" only as the whole of a line or a message', () => {
    const brand = term('Msingi', [{words: 'msingi', alone: true}]);
    expect(
      found(
        'Msingi\n  - phase: Msingi\ntitle: "Msingi"\n## Msingi\nkuchimba msingi\nMsingi Construction\n- Misingi',
        [brand],
      ),
    ).toEqual([
      ['Msingi', 1],
      ['Msingi', 2],
      ['Msingi', 3],
      ['Msingi', 4],
    ]);
  });

  it('ends a figure where its digits end', () => {
    const storey = term('storey', ['ghorofa 2']);
    expect(found('ghorofa 2; ghorofa 20; ghorofa 12', [storey])).toEqual([['ghorofa 2', 1]]);
  });

  it('allows a rendering where the English original uses the word it is right for', () => {
    const cypress = term('cypress', [{words: '-sonobari', rightFor: 'pine'}]);
    expect(found('misonobari', [cypress], 'treated pine')).toEqual([]);
    expect(found('misonobari', [cypress], 'cypress trusses, pineapple')).toEqual([
      ['misonobari', 1],
    ]);
  });

  it('names the file, the line, the words found and the glossary’s word', () => {
    const [breach] = glossaryBreaches('a\nMbao za Gypsum', glossary);
    expect(describeBreach('i18n/sw/x.mdx', breach!)).toBe(
      'i18n/sw/x.mdx:2: "Mbao za Gypsum" for gypsum board; gypsum ceiling: write "bodi za gypsum; dari ya gypsum"',
    );
  });
});

describe('the glossary', () => {
  it('has every term the company writes, each with what it rules out', () => {
    const english = glossary.map((t) => t.english).join(' | ');
    for (const word of [
      'quote (the document)',
      'quote request',
      'estimate',
      'bill of quantities',
      'NCA levy',
      'occupation certificate',
      'plan approval',
      'official land search',
      'storey',
      'bungalow',
      'maisonette',
      'client',
      'homeowner',
      'cypress',
      'gypsum board',
      'screed',
      'solar water heating',
      'fibre',
      'galvanised',
      'expansion joint',
      'waterproofing admixture',
      'Msingi (the company)',
      'apartment',
      'specification',
      'schedule',
      'site visit',
      'setting out',
      'superstructure',
      'building envelope',
      'design-and-build',
      'value engineering',
      'structural steel',
      'smart home',
      'mains water',
      'developer',
      'reel',
      'corrugated',
      'black cotton soil',
      'Industrial Area',
    ]) {
      expect(english).toContain(word);
    }
    expect(glossary.filter((t) => t.ruledOut.length === 0)).toEqual([]);
  });

  // What the reading of 26 November 2026 found in the edition: each must be caught.
  it.each([
    ['cypress', 'Mbao za Mtarakwa (cypress)'],
    ['storey', 'Jumba la ghorofa mbili lenye vyumba vitano'],
    ['storey', 'ofisi ya ghorofa 2 na ghala'],
    ['storey', 'eneo lililojengwa la sakafu zote'],
    ['storey', 'kwenye sakafu zote za maduka'],
    ['storey', 'Sakafu ya mpangaji'],
    ['Msingi (the company)', 'Ushauri wa Msingi'],
    ['Msingi (the company)', 'duka kuu la msingi'],
    ['Msingi (the company)', 'Maadili Yetu ya Msingi'],
    ['apartment', 'katika nyumba za ghorofa za Nairobi'],
    ['specification', 'Vipimo na Maelezo ya Kiufundi'],
    ['schedule', 'tunakagua kila ratiba ya nondo'],
    ['schedule', 'ratiba ya umaliziaji inayounganisha kila kitu'],
    ['site visit', 'kwa kila ziara ya eneo'],
    ['superstructure', 'Jengo la Juu na Ganda Lake'],
    ['superstructure', 'gharama ya boma tupu la jengo'],
    ['design-and-build', 'mikataba ya usanifu-na-ujenzi'],
    ['value engineering', 'Uhandisi wa Thamani'],
    ['structural steel', 'Chuma cha Miundo'],
    ['smart home', 'Nyumba Janja nchini Kenya'],
    ['mains water', 'inayojazwa na kisima na maji ya kampuni'],
    ['reel', 'stoo ya mizunguko ya karatasi'],
    ['corrugated', 'hutengeneza katoni za bati'],
    ['black cotton soil', 'udongo wa pamba mweusi'],
    ['Industrial Area', 'katika eneo la viwanda la Nairobi'],
    ['Industrial Area', 'kudorora kwa Uchumi'],
    // What the review of 27 November 2026 found at eec2be0: each must be caught.
    ['Msingi (the company)', 'Msingi wa kisheria ni ridhaa yako'],
    ['Msingi (the company)', '— msingi wa kisheria ni hatua unazotuomba tuchukue'],
    ['Msingi (the company)', 'Msingi'],
    ['Msingi (the company)', '  - title: Msingi na Muundo'],
    ['Msingi (the company)', '  - phase: Msingi na Ghorofa ya Chini ya Ardhi'],
    ['storey', 'ofisi za ghorofa mbili, pamoja na ya chini'],
    ['storey', 'ghorofa {count} pamoja na ya chini'],
    ['storey', 'Idadi ya ghorofa, pamoja na ya chini'],
    ['checked against', 'tathmini za kila mwezi zinazothibitishwa dhidi ya BQ iliyo wazi'],
    ['checked against', 'nondo, zege, kuta na umaliziaji dhidi ya michoro'],
    ['checked against', 'Kila ombi la malipo hukaguliwa dhidi ya kazi iliyokamilika kweli'],
    ['checked against', 'alama za paa la ukumbi wa kati dhidi ya modeli'],
    ['checked against', 'nyaya za kukaza sakafu dhidi ya usanifu'],
    ['checked against', 'tunapima tathmini za kila mwezi dhidi ya jedwali la vipimo'],
    ['to size', 'shimo la kunyonya maji lililopimwa pia kwa nyumba ya wageni'],
    ['to size', 'Kupima mfumo wa umeme wa jua kwa orodha halisi ya vifaa'],
    ['to size', 'unapaswa kupimwa kwa kiasi cha kilele cha msimu wa mavuno'],
    ['to size', 'ni kupima mifumo kwanza kwa ajili ya matumizi yako mwenyewe'],
    ['labour', 'huduma zetu za kitaalamu na vibarua pekee'],
    ['labour', 'kwa sababu ya usafirishaji na vibarua.'],
    ['financing', 'Je, mnatoa mikopo au mipango ya malipo?'],
    ['financing', 'ili kuthibitisha mmiliki na mikopo au zuio lolote kwenye hati'],
    ['double opt-in', 'kwenye barua pepe tunayokutumia (uthibitisho wa hatua mbili).'],
    ['renewable energy', 'Zikiambatana na nishati jadidifu na usimamizi wa kidijitali'],
    ['floor plans', 'Michoro ya usanifu: ramani za sakafu, mionekano ya nje na sehemu mkato'],
    // What the fresh reading of 28 November 2026 found at 4bb9b77: each must be caught.
    [
      'permit to work',
      'yakiwa na vibali vya kazi, mipango ya kunyanyua mizigo na afisa wa usalama',
    ],
    ['permit to work', 'hudhibitiwa kupitia mfumo wa vibali vya kazi.'],
    ['clerk of works', 'Usimamizi huru kupitia karani wa kazi (clerk of works)'],
    ['clerk of works', '  - title: Karani wa Kazi na Usimamizi wa Eneo la Ujenzi'],
  ])('rules out for %s: "%s"', (english, text) => {
    const terms = new Set(glossaryBreaches(text, glossary).map((b) => b.term.english));
    expect([...terms]).toEqual([expect.stringContaining(english)]);
  });

  it('allows what is right: a low count with the ground floor, a tower, ramani ya nyumba', () => {
    expect(
      glossaryBreaches(
        'Jumba la ghorofa mbili, ikiwemo ya chini; nyumba yenye ghorofa moja ya juu; jengo la ghorofa 12; ghorofa tatu za maduka; ramani ya nyumba; ushuru wa nyumba; kuchimba msingi; mbao za cypress',
        glossary,
      ),
    ).toEqual([]);
  });

  it('allows what the review of 27 November 2026 found right beside each new rule', () => {
    expect(
      glossaryBreaches(
        [
          '  - phase: Misingi',
          'Misingi',
          'Msingi Construction ilisanifu na kujenga',
          'Sababu ya kisheria (lawful basis) ya matumizi haya ni ridhaa yako',
          'kinga dhidi ya mchwa; imelinda bajeti dhidi ya ongezeko la bei',
          'tathmini zinazothibitishwa kwa kulinganisha na BQ',
          'kupima mchanganyiko kwa makini; tunapima sampuli za zege (cubes)',
          'kukadiria ukubwa wa mfumo wa umeme wa jua',
          'kazi ya mafundi na vifaa',
          'Je, mna njia za kugharamia ujenzi au mipango ya malipo?',
          'mkopo wa ujenzi au wa nyumba kutoka kwa mojawapo ya benki; benki hutoa mikopo ya nyumba',
          'rehani au tahadhari (caution) yoyote kwenye hati',
          'nishati mbadala; michoro ya mpangilio wa vyumba (floor plans)',
        ].join('\n'),
        glossary,
      ),
    ).toEqual([]);
  });

  it('allows what the fresh reading of 28 November 2026 made of each new rule', () => {
    expect(
      glossaryBreaches(
        [
          'yakiwa na vibali vya kazi hatari (permit to work), mipango ya kunyanyua mizigo',
          'hudhibitiwa kupitia mfumo wa vibali vya kazi hatari (permit to work).',
          'Usimamizi huru kupitia msimamizi wa kazi wa mteja (clerk of works)',
          'Kazi za ujenzi, pamoja na nyongeza ulizochagua',
        ].join('\n'),
        glossary,
      ),
    ).toEqual([]);
  });

  it('never rules out its own words', () => {
    const own = glossary.map((t) => `${t.kiswahili}. ${t.english}`).join('\n');
    expect(glossaryBreaches(own, glossary).map((b) => b.found)).toEqual([]);
  });
});

describe('withGlossary', () => {
  const start =
    '<!-- glossary:start (written by npm run glossary:write from src/data/glossary.ts) -->';
  it('writes the glossary between the markers, keeping the rest', () => {
    const doc = `# T\n\n${start}\nold\n<!-- glossary:end -->\n\nAfter.\n`;
    expect(withGlossary(doc, glossary)).toBe(
      `# T\n\n${start}\n\n${glossaryMarkdown(glossary)}\n\n<!-- glossary:end -->\n\nAfter.\n`,
    );
  });

  it('fails without the markers', () => {
    expect(() => withGlossary('# T\n', glossary)).toThrow(/markers are missing/);
  });
});
