import { describe, expect, it } from 'vitest';

import { documentObjectName } from './document-files';
import { documentFileName, sanitiseFileName, uniqueDocumentFileName } from './document-names';

describe('partner document names (issue 32, item 4)', () => {
  it('should keep a file’s own name in any script', () => {
    expect(documentFileName('Πιστοποιητικό.pdf')).toBe('Πιστοποιητικό.pdf');
    expect(documentFileName('C:\\scans\\Άδεια άσκησης  επαγγέλματος.PDF')).toBe(
      'Άδεια άσκησης επαγγέλματος.PDF',
    );
    expect(documentFileName('bad\u0000name\u202e.pdf')).toBe('badname.pdf');
    expect(documentFileName('.pdf')).toBe('document.pdf');
    const long = documentFileName(`${'α'.repeat(400)}.docx`);
    expect(long.length).toBe(150);
    expect(long.endsWith('.docx')).toBe(true);
  });

  it('should make a second file of the same name unique instead of refusing it', () => {
    expect(uniqueDocumentFileName('Πιστοποιητικό.pdf', [])).toBe('Πιστοποιητικό.pdf');
    expect(uniqueDocumentFileName('Πιστοποιητικό.pdf', ['Πιστοποιητικό.pdf'])).toBe('Πιστοποιητικό (2).pdf');
    expect(uniqueDocumentFileName('cv.pdf', ['CV.pdf', 'cv (2).pdf'])).toBe('cv (3).pdf');
    expect(uniqueDocumentFileName('notes', ['notes'])).toBe('notes (2)');
  });

  it('should store a safe key that keeps the sense of a Greek name', () => {
    expect(sanitiseFileName('Πιστοποιητικό.pdf')).toBe('pistopoiitiko.pdf');
    expect(sanitiseFileName('ΑΔΤ Μαρία.pdf')).toBe('adt-maria.pdf');
    expect(documentObjectName('other', 'Πιστοποιητικό.pdf', 'd-1')).toBe('d-1-pistopoiitiko.pdf');
    expect(documentObjectName('registry', 'Πιστοποιητικό.pdf', 'd-1')).toBe('registry.pdf');
  });
});
