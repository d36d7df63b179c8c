import { describe, expect, it } from 'vitest';

import { companyDetails } from './company-details';

const ENV_VALUES = {
  COMPANY_NAME: 'CareShift Ltd',
  COMPANY_ADDRESS: 'Λεωφόρος Μακαρίου Γ΄ 10 | 1065 Λευκωσία, Κύπρος',
  COMPANY_EMAIL: 'billing@careshift.local',
  COMPANY_PHONE: '+357 22 000 000',
  COMPANY_TAX_NUMBER: '10000000X',
  COMPANY_VAT_NUMBER: 'CY10000000X',
  COMPANY_REGISTRATION_NUMBER: 'HE 000000',
  COMPANY_BANK_NAME: 'Demo Bank (Cyprus)',
  COMPANY_IBAN: 'CY17002001280000001200527600',
  COMPANY_BIC: 'DEMOCY2N',
};

describe('companyDetails', () => {
  it('should read the company from the COMPANY_* variables, address lines split on "|"', () => {
    expect(companyDetails({ ...ENV_VALUES, COMPANY_IBAN: 'cy17 0020 0128 0000 0012 0052 7600' })).toEqual({
      name: 'CareShift Ltd',
      addressLines: ['Λεωφόρος Μακαρίου Γ΄ 10', '1065 Λευκωσία, Κύπρος'],
      email: 'billing@careshift.local',
      phoneNumber: '+357 22 000 000',
      taxNumber: '10000000X',
      vatNumber: 'CY10000000X',
      registrationNumber: 'HE 000000',
      bankName: 'Demo Bank (Cyprus)',
      iban: 'CY17002001280000001200527600',
      bic: 'DEMOCY2N',
    });
  });

  it('should leave out the optional details that are not set', () => {
    expect(
      companyDetails({
        COMPANY_NAME: 'CareShift',
        COMPANY_ADDRESS: 'Nicosia',
        COMPANY_EMAIL: 'a@b.cy',
        COMPANY_IBAN: '',
      }),
    ).toEqual({ name: 'CareShift', addressLines: ['Nicosia'], email: 'a@b.cy' });
  });

  it('should refuse a missing name, an empty address, a bad IBAN or BIC, naming the variable', () => {
    expect(() => companyDetails({ ...ENV_VALUES, COMPANY_NAME: ' ' })).toThrow(/COMPANY_NAME/);
    expect(() => companyDetails({ ...ENV_VALUES, COMPANY_ADDRESS: ' | ' })).toThrow(/COMPANY_ADDRESS/);
    expect(() => companyDetails({ ...ENV_VALUES, COMPANY_IBAN: 'CY17002001280000001200527601' })).toThrow(
      /COMPANY_IBAN is not a valid IBAN/,
    );
    expect(() => companyDetails({ ...ENV_VALUES, COMPANY_BIC: 'NOPE' })).toThrow(/COMPANY_BIC/);
    expect(() => companyDetails({})).toThrow(/COMPANY_NAME.*COMPANY_ADDRESS.*COMPANY_EMAIL/);
  });
});
