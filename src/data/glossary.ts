/**
 * The company's terms in Kiswahili: one word for each thing, chosen as a Kenyan professional
 * writes it, with the renderings the Kiswahili edition must not use. docs/translating.md shows it
 * to translators (`npm run glossary:write`), and a test reads every Kiswahili file against it
 * (src/lib/__tests__/glossaryUse.test.ts).
 *
 * A ruled-out rendering is matched as whole words, in any case, across line breaks. A leading
 * "-" lets it take any prefix (Kiswahili noun classes and verb forms: "-tarakwa" is mtarakwa
 * and mitarakwa, "-jitolea" is kujitolea and tumejitolea), a trailing "-" any ending, and "{n}"
 * stands for a number in figures or words ("sakafu {n}" is "sakafu tatu", "sakafu 3").
 */

/** A rendering the edition must not use; `rightFor` names an English word for which it is right. */
export type RuledOut =
  | string
  | {
      readonly words: string;
      /** Allowed in a translation whose English original uses this word (msonobari for "pine"), written as a rendering is. */
      readonly rightFor: string;
    };

export type GlossaryTerm = {
  /** The English term, as the English edition writes it. */
  readonly english: string;
  /** The one Kiswahili rendering. */
  readonly kiswahili: string;
  /** Where usage matters: why this word, and how it bends. */
  readonly note?: string;
  readonly ruledOut: readonly RuledOut[];
};

