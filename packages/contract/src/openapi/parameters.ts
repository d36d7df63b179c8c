/**
 * What each path and query parameter of the API means, by `in:name` (the same name means the same
 * thing in every operation). The document builder fails on a parameter missing here, so a new
 * operation cannot ship an undescribed parameter (issue 33, item 8).
 */
export const PARAMETER_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'path:positionId': 'The position id.',
  'path:clientId': 'The client (organisation) id.',
  'path:userId': "The client user's id.",
  'path:systemUserId': "The system user's (administrator's) id.",
  'path:partnerId': 'The partner id.',
  'path:documentId': "The document id, from the partner's document list.",
  'path:subscriptionId': "One phone's push subscription id, from the partner's notification devices.",
  'path:token': 'The private calendar token of the feed URL (partner-calendarToken-create).',
  'path:shiftId': 'The shift id.',
  'path:subjectType': 'What the audit trail is about.',
  'path:subjectId': 'The id of the shift, client or partner (`settings` for the settings).',
  'path:enquiryId': 'The enquiry id.',
  'path:invoiceId': 'The invoice id.',
  'query:authId':
    "The sign-in's user id (Cognito `sub`); give exactly one of authId, email, regMobileNumber.",
  'query:email': "The sign-in's e-mail.",
  'query:regMobileNumber': "The sign-in's registration mobile number (E.164, e.g. +35799123456).",
  'query:cursor':
    "The previous page's `cursor`, to read the next page; omit it for the first page. Opaque: a cursor belongs to its list and to the filters it was read with, so send the same filters with it; one that cannot be read is 400 `INVALID_CURSOR`. The last page answers `cursor: null`.",
  'query:limit': 'The page size: a whole number within the range shown; without it the default page size.',
  'query:statuses':
    'Only these statuses: comma-separated (`statuses=A,B`) or repeated (`statuses=A&statuses=B`); an empty or unknown value is 400. Without it the default statuses of the list.',
  'query:name': 'Only partners whose first or last name starts with this text (at least 3 characters).',
  'query:status': 'Only this status (of the partners, or of the timesheets, as the list is).',
  'query:flag': 'Only timesheets with this flag.',
  'query:clientId': 'Only this client (organisation, its id).',
  'query:positionId': 'Only this position (its id).',
  'query:clientIds': 'Only these clients (ids), comma-separated or repeated.',
  'query:partnerId': 'Only this partner (its id).',
  'query:positionIds': 'Only these positions (ids), comma-separated or repeated.',
  'query:invoiceId': 'Only the shifts of this invoice (its id).',
  'query:from': 'Shifts starting on or after this day (YYYY-MM-DD, Asia/Nicosia).',
  'query:to': 'Shifts starting on or before this day (YYYY-MM-DD, Asia/Nicosia); not before `from`.',
  'query:sort': 'The field to order by.',
  'query:direction': '`asc` or `desc`.',
  'query:query': "The start of a partner's first or last name (at least 3 characters).",
  'query:shiftId': 'The shift being assigned: partners its organisation blocked are left out (issue 35).',
  'query:days':
    'The fill-rate period: shifts that started in the last 30 (default) or 90 days, up to the moment of reading.',
};

/** The description of a parameter, or an error naming the one that has none. */
export function parameterDescription(place: 'path' | 'query', name: string, operationId: string): string {
  const description = PARAMETER_DESCRIPTIONS[`${place}:${name}`];
  if (!description)
    throw new Error(
      `The ${place} parameter ${name} of ${operationId} has no description: add it to packages/contract/src/openapi/parameters.ts`,
    );
  return description;
}
