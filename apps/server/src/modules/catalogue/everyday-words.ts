/**
 * The everyday words people type for each category: a visitor searches "zubar", not "Stomatolog",
 * "frizer" or "šišanje", not "Frizerski salon". A search word that matches one of these (or the
 * category's own name, Serbian or English) finds the businesses of the category
 * (docs/decisions/040-search-words.md). Reviewed as one table: a word belongs here when a person
 * typing it means this kind of place. Several categories may share a word ("teretana": a sports
 * centre or group training; "pregled": a specialist or a technical inspection).
 *
 * Keys are the contract's category slugs; words are written as people write them (diacritics
 * optional: they are compared as search keys).
 */
export const EVERYDAY_WORDS: Readonly<Record<string, readonly string[]>> = {
  // beauty
  'beauty-salon': ['kozmetičar', 'kozmetičarka', 'kozmetika', 'kozmetički', 'tretman lica', 'čišćenje lica', 'beauty'],
  'body-care': ['nega tela', 'depilacija', 'vosak', 'piling', 'anticelulit', 'body'],
  'eyelashes-eyebrows': ['trepavice', 'obrve', 'lash', 'brow', 'laminacija', 'ekstenzije'],
  hairdresser: ['frizer', 'frizerka', 'frizerski', 'frizura', 'berber', 'berberin', 'berbernica', 'barber', 'šišanje', 'feniranje', 'farbanje', 'pramenovi'],
  'make-up-studio': ['šminka', 'šminker', 'šminkerka', 'šminkanje', 'makeup', 'make-up', 'vizažista'],
  massage: ['masaža', 'maser', 'maserka', 'masažer', 'masažni'],
  'nail-studio': ['nokti', 'manikir', 'manikirka', 'pedikir', 'gel lak', 'nail'],
  'wellness-spa': ['spa', 'wellness', 'velnes', 'sauna', 'banja', 'hamam'],
  // cars
  'additional-equipment': ['auto oprema', 'oprema', 'kuka', 'krovni nosač', 'zatamnjivanje', 'auto alarm'],
  'car-wash': ['perionica', 'autoperionica', 'pranje auta', 'pranje', 'dubinsko pranje', 'detailing'],
  'rent-a-car': ['rent a car', 'rentakar', 'iznajmljivanje automobila', 'iznajmljivanje', 'najam'],
  'service-maintenance': ['servis', 'auto servis', 'mehaničar', 'automehaničar', 'majstor', 'veliki servis'],
  'technical-inspection': ['tehnički', 'tehnički pregled', 'registracija', 'pregled vozila'],
  'tire-change': ['vulkanizer', 'vulkanizerska', 'gume', 'zamena guma', 'pneumatici', 'felne'],
  'wheel-geometry': ['geometrija', 'trap', 'centriranje', 'reglaža'],
  // health
  'aesthetic-surgery': ['estetski hirurg', 'plastični hirurg', 'plastična hirurgija', 'estetika', 'botoks', 'fileri'],
  cardiologist: ['kardiolog', 'kardiologija', 'srce', 'ekg', 'holter'],
  dentist: ['zubar', 'zubarka', 'zubni', 'zubna', 'zubi', 'stomatolog', 'stomatološka', 'stomatologija', 'ortodont'],
  dermathologist: ['dermatolog', 'dermatologija', 'koža', 'kožni', 'mladeži'],
  ent: ['orl', 'uvo', 'uho', 'grlo', 'nos', 'otorinolaringolog'],
  'general-medicine': ['lekar', 'doktor', 'opšta praksa', 'lekar opšte prakse', 'dom zdravlja', 'ambulanta'],
  gynecologist: ['ginekolog', 'ginekologija', 'ginekološka', 'ginekološki'],
  'health-laboratory': ['laboratorija', 'analize', 'analiza krvi', 'vađenje krvi', 'krv', 'lab'],
  nutritionist: ['nutricionista', 'dijeta', 'ishrana', 'dijetetičar'],
  ophthalmologist: ['oftalmolog', 'očni lekar', 'očna', 'očni', 'oči', 'naočare', 'vid'],
  pediatrics: ['pedijatar', 'pedijatrija', 'dečiji lekar', 'dečji lekar'],
  psychiatrist: ['psihijatar', 'psihijatrija', 'psihijatrijski'],
  psychologist: ['psiholog', 'psihoterapeut', 'psihoterapija', 'terapeut', 'savetovanje'],
  rehabilitation: ['fizioterapeut', 'fizioterapija', 'fizikalna', 'rehabilitacija', 'fizijatar', 'kineziterapija'],
  specialist: ['specijalista', 'specijalistički', 'pregled', 'internista'],
  urologist: ['urolog', 'urologija', 'prostata'],
  // nautics
  boat: ['čamac', 'čamci', 'barka', 'gliser', 'iznajmljivanje čamca'],
  'jet-ski': ['džet ski', 'jet ski', 'jetski', 'skuter', 'vodeni skuter'],
  raft: ['rafting', 'raft', 'splavarenje', 'kajak'],
  ship: ['brod', 'brodić', 'krstarenje', 'kruzer', 'izlet brodom'],
  yacht: ['jahta', 'jahte', 'jedrilica', 'jedrenje'],
  // pets
  grooming: ['grooming', 'šišanje pasa', 'kupanje pasa', 'pet salon', 'salon za pse'],
  'vet-ambulance': ['veterinar', 'veterina', 'veterinarka', 'veterinarska', 'vet', 'ambulanta za životinje'],
  'vet-laboratory': ['veterinarska laboratorija', 'vet lab', 'veterinarske analize', 'analize za pse'],
  // sports
  'balloon-halls': ['balon', 'balon hala', 'mali fudbal', 'zimski teren'],
  'dance-school': ['ples', 'plesna škola', 'plesni', 'salsa', 'tango', 'balet'],
  'group-training': ['teretana', 'fitnes', 'fitness', 'grupni trening', 'pilates', 'joga', 'yoga', 'aerobik', 'crossfit'],
  'personal-trainer': ['trener', 'personalni trener', 'lični trener', 'trening'],
  'sports-centre': ['sportski centar', 'teretana', 'fitnes', 'gym', 'rekreacija'],
  'sports-fields': ['teren', 'tereni', 'fudbal', 'tenis', 'košarka', 'padel'],
  'sports-halls': ['hala', 'sportska hala', 'dvorana', 'sala'],
  'swimming-school': ['plivanje', 'škola plivanja', 'bazen', 'plivački'],
  // drinks & dining
  distilleries: ['destilerija', 'rakija', 'rakije', 'pecara', 'degustacija rakije'],
  wineries: ['vinarija', 'vino', 'vina', 'vinski podrum', 'degustacija vina'],
  restaurants: ['restoran', 'kafana', 'hrana', 'ručak', 'večera', 'gostionica', 'bistro'],
};
