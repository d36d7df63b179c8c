/**
 * People's names for the seeded data: Greek names in Greek script (as most Cypriots register), Greek
 * names in Latin script, and English names, so the name search has every case to find.
 */
export const GREEK_FEMALE_FIRST = ['Μαρία', 'Ελένη', 'Αικατερίνη', 'Χριστίνα', 'Άννα', 'Γεωργία', 'Σοφία', 'Ανδρούλλα', 'Παναγιώτα', 'Δέσποινα', 'Ευαγγελία', 'Στέλλα', 'Χρυσταλλένη', 'Μαρίνα', 'Ειρήνη', 'Αθηνά', 'Κωνσταντίνα', 'Νίκη', 'Θεοδώρα', 'Λουκία'];
export const GREEK_MALE_FIRST = ['Γιώργος', 'Ανδρέας', 'Χρίστος', 'Κωνσταντίνος', 'Νίκος', 'Μιχάλης', 'Παναγιώτης', 'Σταύρος', 'Δημήτρης', 'Αντώνης', 'Ιωάννης', 'Χαράλαμπος', 'Μάριος', 'Κυριάκος', 'Σάββας', 'Λοΐζος', 'Ευθύμιος', 'Πέτρος', 'Φίλιππος', 'Θεόδωρος'];
export const GREEK_LAST = ['Παπαδοπούλου', 'Γεωργίου', 'Ιωάννου', 'Χριστοδούλου', 'Κωνσταντίνου', 'Νικολάου', 'Χαραλάμπους', 'Αντωνίου', 'Μιχαήλ', 'Σάββα', 'Λοΐζου', 'Παναγιώτου', 'Κυριάκου', 'Δημητρίου', 'Πέτρου', 'Θεοδώρου', 'Ανδρέου', 'Στυλιανού', 'Ευαγγέλου', 'Μαρκίδης', 'Χατζηγεωργίου', 'Αθανασίου', 'Σταύρου', 'Φιλίππου', 'Ματθαίου'];
export const LATIN_GREEK_FIRST = ['Maria', 'Eleni', 'Katerina', 'Christina', 'Georgia', 'Sofia', 'Androulla', 'Despina', 'Marios', 'Andreas', 'Christos', 'Giorgos', 'Nikos', 'Michalis', 'Stavros', 'Kyriakos', 'Savvas', 'Loizos', 'Petros', 'Anna'];
export const LATIN_GREEK_LAST = ['Georgiou', 'Ioannou', 'Christodoulou', 'Konstantinou', 'Nikolaou', 'Charalambous', 'Antoniou', 'Michael', 'Savva', 'Loizou', 'Panayiotou', 'Kyriakou', 'Demetriou', 'Petrou', 'Theodorou', 'Andreou', 'Stylianou', 'Hadjigeorgiou', 'Athanasiou', 'Stavrou'];
export const ENGLISH_FIRST = ['Emma', 'Olivia', 'Sophie', 'Grace', 'Hannah', 'Lucy', 'Jessica', 'Daniel', 'James', 'Thomas', 'Oliver', 'Jack', 'Anna', 'Kate', 'Rachel', 'Mark', 'Paul', 'Laura', 'Sarah', 'David'];
export const ENGLISH_LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Wright', 'Thompson', 'White', 'Hughes', 'Edwards', 'Green', 'Hall', 'Wood'];

/** Latin letters for e-mail addresses of people with Greek-script names. */
export const GREEK_TO_EMAIL: Readonly<Record<string, string>> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x',
  ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};
