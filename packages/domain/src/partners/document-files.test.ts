import { describe, expect, it } from 'vitest';

import {
  contentMatchesExtension,
  documentContentType,
  documentObjectKey,
  documentObjectName,
  documentTypeOfChoice,
} from './document-files';
import { sanitiseFileName } from './document-names';

const text = new TextEncoder().encode('name,phone\nMaria,+35799000000\n');
const binary = Uint8Array.from([0x4d, 0x5a, 0, 0, 3]);

describe('partner document files', () => {
  it('should name primary documents by type plus extension and keep an "other" file’s own name', () => {
    expect(documentObjectName('identity-front', 'ID Card.JPG')).toBe('identity-front.jpg');
    expect(documentObjectName('registry', 'registry')).toBe('registry');
    expect(documentObjectName('other', 'Πτυχίο Νοσηλευτικής (2020).pdf')).toBe(
      'ptychio-nosileftikis-2020.pdf',
    );
    expect(documentObjectName('other', 'cv final v2.docx')).toBe('cv-final-v2.docx');
    expect(documentObjectKey('p1', 'registry.pdf')).toBe('employees/p1/registry.pdf');
  });

  it('should make any name safe for a key: accents dropped, no slashes or dots at the ends', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('scan.p/df')).toBe('df');
    expect(sanitiseFileName('Café Crème.PNG')).toBe('Cafe-Creme.png');
    expect(sanitiseFileName('ΑΔΤ.pdf')).toBe('adt.pdf');
    expect(sanitiseFileName('\u0301.pdf')).toBe('document.pdf');
    expect(sanitiseFileName('x'.repeat(300) + '.pdf').length).toBeLessThanOrEqual(100);
  });

  it('should store "identity front and back" as identity-front', () => {
    expect(documentTypeOfChoice('identity-front-and-back')).toBe('identity-front');
    expect(documentTypeOfChoice('registry')).toBe('registry');
  });

  it('should sign each extension for its Content-Type', () => {
    expect(documentContentType('a.pdf')).toBe('application/pdf');
    expect(documentContentType('a.JPEG')).toBe('image/jpeg');
    expect(documentContentType('a.csv')).toBe('text/csv');
  });

  it('should accept a file only when its first bytes match its extension', () => {
    expect(contentMatchesExtension('a.pdf', 'pdf', text)).toBe(true);
    expect(contentMatchesExtension('a.pdf', 'exe', binary)).toBe(false);
    expect(contentMatchesExtension('a.pdf', undefined, text)).toBe(false);
    expect(contentMatchesExtension('a.jpg', 'jpg', binary)).toBe(true);
    expect(contentMatchesExtension('a.doc', 'cfb', binary)).toBe(true);
    expect(contentMatchesExtension('a.docx', 'docx', binary)).toBe(true);
    expect(contentMatchesExtension('a.exe', 'exe', binary)).toBe(false);
  });

  it('should accept plain-text formats (csv, svg) only as text the detector does not recognise', () => {
    expect(contentMatchesExtension('a.csv', undefined, text)).toBe(true);
    expect(contentMatchesExtension('a.csv', undefined, binary)).toBe(false);
    expect(contentMatchesExtension('a.csv', 'exe', binary)).toBe(false);
    expect(
      contentMatchesExtension('a.svg', 'xml', new TextEncoder().encode('<?xml version="1.0"?><svg/>')),
    ).toBe(true);
    expect(contentMatchesExtension('a.svg', 'png', binary)).toBe(false);
  });
});
