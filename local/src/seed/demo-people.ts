import type { PartnerStatus } from '@careshift/domain';

/** The administrator every local stack has. */
export const DEMO_ADMIN = {
  email: 'admin@careshift.local',
  firstName: 'Eleni',
  lastName: 'Charalambous',
  lang: 'en',
} as const;

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  lang: 'en' | 'el';
}

export interface DemoClient {
  /**
   * Fixed, so that links to the demo organisations (and their owners' `companyId`) stay the same from
   * one `npm start` to the next.
   */
  clientId: string;
  name: string;
  legalName: string;
  positionIds: string[];
  owner: DemoPerson;
  user: DemoPerson;
}

/** Two organisations, one English-named care home and one Greek-named clinic, each with two sign-ins. */
export const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    clientId: '20b8ce4b-7878-4593-bab1-90e0d1a754e1',
    name: 'Amathus Care Home',
    legalName: 'Amathus Care Home Ltd',
    positionIds: ['CARE_ASSISTANT', 'HEALTHCARE_ASSISTANT', 'NURSING_ASSISTANT', 'REGISTERED_NURSE'],
    owner: { email: 'owner@amathus-care.local', firstName: 'Andreas', lastName: 'Georgiou', lang: 'en' },
    user: { email: 'desk@amathus-care.local', firstName: 'Sarah', lastName: 'Whitfield', lang: 'en' },
  },
  {
    clientId: '474008d4-86b6-417b-bfe2-9e1f9f02fde0',
    name: 'Κλινική Αγία Σκέπη',
    legalName: 'Agia Skepi Clinic Ltd',
    positionIds: ['INTENSIVE_CARE_NURSE', 'MIDWIFE', 'PHYSIOTHERAPIST', 'REGISTERED_NURSE'],
    owner: { email: 'owner@agiaskepi.local', firstName: 'Χριστίνα', lastName: 'Παπαδοπούλου', lang: 'el' },
    user: { email: 'reception@agiaskepi.local', firstName: 'Νίκος', lastName: 'Κωνσταντίνου', lang: 'el' },
  },
];

export interface DemoPartner {
  phoneNumber: string;
  /** Kept in the partner's private info only (never in the user pool: partners sign in by SMS). */
  email: string;
  firstName: string;
  lastName: string;
  lang: 'en' | 'el';
  status: PartnerStatus;
  positionIds: string[];
  /** What the sign-in shows: printed beside the number. */
  label: string;
}

/**
 * One partner per status, with Cyprus mobile numbers the made-up partners never get (theirs end in
 * six digits from 100000). The VERIFIED one holds positions both organisations post, so Find a Shift
 * has shifts to claim; RESTRICTED is a lapsed licence; DISABLED cannot sign in (its number reads like an
 * unknown one, and its owner gets an SMS saying why).
 */
export const DEMO_PARTNERS: readonly DemoPartner[] = [
  {
    phoneNumber: '+35799000001',
    email: 'maria.ioannou@example.com',
    firstName: 'Μαρία',
    lastName: 'Ιωάννου',
    lang: 'el',
    status: 'VERIFIED',
    positionIds: ['HEALTHCARE_ASSISTANT', 'REGISTERED_NURSE'],
    label: 'Partner, VERIFIED',
  },
  {
    phoneNumber: '+35799000002',
    email: 'daniel.hughes@example.com',
    firstName: 'Daniel',
    lastName: 'Hughes',
    lang: 'en',
    status: 'PENDING',
    positionIds: ['CARE_ASSISTANT'],
    label: 'Partner, PENDING',
  },
  {
    phoneNumber: '+35799000003',
    email: 'kyriaki.savva@example.com',
    firstName: 'Kyriaki',
    lastName: 'Savva',
    lang: 'en',
    status: 'RESTRICTED',
    positionIds: ['NURSING_ASSISTANT', 'REGISTERED_NURSE'],
    label: 'Partner, RESTRICTED (licence expired)',
  },
  {
    phoneNumber: '+35799000004',
    email: 'giorgos.christodoulou@example.com',
    firstName: 'Γιώργος',
    lastName: 'Χριστοδούλου',
    lang: 'el',
    status: 'DISABLED',
    positionIds: ['CARE_ASSISTANT', 'HEALTHCARE_ASSISTANT'],
    label: 'Partner, DISABLED (sign-in refused; the SMS says why)',
  },
];

/** What the sign-in list says instead of a password for partners. */
export const SMS_CODE_HINT = 'SMS code in the outbox';
