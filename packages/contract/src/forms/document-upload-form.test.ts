import { describe, expect, it } from 'vitest';

import { documentObjectName } from '@careshift/domain/partners/document-files';

import {
  ALLOWED_DOCUMENT_EXTENSIONS,
  documentUploadFormSchema,
  documentUploadRequestSchema,
  fileExtension,
  MAX_DOCUMENT_BYTES,
  takenDocumentTypes,
} from './document-upload-form';
import { validateForm } from './field-errors';

const schema = documentUploadFormSchema({ existingTypes: [] });
const file = (name: string, size = 1000) => ({ name, size });

describe('document upload form', () => {
  it('should accept every allowed extension, in any case', () => {
    for (const extension of ALLOWED_DOCUMENT_EXTENSIONS) {
      expect(
        validateForm(schema, { type: 'other', file: file(`scan.${extension.toUpperCase()}`) }).success,
      ).toBe(true);
    }
  });

  it('should allow exactly the spec list of extensions', () => {
    expect([...ALLOWED_DOCUMENT_EXTENSIONS].sort()).toEqual(
      [
        'jpg',
        'jpeg',
        'png',
        'pdg',
        'pdf',
        'svg',
        'webp',
        'doc',
        'docx',
        'csv',
        'xlsx',
        'xls',
        'ods',
        'pages',
      ].sort(),
    );
  });

  it('should require a type and a file ("No file selected")', () => {
    expect(validateForm(schema, { type: '', file: null }).errors).toEqual({
      type: 'Value is required',
      file: 'No file selected',
    });
    expect(validateForm(schema, { type: 'registry' }).errors).toEqual({ file: 'No file selected' });
  });

  it('should refuse other extensions with "{ext} is not supported", in both languages', () => {
    expect(validateForm(schema, { type: 'other', file: file('setup.exe') }).errors).toEqual({
      file: 'exe is not supported',
    });
    expect(validateForm(schema, { type: 'other', file: file('setup.exe') }, 'el').errors).toEqual({
      file: 'Η μορφή exe δεν υποστηρίζεται',
    });
    expect(validateForm(schema, { type: 'other', file: file('README') }).errors).toEqual({
      file: 'README is not supported',
    });
  });

  it('should carry the extension in the zod issue params for the API', () => {
    const result = schema.safeParse({ type: 'other', file: file('a.zip') });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ params: { ext: 'zip' } });
  });

  it('should allow exactly 5 MB and refuse one byte more ("File too big!")', () => {
    expect(validateForm(schema, { type: 'other', file: file('a.pdf', MAX_DOCUMENT_BYTES) }).success).toBe(
      true,
    );
    expect(
      validateForm(schema, { type: 'other', file: file('a.pdf', MAX_DOCUMENT_BYTES + 1) }).errors,
    ).toEqual({
      file: 'File too big!',
    });
    expect(MAX_DOCUMENT_BYTES).toBe(5 * 1024 * 1024);
  });

  it('should refuse an empty file', () => {
    expect(validateForm(schema, { type: 'other', file: file('a.pdf', 0) }).errors).toEqual({
      file: 'The file is empty.',
    });
  });

  it('should keep a browser File as it is', () => {
    const browserFile = new File(['%PDF-1.7'], 'licence.pdf', { type: 'application/pdf' });
    expect(schema.parse({ type: 'registration', file: browserFile }).file).toBe(browserFile);
  });

  it('should refuse a primary type the partner already has ("Doc already exists") and allow "other" again', () => {
    const existing = documentUploadFormSchema({ existingTypes: ['identity-front', 'other'] });
    expect(validateForm(existing, { type: 'identity-front', file: file('id.png') }).errors).toEqual({
      type: 'Doc already exists',
    });
    expect(validateForm(existing, { type: 'other', file: file('cv.pdf') }).success).toBe(true);
    expect(validateForm(existing, { type: 'identity-back', file: file('id.png') }).success).toBe(true);
  });

  it('should list the taken primary types for the select to disable', () => {
    expect(takenDocumentTypes(['registry', 'other', 'identity-back'])).toEqual(['identity-back', 'registry']);
  });

  it('should only know the five document types', () => {
    expect(validateForm(schema, { type: 'passport', file: file('a.pdf') }).errors).toEqual({
      type: 'Select a valid option.',
    });
  });

  it('should name primary documents by type and keep the name of "other" files', () => {
    expect(documentObjectName('registration', 'scan 1.pdf')).toBe('registration.pdf');
    expect(documentObjectName('other', 'scan 1.pdf')).toBe('scan-1.pdf');
  });

  it('should read the extension after the last dot', () => {
    expect(fileExtension('my.scan.JPEG')).toBe('jpeg');
    expect(fileExtension('.hidden')).toBe('');
  });
});

describe('document upload request (API)', () => {
  const request = documentUploadRequestSchema({ existingTypes: ['registry'] });

  it('should apply the same rules to the file name and size', () => {
    expect(validateForm(request, { type: 'other', fileName: 'a.pdf', size: 10 }).success).toBe(true);
    expect(validateForm(request, { type: 'other', fileName: 'a.bat', size: 10 }).errors).toEqual({
      fileName: 'bat is not supported',
    });
    expect(
      validateForm(request, { type: 'other', fileName: 'a.pdf', size: MAX_DOCUMENT_BYTES + 1 }).errors,
    ).toEqual({
      fileName: 'File too big!',
    });
    expect(validateForm(request, { type: 'registry', fileName: 'a.pdf', size: 10 }).errors).toEqual({
      type: 'Doc already exists',
    });
    expect(validateForm(request, { type: 'other', fileName: '', size: 10 }).errors).toEqual({
      fileName: 'No file selected',
    });
  });
});
