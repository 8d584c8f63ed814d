/**
 * The company's terms in Kiswahili: one word for each thing, chosen as a Kenyan professional
 * writes it, with the renderings the Kiswahili edition must not use. docs/translating.md shows it
 * to translators (`npm run glossary:write`), and a test reads every Kiswahili file against it
 * (src/lib/__tests__/glossaryUse.test.ts).
 *
 * A ruled-out rendering is matched as whole words, in any case, across line breaks. A leading
 * "-" lets it take any prefix (Kiswahili noun classes and verb forms: "-tarakwa" is mtarakwa
 * and mitarakwa, "-jitolea" is kujitolea and tumejitolea), a trailing "-" any ending, and "{n}"
 * stands for a number in figures or words ("sakafu {n}" is "sakafu tatu", "sakafu 3"). A rendering
 * may be right when certain words follow it (`unlessFollowedBy`: "ghorofa mbili" is ruled out,
 * "ghorofa mbili, ikiwemo ya chini" is not), or where its English original uses a word
 * (`rightFor`); and a word may be wrong only as a label on its own (`alone`: "Msingi" beside an
 * amount).
 */

/** A rendering the edition must not use, alone or with the conditions under which it is right. */
export type RuledOut =
  | string
  | {
      readonly words: string;
      /** Allowed in a translation whose English original uses this word (msonobari for "pine"), written as a rendering is. */
      readonly rightFor?: string;
      /** Allowed where one of these follows it, after spaces or punctuation ("ikiwemo ya chini"). */
      readonly unlessFollowedBy?: readonly string[];
      /** Ruled out only as the whole of a line or a message: a label, a title, a budget line. */
      readonly alone?: boolean;
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
    note: '"Tozo" is the levy, as Kenyan papers write "tozo ya nyumba" for the Housing Levy ("ushuru wa nyumba" is also heard for it: we write "tozo", but the other is not wrong). "Ushuru" is a duty or a tax on goods, not the NCA levy.',
    ruledOut: ['ushuru wa NCA', 'ushuru wa ujenzi', 'ada ya NCA'],
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
    note: 'The county approves the architect’s and engineer’s drawings ("michoro"), the word the rest of the site uses for them wherever approval, tender or construction is meant. "Ramani ya nyumba" is everyday Kenyan speech for a house plan and is right in a homeowner’s words; what the county approves is never "ramani".',
    ruledOut: [
      'idhini ya ramani',
      'kuidhinishwa kwa ramani',
      'ramani iliyoidhinishwa',
      'ramani zilizoidhinishwa',
    ],
  },
  {
    english: 'official land search',
    kiswahili: 'upekuzi rasmi wa ardhi',
    note: 'The search at the lands registry or on Ardhisasa that confirms the registered owner and any charge on the title. "(official search)" the first time on a page.',
    ruledOut: ['utafutaji rasmi', 'msako wa ardhi', 'utafutaji wa ardhi', 'utafutaji wa hati'],
  },
  {
    english:
      'storey; a 12-storey building; a two-storey house; basement; ground floor; a level of a building',
    kiswahili:
      'ghorofa; jengo la ghorofa 12; nyumba ya ghorofa mbili, ikiwemo ya chini; ghorofa ya chini ya ardhi; ghorofa ya chini (ground floor)',
    note: 'A level of a building is "ghorofa", a tenant’s floor, a floor of shops and "all floors" too ("kila ghorofa", "ghorofa zote za maduka"). "Sakafu" is the floor one walks on, the slab and its finish ("eneo la sakafu" is floor area), never a level. A Kenyan counts a house’s or a low block’s storeys above the ground floor: "jumba la ghorofa mbili" is ground floor and two floors up. So a building of two to four storeys says the count includes the ground floor, every time: "jumba la ghorofa mbili, ikiwemo ya chini" (or counts its upper floors: "ghorofa moja ya juu"). "Ikiwemo" only includes; "pamoja na" is both "including" and "together with", so "ghorofa mbili, pamoja na ya chini" can be read as two floors plus the ground floor, the very misreading the count must prevent. The count stays the English one, so a figure reads the same in both editions and in the cost estimator’s storeys field. A count of some of its levels is clear as it is ("ghorofa tatu za maduka", "ghorofa mbili za chini ya ardhi"), and a tower is counted as the English counts it ("jengo la ghorofa 12"): one floor more or less is not what a reader takes from it.',
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
      'sakafu zote',
      'sakafu ya mpangaji',
      'sakafu za mpangaji',
      'sakafu za wapangaji',
      'pamoja na ya chini',
      ...['mbili', 'tatu', 'nne', '2', '3', '4'].map((count) => ({
        words: `ghorofa ${count}`,
        unlessFollowedBy: ['ikiwemo ya chini', 'za', 'ya juu', 'juu'],
      })),
    ],
  },
  {
    english: 'bungalow; single-storey',
    kiswahili: 'nyumba isiyo na ghorofa; -siyo na ghorofa',
    note: 'A Kenyan reads "nyumba ya ghorofa moja" as a house with one floor upstairs, that is, two levels: a bungalow has none. The adjective agrees: "kiwanda kisicho na ghorofa". "Ghorofa moja ya juu" says the upper floor plainly.',
    ruledOut: [{words: 'ghorofa moja', unlessFollowedBy: ['ya juu']}, 'nyumba ya chini'],
  },
  {
    english: 'maisonette',
    kiswahili: 'maisonette (nyumba ya ghorofa)',
    note: 'Kenyans keep the word; "(nyumba ya ghorofa)" explains it where a reader may not know it.',
    ruledOut: ['nyumba ya ngazi mbili', 'mezoneti'],
  },
  {
    english: 'Msingi (the company) and the common noun "msingi"',
    kiswahili:
      'msingi: a building’s foundation only; "-a awali", "-kuu", "muhimu" for initial, main, basic',
    note: 'Msingi is the company’s name, so a common noun "msingi" reads as the brand: "Ushauri wa Msingi" is Msingi’s consultation, "duka kuu la msingi" Msingi’s supermarket. Write "msingi" for the foundation of a building ("kuchimba msingi", "msingi wa raft", "nguzo za msingi"), and for initial, core, main or basic say what is meant: "ushauri wa awali", "maadili yetu makuu", "supamaketi kuu (mpangaji mkuu)", "huduma muhimu", "jambo la lazima". A building’s foundations as a stage or a budget line are "Misingi" ("Misingi na Muundo"), never a bare "Msingi" beside an amount. A legal basis is "sababu ya kisheria (lawful basis)".',
    ruledOut: [
      'ushauri wa msingi',
      'duka kuu la msingi',
      'duka kuu kubwa la msingi',
      'mpangaji wa msingi',
      'maadili ya msingi',
      'maadili yetu ya msingi',
      'huduma ya msingi',
      'matarajio ya msingi',
      'mahitaji ya msingi',
      'msingi mzuri wa',
      'msingi wa kuaminika',
      'msingi wa hesabu',
      'msingi wa kisheria',
      'msingi na muundo',
      'msingi na ghorofa',
      {words: 'msingi', alone: true},
    ],
  },
  {
    english: 'apartment; apartment block',
    kiswahili: 'fleti; jengo la fleti',
    note: 'Kenyans rent and buy "fleti" ("nyumba" where the count of homes is meant: "nyumba 144"). "Nyumba ya ghorofa" is the maisonette’s gloss, a house of its own on two levels, so it never names a flat or a block of flats.',
    ruledOut: [
      {words: 'nyumba za ghorofa', rightFor: 'maisonettes'},
      'majengo ya ghorofa ya makazi',
    ],
  },
  {
    english: 'specification',
    kiswahili: 'maelezo ya kiufundi; kiwango (a higher or lower specification)',
    note: 'What a material or a finish must be, as the drawings and the BQ describe it. "Vipimo" are measurements and tests (vipimo vya cube), and the BQ’s quantities: never the specification.',
    ruledOut: [
      'vipimo na maelezo ya kiufundi',
      'vipimo vilivyokubaliwa',
      'vipimo hasa vilivyokubaliwa',
      'vipimo vilivyowekwa',
      'vipimo na bei',
      'vipimo vya chini',
      'vipimo sahihi vya upako',
    ],
  },
  {
    english: 'schedule (a list: bar bending schedule, schedule of finishes)',
    kiswahili:
      'orodha: orodha ya nondo (bar bending schedule); orodha ya umaliziaji (schedule of finishes)',
    note: 'A schedule that lists is "orodha"; "ratiba" is a programme in time (the works’ programme, a payment schedule, a maintenance schedule).',
    ruledOut: [
      'ratiba ya nondo',
      'ratiba za nondo',
      'ratiba ya umaliziaji',
      'ratiba za umaliziaji',
    ],
  },
  {
    english: 'site visit; to visit the site',
    kiswahili: 'ziara ya eneo la ujenzi; kutembelea eneo la ujenzi',
    note: 'One form everywhere, the price list’s included. On a plot not yet built on, "kutembelea kiwanja".',
    ruledOut: [
      {words: 'ziara ya eneo', unlessFollowedBy: ['la ujenzi']},
      {words: 'ziara za eneo', unlessFollowedBy: ['la ujenzi']},
      'ziara ya kiwanja',
      'ziara ya tovuti',
      'kutembelea tovuti',
    ],
  },
  {
    english: 'setting out',
    kiswahili: 'kuweka alama za jengo ardhini (setting out)',
    note: 'The surveyor marks the building’s lines and levels on the ground before excavation. "(setting out)" the first time on a page.',
    ruledOut: ['upimaji wa msingi', 'kupima msingi', 'kupanga eneo'],
  },
  {
    english: 'superstructure; building envelope; shell',
    kiswahili:
      'muundo wa juu (superstructure); kuta za nje, madirisha na paa (building envelope); jengo bila umaliziaji (shell)',
    note: 'The superstructure is the frame and floors above the foundations; the envelope is what keeps the weather out: cladding, glazing, the roof. "Ganda" is a peel or a husk, and a "boma" is a compound. A pool’s shell is its concrete: "kuta na sakafu ya zege ya bwawa".',
    ruledOut: ['ganda', 'maganda', 'boma tupu', 'jengo la juu na'],
  },
  {
    english: 'design-and-build',
    kiswahili: 'usanifu na ujenzi chini ya mkataba mmoja (design-and-build)',
    note: 'One contract for design and construction. "(design-and-build)" the first time on a page; after it "usanifu na ujenzi".',
    ruledOut: ['usanifu-na-ujenzi', 'kusanifu-na-kujenga'],
  },
  {
    english: 'value engineering',
    kiswahili: 'kupunguza gharama bila kupunguza ubora (value engineering)',
    note: 'Finding cheaper ways to get the same performance. "Uhandisi wa thamani" means nothing to a Kenyan reader.',
    ruledOut: ['uhandisi wa thamani'],
  },
  {
    english: 'structural steel; steel frame',
    kiswahili: 'chuma cha muundo (structural steel); fremu ya chuma',
    note: 'The steel of the frame: columns, rafters, purlins.',
    ruledOut: ['chuma cha miundo', 'vyuma vya miundo'],
  },
  {
    english: 'smart home; smart (devices, meters, locks)',
    kiswahili:
      'smart home; vifaa vya smart home; mita za kisasa (smart meters); kufuli za kidijitali',
    note: 'Kenyans, suppliers and the English page keep "smart home": write it as it is, once with "(nyumba inayoendeshwa kidijitali)" where a reader may not know it. "Janja" is cunning, a trickster’s quality, never a device’s.',
    ruledOut: ['janja', 'werevu'],
  },
  {
    english: 'mains water',
    kiswahili: 'maji ya kaunti',
    note: 'The county water company’s piped supply (Nairobi Water, Nanyuki’s NAWASCO), as Kenyans say it. "Maji ya bomba" is any tap water, a borehole’s too.',
    ruledOut: ['maji ya bomba', 'maji ya kampuni', 'maji ya mfereji'],
  },
  {
    english: 'developer (of property)',
    kiswahili: 'mwekezaji wa majengo (wawekezaji wa majengo)',
    note: '"Mwekezaji" alone once the page has said what is developed. A "msanidi" develops software.',
    ruledOut: ['msanidi', 'wasanidi', '-endelezaji'],
  },
  {
    english: 'reel (of paper)',
    kiswahili: 'roli ya karatasi (roli za karatasi)',
    note: 'As a paper mill and a carton factory’s store say it.',
    ruledOut: ['-zunguko ya karatasi', 'stoo ya mizunguko', 'mizunguko iliyoinuliwa'],
  },
  {
    english: 'corrugated (board, carton)',
    kiswahili: 'katoni za karatasi ngumu (corrugated); bodi ya karatasi ngumu',
    note: '"Bati" is an iron sheet: a carton is not made of it.',
    ruledOut: ['katoni za bati', 'bodi za bati', 'bodi ya bati'],
  },
  {
    english: 'black cotton soil',
    kiswahili: 'udongo mweusi (black cotton)',
    note: 'The expansive clay of Athi River, Kitengela and much of Nairobi, as Kenyan builders name it.',
    ruledOut: ['udongo wa pamba'],
  },
  {
    english: 'names: Industrial Area; shops (Uchumi, Nakumatt); bodies (KABCEC, KEPSA, KGBS, AAK)',
    kiswahili: 'Industrial Area; maduka ya Uchumi; the body’s own name with its initials',
    note: 'Nairobi’s Industrial Area is a place name and stays as it is ("eneo la viwanda" is any other industrial area). A shop’s name that is also a word says what it is: "maduka ya Uchumi" (uchumi is the economy). An association or a company is named as it registered itself, with its initials: "Kenya Private Sector Alliance (KEPSA)", then "KEPSA". A public authority takes its Kiswahili name with its initials, as Kenyan Swahili papers write it: "Mamlaka ya Kitaifa ya Ujenzi (NCA)".',
    ruledOut: ['eneo la viwanda la Nairobi', 'kudorora kwa uchumi'],
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
    kiswahili: 'cypress; mbao za cypress',
    note: 'Kenyan timber yards and price lists sell plantation cypress (Cupressus lusitanica) as "cypress": "mbao za cypress", "miti ya cypress". "Mtarakwa" is the East African pencil cedar (Juniperus procera), a protected indigenous tree: a price list that offers it seems to sell a protected species. Cedar is "mwerezi" (mierezi) and pine "msonobari" (which some use loosely for any plantation conifer: name the tree), casuarina "mvinje": none of them is cypress.',
    ruledOut: ['-tarakwa', '-vinje', {words: '-sonobari', rightFor: 'pine'}],
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
  {
    english: 'checked against (the drawings, the BQ, a model, the work done)',
    kiswahili: 'kwa kulinganisha na; -linganisha na',
    note: '"Dhidi ya" is against as opposition or protection ("kinga dhidi ya mchwa", "kulinda bajeti dhidi ya ongezeko la bei"). A check compares one thing with another: "tathmini zinazothibitishwa kwa kulinganisha na BQ", "maombi ya malipo hulinganishwa na kazi iliyokamilika".',
    ruledOut: [
      'dhidi ya michoro',
      'dhidi ya BQ',
      'dhidi ya jedwali',
      'dhidi ya modeli',
      'dhidi ya usanifu',
      'dhidi ya kazi',
      'dhidi ya ramani',
      'dhidi ya maelezo ya kiufundi',
    ],
  },
  {
    english: 'to size (a system, a tank, a plant); sized for',
    kiswahili: 'kukadiria ukubwa wa; -enye ukubwa unaotosha',
    note: '"Kupima" is to measure or to test (the cubes, a mix, the power sold to the grid), not to choose how big a thing must be: "kukadiria ukubwa wa mfumo wa umeme wa jua", "tangi lenye ukubwa unaotosha pia nyumba ya wageni".',
    ruledOut: [
      'kupima mfumo wa umeme wa jua',
      'kupima mfumo wa sola',
      'kupima mifumo',
      '-pimwa kwa kiasi',
      '-pimwa pia kwa',
    ],
  },
  {
    english: 'labour (the work, in a price or a cost)',
    kiswahili: 'kazi ya mafundi; gharama ya mafundi; wafanyakazi (the people)',
    note: '"Vibarua" are casual labourers hired by the day: a price that covers labour covers skilled work, and trained local workers are "wafanyakazi wa eneo hilo".',
    ruledOut: [
      {words: 'vibarua', rightFor: 'casual'},
      {words: 'kibarua', rightFor: 'casual'},
    ],
  },
  {
    english: 'financing (a client’s build); a charge on a title',
    kiswahili:
      'njia za kugharamia ujenzi; mkopo wa ujenzi au wa nyumba (from a bank); rehani (a charge)',
    note: 'We arrange financing through partner banks; we do not lend. "Mikopo" means loans, right for what a bank or a SACCO gives: asked "Je, mnatoa mikopo?", a "Ndiyo" says the firm lends money, which only licensed lenders may do. A charge on a title is "rehani", with "tahadhari (caution)" beside it.',
    ruledOut: ['mnatoa mikopo', 'tunatoa mikopo', 'mikopo au zuio', 'mikopo au tahadhari'],
  },
  {
    english: 'double opt-in',
    kiswahili: 'kuthibitisha usajili kwa kiungo cha barua pepe (double opt-in)',
    note: 'Say what the reader does: confirms the sign-up by the link in the e-mail we send. "Uthibitisho wa hatua mbili" is two-step verification of a login, another thing.',
    ruledOut: ['uthibitisho wa hatua mbili'],
  },
  {
    english: 'renewable energy',
    kiswahili: 'nishati mbadala',
    note: 'As Kenyan papers and suppliers say it. "Jadidifu" is a Tanzanian coinage a Kenyan reader does not use.',
    ruledOut: ['jadidifu'],
  },
  {
    english: 'floor plans (drawings)',
    kiswahili: 'michoro ya mpangilio wa vyumba (floor plans)',
    note: 'The drawings are "michoro" (see plan approval), and "sakafu" is the floor one walks on: a floor plan shows how the rooms are laid out.',
    ruledOut: ['ramani za sakafu', 'ramani ya sakafu'],
  },
  {
    english: 'permit to work (a site safety system)',
    kiswahili: 'vibali vya kazi hatari (permit to work)',
    note: 'The written permit a supervisor issues before hot works, lifting or work at height begins. "Kibali cha kazi" is a work permit, the one a foreigner needs to be employed in Kenya: say which work the permit is for, with "(permit to work)" the first time on a page.',
    ruledOut: [
      {words: 'vibali vya kazi', unlessFollowedBy: ['hatari']},
      {words: 'kibali cha kazi', unlessFollowedBy: ['hatari']},
    ],
  },
  {
    english: 'clerk of works',
    kiswahili: 'msimamizi wa kazi wa mteja (clerk of works)',
    note: 'The client’s own inspector on site, who checks the contractor’s work against the drawings. Kenyan contractors and consultants say "clerk of works"; "karani" is an office clerk, so the Kiswahili says what the person does and keeps the English term beside it.',
    ruledOut: ['karani wa kazi', 'makarani wa kazi'],
  },
];
