import {
  administratorPartnerFormSchema,
  clientConfirmFacilityPoint,
  clientCreate,
  partnerCreate,
  newClientFormSchema,
  newClientFormToBody,
  partnerFormToBody,
  partnerGet,
  positionCreate,
  shiftCreate,
  shiftGet,
  shiftsList,
} from '@careshift/contract';
import type { Operation, Partner, Position, ShiftDetail, ShiftPage, ShiftRow } from '@careshift/contract';
import { authenticatorCode } from '@careshift/local/admin/authenticator-enrolment';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';

import type { E2eStack } from '../../setup/stack.global';

/** An answer of the local API gateway: the status and the parsed JSON body. */
export interface ApiReply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface OrganisationInput {
  name: string;
  positionIds: string[];
  /** The account owner's e-mail; they sign in with `password`. */
  ownerEmail: string;
  password: string;
  city?: 'LIMASSOL' | 'NICOSIA' | 'LARNACA' | 'PAPHOS' | 'FAMAGUSTA';
  /** VERIFIED unless a journey needs one waiting for verification, or a disabled one. */
  status?: 'VERIFIED' | 'PENDING' | 'DISABLED';
  /** The address's coordinates (the facility point attendance measures from), when a journey needs them. */
  point?: { latitude: number; longitude: number };
}

export interface PartnerInput {
  firstName: string;
  lastName: string;
  /** The national number (8 digits), signed in with an SMS code to +357 and this number. */
  nationalNumber: string;
  email: string;
  positionIds: string[];
  /** The partner's saved language (default English). */
  lang?: 'en' | 'el';
  /** The licence's expiry day (YYYY-MM-DD, not before today; default 2030-12-31). */
  registrationExpirationDate?: string;
}

/** What the auth twin (Cognito's API) answers to a sign-in call, as far as the journeys read it. */
interface CognitoReply {
  AuthenticationResult?: { IdToken?: string };
  ChallengeName?: string;
  ChallengeParameters?: { USERNAME?: string };
  Session?: string;
}

