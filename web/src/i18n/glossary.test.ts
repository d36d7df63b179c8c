import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { resources } from './resources';

/**
 * The Greek column of docs/glossary.md as rules: a Greek text may not use a term the glossary rules
 * out. Each rule names the term to use instead. Keep this list and the glossary's "Ruled out" column
 * in step.
 */
const BANNED_GREEK_TERMS: readonly { pattern: RegExp; use: string }[] = [
  { pattern: /αίτημ|αιτήμ|αιτημ/iu, use: '«βάρδια» for a shift; «μήνυμα επικοινωνίας» for an enquiry' },
  { pattern: /πελάτ/iu, use: '«οργανισμός» for a client organisation' },
  { pattern: /(?<!\p{L})δομ(ή|ής|ές)(?!\p{L})/iu, use: '«οργανισμός» for a client organisation' },
  { pattern: /εργαζόμεν|εργαζομέν/iu, use: '«συνεργάτης/συνεργάτιδα» for a partner' },
  { pattern: /πρόστιμ/iu, use: '«ποινή» for a penalty' },
  { pattern: /απόρριψη/iu, use: '«Κλείσιμο» for dismiss' },
  { pattern: /τιμολογ(είται|ούνται)/iu, use: '«κοστολογείται» for priced' },
  { pattern: /βάρδι[άέ]/iu, use: '«βάρδια/βάρδιες» without a second accent («οι βάρδιες μου»)' },
  { pattern: /εγκατα?λ(είφθηκε|ειμμέν|ειφθεί)/iu, use: '«Χωρίς ανάληψη» for ABANDONED' },
  { pattern: /επιβεβαιωμέν/iu, use: '«Επαληθευμένος» (partner) or «Προς ανάληψη» (shift)' },
  { pattern: /μη εμφάνιση/iu, use: '«μη προσέλευση» for NO_SHOW' },
  { pattern: /ανειλημμέν/iu, use: '«Αναλήφθηκε» for CLAIMED' },
  {
    pattern: /νοσηλευτές (και|ή) φροντιστές/iu,
    use: '«νοσηλευτικό και φροντιστικό προσωπικό» (masculine only otherwise)',
  },
  {
    pattern:
      /επαγγελματικ\p{L}* (σας )?εγγραφ|πιστοποιητικ\p{L}* (εγγραφής|μητρώου)|Λήξη εγγραφής|Έληξε η άδεια$|εγγραφή συνεργάτη/iu,
    use: '«άδεια άσκησης επαγγέλματος» (expires yearly) or «βεβαίωση εγγραφής στο μητρώο» (does not expire)',
  },
  { pattern: /Προς ανάληψη|Διαθέσιμες/u, use: '«Ανοιχτή/Ανοιχτές» for an open shift' },
  { pattern: /παραμετροποί/iu, use: '«Ρυθμίσεις» for settings (configuration)' },
  { pattern: /(?<!\p{L})αιτί(α|ας)(?!\p{L})|αιτιολογ/iu, use: '«Λόγος» for a reason' },
  { pattern: /ιδιοκτήτ/iu, use: '«Κάτοχος λογαριασμού» for the owner' },
  { pattern: /ΑΦΜ|Α\.Φ\.Μ/u, use: '«ΑΦΤ» (Αριθμός Φορολογικής Ταυτότητας) for the tax number' },
  { pattern: /(?<!\p{L})(η|της|τη|την|στη|στην) CareShift/u, use: '«το CareShift» (neuter)' },
  { pattern: /διεκδίκ|διεκδικ/iu, use: '«ανάληψη/αναλαμβάνω» for claim' },
  { pattern: /Σήμανση μη προσέλευσης/iu, use: '«Καταγραφή μη προσέλευσης»' },
  {
    pattern: /ποινή στον συνεργάτη(?! ή)/u,
    use: '«στον συνεργάτη ή στη συνεργάτιδα» where the person may be a woman',
  },
  {
    pattern: /κωδικ(ός|ού|ό|οί|ών|ούς)(?!\p{L})(?!\s+(πρόσβασ[ηή]ς|επαλήθευσης|χώρας))/iu,
    use: '«κωδικός πρόσβασης» (password) or «κωδικός επαλήθευσης» (SMS or e-mail code)',
  },
];

const GREEK = /[\u0370-\u03FF\u1F00-\u1FFF]/u;
const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Every non-test source file of the web, the Lambdas and the packages. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes('node_modules'));
}

/** Greek lines that are not comments, as "path:line: text". */
function greekLines(): { where: string; text: string }[] {
  const files = ['web/src', 'lambdas/src', 'packages'].flatMap(sourceFiles);
  return files.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .map((text, index) => ({ where: `${relative(root, path)}:${index + 1}`, text: text.trim() }))
      .filter(({ text }) => GREEK.test(text) && !/^(\/\/|\/\*|\*)/.test(text)),
  );
}

function violations(lines: readonly { where: string; text: string }[]): string[] {
  return lines.flatMap(({ where, text }) =>
    BANNED_GREEK_TERMS.filter(({ pattern }) => pattern.test(text)).map(
      ({ pattern, use }) => `${where}: ${pattern.source} in "${text}" — use ${use}`,
    ),
  );
}

describe('the Greek terminology of docs/glossary.md', () => {
  it('should catch each ruled-out term', () => {
    const samples = [
      'Νέο αίτημα',
      'Πελάτης',
      'στη δομή σας',
      'Εργαζόμενος',
      'πρόστιμο',
      'Απόρριψη',
      'τιμολογείται',
      'Οι βάρδιές μου',
      'Εγκαταλείφθηκε',
      'Επιβεβαιωμένο',
      'μη εμφάνιση',
      'Ανειλημμένες',
      'Ξεχάσατε τον κωδικό;',
      'η επαγγελματική σας εγγραφή λήγει',
      'Προς ανάληψη',
      'Παραμετροποίηση',
      'Αιτία',
      'OWNER (ιδιοκτήτης)',
      'ΑΦΜ',
      'Η ομάδα της CareShift',
      'προθεσμία διεκδίκησης',
      'Σήμανση μη προσέλευσης;',
      'ποινή στον συνεργάτη ίση με',
    ];
    for (const [index, text] of samples.entries())
      expect(violations([{ where: `sample ${index}`, text }])).toHaveLength(1);
    expect(violations([{ where: 'ok', text: 'Ο κωδικός πρόσβασής σας άλλαξε. Κωδικός χώρας.' }])).toEqual([]);
  });

  it('should find no ruled-out term in any Greek text of the web, the e-mails, the SMS or the messages', () => {
    const lines = greekLines();
    expect(lines.length).toBeGreaterThan(300);
    expect(violations(lines)).toEqual([]);
  });

  it('should rank the review scale from Κακή to Άριστη', () => {
    expect(Object.values(resources.el.reviews.ratings)).toEqual([
      'Κακή',
      'Καλή',
      'Πολύ καλή',
      'Εξαιρετική',
      'Άριστη',
    ]);
  });

  it('should name the shift statuses as the glossary does', () => {
    expect(resources.el.ui.shiftStatus).toMatchObject({
      PENDING: 'Σε αναμονή έγκρισης',
      VERIFIED: 'Ανοιχτή',
      CLAIMED: 'Αναλήφθηκε',
      ABANDONED: 'Χωρίς ανάληψη',
      CANCELED: 'Ακυρώθηκε',
      FINISHED: 'Ολοκληρώθηκε',
      NO_SHOW: 'Μη προσέλευση',
    });
  });
});