export const glossary: readonly GlossaryTerm[] = [
  {
    english: 'quote (the document)',
    kiswahili: 'nukuu ya bei',
    note: 'The priced offer for the work. "Makadirio" is an estimate: a client who asks for a quote is asking for a price we stand by, not a guess. "Custom quote" is "nukuu ya bei maalum".',
    ruledOut: ['makadirio ya bei', 'bei kwa makadirio', 'kwotesheni', 'nukuu ya makadirio'],
  },
  {
    english: 'quote request; to request a quote',
    kiswahili: 'ombi la nukuu ya bei; omba nukuu ya bei',
    note: 'The form and the button say the same words as the document they ask for.',
    ruledOut: [
      'ombi la bei',
      'ombi la makadirio',
      'maombi ya makadirio',
      'omba makadirio',
      'kuomba makadirio',
      'pata makadirio',
    ],
  },
  {
    english: 'estimate (the cost estimator’s range, an itemised estimate)',
    kiswahili: 'makadirio ya gharama',
    note: '"Makadirio" alone once the page has said what is estimated. Never the quote, never the bill of quantities.',
    ruledOut: ['makisio ya gharama', 'kadirio la gharama'],
  },
  {
    english: 'bill of quantities (BQ)',
    kiswahili: 'jedwali la vipimo na gharama (BQ)',
    note: 'The quantity surveyor’s priced list of every item. Kenyan clients and contractors say "BQ": write the Kiswahili with "(BQ)" the first time on a page, then "BQ".',
    ruledOut: [
      'makadirio ya gharama (BQ)',
      'makadirio yako ya gharama (BQ)',
      'makadirio ya kina ya gharama',
      'makadirio kamili ya gharama',
      'bili ya vipimo',
      'orodha ya vipimo',
    ],
  },
  {
    english: 'NCA levy (and the Housing Levy)',
    kiswahili: 'tozo ya NCA',
    note: '"Tozo" is the levy, as Kenyan papers write "tozo ya nyumba" for the Housing Levy. "Ushuru" is a duty or a tax on goods, not this.',
    ruledOut: ['ushuru wa NCA', 'ushuru wa ujenzi', 'ushuru wa nyumba', 'ada ya NCA'],
  },
  {
    english: 'occupation certificate',
    kiswahili: 'cheti cha ukaaji',
    note: 'Issued by the county when the finished building may be occupied, by people who live or work there: "ukaaji" is occupancy. Add "(occupation certificate)" the first time on a page.',
    ruledOut: [
      'cheti cha kuishi',
      'vyeti vya kuishi',
      'cheti cha kukaa',
      'vyeti vya kukaa',
      'cheti cha makazi',
      'vyeti vya makazi',
      'cheti cha kukalia',
    ],
  },
  {
    english: 'plan approval; approved drawings',
    kiswahili: 'idhini ya michoro; michoro iliyoidhinishwa',
    note: 'The county approves the architect’s and engineer’s drawings ("michoro"), the word the rest of the site uses for them. "Ramani" is a map: the survey’s, not the design’s.',
    ruledOut: [
      'idhini ya ramani',
      'kuidhinishwa kwa ramani',
      'ramani iliyoidhinishwa',
      'ramani zilizoidhinishwa',
      'ramani yako',
    ],
  },
  {
    english: 'official land search',
    kiswahili: 'upekuzi rasmi wa ardhi',
    note: 'The search at the lands registry or on Ardhisasa that confirms the registered owner and any charge on the title. "(official search)" the first time on a page.',
    ruledOut: ['utafutaji rasmi', 'msako wa ardhi', 'utafutaji wa ardhi', 'utafutaji wa hati'],
  },
  {
    english: 'storey; a 12-storey building; basement; ground floor',
    kiswahili:
      'ghorofa; jengo la ghorofa 12; ghorofa ya chini ya ardhi; ghorofa ya chini (ground floor)',
    note: 'A level of a building is "ghorofa", counted as the English counts it. "Sakafu" is the floor one walks on, the slab and its finish ("eneo la sakafu" is floor area), never a level. Where a reader enters or reads a count of levels (the cost estimator), say that it includes the ground floor: "ghorofa 2, pamoja na ya chini".',
    ruledOut: [
      'sakafu {n}',
      'idadi ya sakafu',
      'sakafu ya chini ya ardhi',
      'sakafu za chini ya ardhi',
      'sakafu za maduka',
      'sakafu za ofisi',
      'sakafu za maegesho',
      'sakafu ya ziada',
      'sakafu za ziada',
      'sakafu kwa sakafu',
      'kila sakafu',
      'sakafu nzima',
    ],
  },
  {
    english: 'bungalow; single-storey',
    kiswahili: 'nyumba isiyo na ghorofa; -siyo na ghorofa',
    note: 'A Kenyan reads "nyumba ya ghorofa moja" as a house with one floor upstairs, that is, two levels: a bungalow has none. The adjective agrees: "kiwanda kisicho na ghorofa".',
    ruledOut: ['ghorofa moja', 'nyumba ya chini'],
  },
  {
    english: 'maisonette',
    kiswahili: 'maisonette (nyumba ya ghorofa)',
    note: 'Kenyans keep the word; "(nyumba ya ghorofa)" explains it where a reader may not know it.',
    ruledOut: ['nyumba ya ngazi mbili', 'mezoneti'],
  },
  {
    english: 'client',
    kiswahili: 'mteja (wateja)',
    note: 'The person or company that commissions the work.',
    ruledOut: ['mwenye mradi'],
  },
  {
    english: 'homeowner',
    kiswahili: 'mmiliki wa nyumba (wamiliki wa nyumba)',
    note: '"Mwenye nyumba" is a landlord to a Kenyan reader, the person a tenant pays rent to: right for "landlord", never for a homeowner.',
    ruledOut: [
      {words: 'mwenye nyumba', rightFor: 'landlord-'},
      {words: 'wenye nyumba', rightFor: 'landlord-'},
    ],
  },
  {
    english: 'cypress',
    kiswahili: 'mtarakwa (mitarakwa); mbao za mtarakwa',
    note: 'Kenyan plantation cypress (Cupressus lusitanica) is the mtarakwa of every Kenyan timber yard, as in Kikuyu mũtarakwa. Cedar is "mwerezi" (mierezi), pine is "msonobari", casuarina is "mvinje": none of them is cypress. "(cypress)" the first time on a page.',
    ruledOut: ['-vinje', {words: '-sonobari', rightFor: 'pine'}],
  },
  {
    english: 'gypsum board; gypsum ceiling',
    kiswahili: 'bodi za gypsum; dari ya gypsum',
    note: 'The trade’s word is "gypsum", and a board is "bodi": gypsum is not timber, so never "mbao". "Jasi" is the dictionary’s mineral, which no fundi or client says.',
    ruledOut: ['mbao za gypsum', 'mbao za dari za gypsum', 'jasi'],
  },
  {
    english: 'screed',
    kiswahili: 'lipu ya sakafu (screed)',
    note: 'The levelling layer of sand and cement on a slab, under the tiles: a render ("lipu") of the floor, not an upper floor.',
    ruledOut: ['sakafu za juu', 'sakafu ya juu (screed)'],
  },
  {
    english: 'solar water heating; solar water heater',
    kiswahili: 'hita za maji za sola; hita ya maji ya sola',
    note: 'As the Energy (Solar Water Heating) Regulations are read in Kenya and as suppliers sell them. Solar power itself is "umeme wa jua" or "nishati ya jua".',
    ruledOut: ['kupasha maji kwa jua', 'kupasha maji kwa nishati ya jua', 'hita za jua'],
  },
  {
    english: 'fibre (internet)',
    kiswahili: 'intaneti ya fibre',
    note: 'Providers sell "fibre" (Safaricom Home Fibre); the British spelling, as the English edition writes it.',
    ruledOut: ['fiber', 'mtandao wa nyuzi', 'nyuzi za macho'],
  },
  {
    english: 'galvanised',
    kiswahili: '-liyopakwa zinki (galvanised)',
    note: 'The adjective agrees with its noun: "mabati yaliyopakwa zinki", "bomba lililopakwa zinki".',
    ruledOut: ['ya galvanised', 'za galvanised', 'ya mabati ya galvanised'],
  },
  {
    english: 'expansion joint; movement joint',
    kiswahili: 'kiungo cha upanuzi',
    note: 'The gap that lets a slab, a wall or a pool shell move with heat and settlement.',
    ruledOut: ['kiungo cha kuruhusu mwendo', 'kiungo cha kupanuka', 'mwanya wa upanuzi'],
  },
  {
    english: 'waterproofing admixture',
    kiswahili: 'kemikali ya kuzuia maji inayochanganywa kwenye zege',
    note: 'Mixed into the concrete itself, unlike a membrane laid against it. "Kiungo" is a joint (or a spice), not an ingredient of concrete.',
    ruledOut: ['kiungo cha kuzuia maji', 'viungo vya kuzuia maji'],
  },
  {
    english: 'to commit (to a design, a budget, a contract)',
    kiswahili: 'kuamua; kufanya uamuzi',
    note: '"Kujitolea" is to volunteer or to devote oneself: a client deciding to build is not volunteering.',
    ruledOut: ['-jitolea'],
  },
  {
    english: 'mixed-use (a building, a development)',
    kiswahili: 'matumizi mseto',
    note: 'As Kenyan planners and papers write it: "jengo la matumizi mseto".',
    ruledOut: ['matumizi mchanganyiko', 'matumizi ya mchanganyiko'],
  },
  {
    english: 'a suburb of Nairobi (Runda, Kilimani, Westlands…)',
    kiswahili: 'mtaa: mtaani Kilimani',
    note: '"Mjini" is in a town. Kilimani is a neighbourhood of Nairobi; Ruiru, Thika and Nanyuki are towns and take "mjini".',
    ruledOut: [
      'mjini Runda',
      'mjini Kilimani',
      'mjini Westlands',
      'mjini Karen',
      'mjini Lavington',
      'mjini Kileleshwa',
      'mjini Upper Hill',
      'mjini Gigiri',
      'mjini Muthaiga',
      'mjini Parklands',
    ],
  },
  {
    english: 'tank stand',
    kiswahili: 'kichanja cha tangi',
    note: 'The raised frame a water tank stands on.',
    ruledOut: ['kinara cha tangi', 'vinara vya tangi'],
  },
  {
    english: 'a false economy',
    kiswahili: 'akiba inayogharimu zaidi baadaye',
    note: 'Say what happens: the saving costs more later.',
    ruledOut: ['uwekevu wa uongo'],
  },
  {
    english: 'corrugator',
    kiswahili: 'corrugator (mashine ya kutengeneza bodi za katoni)',
    note: 'It makes corrugated board for cartons from reels of paper; it does not make paper.',
    ruledOut: ['mashine ya kutengeneza makaratasi', 'mashine ya kutengeneza karatasi'],
  },
];