/** One call of Cognito's JSON API at the auth twin (InitiateAuth, RespondToAuthChallenge). */
async function cognitoCall(authUrl: string, target: string, body: unknown): Promise<CognitoReply> {
  const response = await fetch(authUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as CognitoReply;
}

/**
 * The set-up a journey needs that a person would do elsewhere (an administrator creating the
 * organisation, the partner and the position), done through the same API the web calls, plus the
 * local stack's test hooks: the handlers' clock and running a scheduled job now.
 */
export class StackApi {
  readonly outbox;

  private constructor(
    readonly stack: E2eStack,
    /** The signed-in user's ID token (what the web's calls carry). */
    readonly idToken: string,
  ) {
    this.outbox = createOutboxClient(stack.outboxUrl);
  }

  /** Signs the seeded administrator in at the auth twin (USER_PASSWORD_AUTH, as Amplify does). */
  static async asAdministrator(stack: E2eStack): Promise<StackApi> {
    const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    return StackApi.asUser(stack, admin.username, admin.password, admin.authenticatorSecret);
  }

  /** Signs an e-mail user in at the auth twin; its calls carry that user's ID token. */
  static async asUser(
    stack: E2eStack,
    username: string,
    password: string,
    authenticatorSecret?: string,
  ): Promise<StackApi> {
    const cognito = (target: string, body: unknown) => cognitoCall(stack.authUrl, target, body);
    let reply = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.userPoolClientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    });
    // A user with the authenticator app on (the administrator) answers with its code.
    if (reply.ChallengeName === 'SOFTWARE_TOKEN_MFA' && authenticatorSecret) {
      reply = await cognito('RespondToAuthChallenge', {
        ClientId: stack.userPoolClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: reply.Session,
        ChallengeResponses: {
          USERNAME: username,
          SOFTWARE_TOKEN_MFA_CODE: authenticatorCode(authenticatorSecret),
        },
      });
    }
    const token = reply.AuthenticationResult?.IdToken;
    if (!token) throw new Error(`${username} could not sign in: ${JSON.stringify(reply)}`);
    return new StackApi(stack, token);
  }

  /** Signs a partner in by SMS code (CUSTOM_AUTH at the auth twin, the code from the outbox). */
  static async asPartner(stack: E2eStack, phoneNumber: string): Promise<StackApi> {
    const cognito = (target: string, body: unknown) => cognitoCall(stack.authUrl, target, body);
    const since = new Date(Date.now() - 1000);
    const challenge = await cognito('InitiateAuth', {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: stack.userPoolClientId,
      AuthParameters: { USERNAME: phoneNumber },
    });
    const sms = await createOutboxClient(stack.outboxUrl).waitFor(phoneNumber, {
      channel: 'sms',
      since,
      matching: /\b\d{6}\b/,
    });
    const reply = await cognito('RespondToAuthChallenge', {
      ClientId: stack.userPoolClientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: challenge.Session,
      ChallengeResponses: {
        USERNAME: challenge.ChallengeParameters?.USERNAME ?? '',
        ANSWER: /\b(\d{6})\b/.exec(sms.body)?.[1] ?? '',
      },
    });
    const token = reply.AuthenticationResult?.IdToken;
    if (!token) throw new Error(`${phoneNumber} could not sign in: ${JSON.stringify(reply)}`);
    return new StackApi(stack, token);
  }

  /** One call of a contract operation as the administrator. */
  async call<T = Record<string, unknown>>(
    operation: Operation,
    request: { path?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
  ): Promise<ApiReply<T>> {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(request.path?.[name] ?? ''),
    );
    const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
    const response = await fetch(`${this.stack.apiUrl}${path}${query}`, {
      method: operation.method,
      headers: {
        ...this.stack.originHeaders,
        authorization: `Bearer ${this.idToken}`,
        'content-type': 'application/json',
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** Like `call`, but a reply other than 200 fails the set-up with what the API said. */
  private async expectOk<T>(operation: Operation, request: Parameters<StackApi['call']>[1]): Promise<T> {
    const reply = await this.call<T>(operation, request);
    if (reply.status !== 200)
      throw new Error(`${operation.id}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  }

  /** A position with its hourly rates in cents. */
  createPosition(name: string, ratesInCents: [number, number, number, number]): Promise<Position> {
    const [normalDay, normalNight, holidayDay, holidayNight] = ratesInCents;
    return this.expectOk<Position>(positionCreate, {
      body: {
        name,
        normalDayHourlyRate: normalDay,
        normalNightHourlyRate: normalNight,
        holidayDayHourlyRate: holidayDay,
        holidayNightHourlyRate: holidayNight,
      },
    });
  }

  /** An organisation (VERIFIED unless asked) and its account owner (role OWNER, e-mail and password sign-in). */
  async createOrganisation(input: OrganisationInput): Promise<{ id: string; name: string }> {
    const form = newClientFormSchema.parse({
      name: input.name,
      legalName: `${input.name} Ltd`,
      status: input.status ?? 'VERIFIED',
      description: 'Nursing home',
      phone: { countryCode: '+357', number: '25123456' },
      positionIds: input.positionIds,
      address: {
        street: '12 Anexartisias Street',
        street2: '',
        city: input.city ?? 'LIMASSOL',
        postalCode: '3036',
        ...(input.point ? { lat: input.point.latitude, long: input.point.longitude } : {}),
      },
      user: {
        firstName: 'Eleni',
        lastName: 'Ioannou',
        email: input.ownerEmail,
        password: input.password,
        contactPhone: { countryCode: '+357', number: '' },
        lang: 'en',
      },
    });
    const client = await this.expectOk<{ id: string }>(clientCreate, { body: newClientFormToBody(form) });
    // Attendance measures from a confirmed facility point only (issue 34): the administrator confirms it.
    if (input.point)
      await this.expectOk(clientConfirmFacilityPoint, { path: { clientId: client.id }, body: input.point });
    return { id: client.id, name: input.name };
  }

  /** A VERIFIED partner holding the positions, who signs in with an SMS code. */
  async createPartner(input: PartnerInput): Promise<Partner> {
    const form = administratorPartnerFormSchema({ now: new Date(), role: 'SYSTEM_USER' }).parse({
      firstName: input.firstName,
      lastName: input.lastName,
      idCard: 'K654321',
      registrationNumber: 'RN-3120',
      registrationExpirationDate: input.registrationExpirationDate ?? '2030-12-31',
      phone: { countryCode: '+357', number: input.nationalNumber },
      email: input.email,
      lang: input.lang ?? 'en',
      iban: '',
      bankName: '',
      tiNumber: '',
      address: { street: '8 Ledras Street', street2: '', city: 'NICOSIA', postalCode: '1011' },
      positionIds: input.positionIds,
      status: 'VERIFIED',
      restrictedReasonType: '',
      weeklyShiftLimit: '',
      description: '',
    });
    return this.expectOk<Partner>(partnerCreate, { body: partnerFormToBody(form) });
  }

  getPartner(partnerId: string): Promise<Partner> {
    return this.expectOk<Partner>(partnerGet, { path: { partnerId } });
  }

  /**
   * Posts one open shift for an organisation, `start` Nicosia wall-clock as a Date, `hours` long, its
   * claim deadline a day before; the new shift's id.
   */
  async postShift(input: {
    clientId: string;
    positionId: string;
    start: Date;
    hours?: number;
    /** The claim deadline; a day before the start unless given. */
    deadline?: Date;
    idempotencyKey: string;
  }): Promise<string> {
    const { start, hours = 8, deadline = new Date(start.getTime() - 86_400_000) } = input;
    const posted = await this.expectOk<{ results: { requestId?: string }[] }>(shiftCreate, {
      body: {
        clientId: input.clientId,
        positionId: input.positionId,
        shifts: [
          {
            startDate: start.toISOString(),
            endDate: new Date(start.getTime() + hours * 3_600_000).toISOString(),
            deadline: deadline.toISOString(),
          },
        ],
        idempotencyKey: input.idempotencyKey,
      },
    });
    return posted.results[0]?.requestId ?? '';
  }

  getShift(requestId: string): Promise<ShiftDetail> {
    return this.expectOk<ShiftDetail>(shiftGet, { path: { shiftId: requestId } });
  }

  /** Every shift of an organisation, reading the administrator's list page after page. */
  async organisationShifts(clientId: string): Promise<ShiftRow[]> {
    const shifts: ShiftRow[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { clientIds: clientId, ...(cursor ? { cursor } : {}) };
      const page: ShiftPage = await this.expectOk<ShiftPage>(shiftsList, { query });
      shifts.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    return shifts;
  }

  /** The 6-digit code of the newest SMS to `to` (E.164) sent at or after `since`. */
  async smsCode(to: string, since: Date): Promise<string> {
    const sms = await this.outbox.waitFor(to, { channel: 'sms', since, matching: /\b\d{6}\b/ });
    const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
    if (!code) throw new Error(`No code in the SMS "${sms.body}"`);
    return code;
  }

  /**
   * Moves the handlers' clock to real time + `offsetMs` (absolute, not cumulative; 0 puts it back).
   * The browser, the auth twin and the JWT authorizer keep real time.
   */
  async setClockOffset(offsetMs: number): Promise<{ now: string; offsetMs: number }> {
    const response = await fetch(`${this.stack.apiUrl}/__local/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetMs: Math.round(offsetMs) }),
    });
    const body = (await response.json()) as { now: string; offsetMs: number };
    if (response.status !== 200)
      throw new Error(`The test clock refused ${offsetMs}: ${JSON.stringify(body)}`);
    return body;
  }

  /** Runs a scheduled job (`shift-sweep`, `shift-reminders`) now and returns what its handler returned. */
  async runJob(name: string): Promise<unknown> {
    const response = await fetch(`${this.stack.apiUrl}/__local/jobs/${encodeURIComponent(name)}/run`, {
      method: 'POST',
    });
    const report = (await response.json()) as { outcome?: string; result?: unknown; error?: string };
    if (response.status !== 200 || report.outcome !== 'succeeded')
      throw new Error(`The job ${name} did not succeed: ${response.status} ${JSON.stringify(report)}`);
    return report.result;
  }
}
