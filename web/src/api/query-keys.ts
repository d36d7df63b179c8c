/** Query keys of the server data more than one area reads; every shift change refreshes `shifts.all`. */
export const shiftKeys = {
  all: ['shifts'] as const,
  list: (query: object) => ['shifts', 'list', query] as const,
  findAShift: (filter: object) => ['shifts', 'find-a-shift', filter] as const,
  mine: (filter: object) => ['shifts', 'mine', filter] as const,
  detail: (shiftId: string) => ['shifts', 'detail', shiftId] as const,
  review: (shiftId: string) => ['shifts', 'review', shiftId] as const,
  /** The price quoted for shifts being posted (organisations, who may not read the configuration). */
  quote: (positionId: string | null | undefined, shifts: object) =>
    ['shifts', 'quote', positionId, shifts] as const,
};

export const positionKeys = {
  all: ['positions'] as const,
  list: ['positions', 'all'] as const,
};

/** The system configuration (settings-get); saving it refreshes every reader (positions' split too). */
export const settingsKeys = {
  all: ['settings'] as const,
  vat: ['settings', 'vat'] as const,
};

export const systemUserKeys = {
  all: ['system-users'] as const,
  list: (statuses: readonly string[]) => ['system-users', 'list', statuses] as const,
  detail: (systemUserId: string) => ['system-users', 'detail', systemUserId] as const,
};

/** A subject's activity trail; every change of the subject may refresh `audit.all`. */
export const auditKeys = {
  all: ['audit'] as const,
  trail: (subjectType: string, subjectId: string) => ['audit', subjectType, subjectId] as const,
};

/** A client's record, its users and its shift counts; a change of the client refreshes `clients.all`. */
export const clientKeys = {
  all: ['clients'] as const,
  list: ['clients', 'list'] as const,
  detail: (clientId: string | undefined) => ['clients', 'detail', clientId] as const,
  users: (clientId: string) => ['clients', 'users', clientId] as const,
  shiftCounts: (clientId: string) => ['clients', 'shift-counts', clientId] as const,
  /** Every client, for the client pickers. */
  options: ['clients', 'options'] as const,
};

/** The invoice lists (all, one partner's) and the new-invoice candidates; a changed invoice replaces its row. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  invoiceables: ['invoices', 'invoiceable'] as const,
  lists: ['invoices', 'list'] as const,
  list: (query: object) => ['invoices', 'list', query] as const,
  invoiceable: (partnerId: string) => ['invoices', 'invoiceable', partnerId] as const,
  /** The signed-in partner's penalties not yet invoiced. */
  pendingPenalties: ['invoices', 'pendingPenalties'] as const,
};

/** The partner pages, the partner searches and a partner's profile; a partner change refreshes `partners.all`. */
export const partnerKeys = {
  all: ['partners'] as const,
  list: (filter: object) => ['partners', 'list', filter] as const,
  detail: (partnerId: string | undefined) => ['partners', 'detail', partnerId] as const,
  reviews: (partnerId: string) => ['partners', 'reviews', partnerId] as const,
  search: (name: string) => ['partners', 'search', name] as const,
  assignable: (query: string, positionId: string | undefined) =>
    ['partners', 'assignable', query, positionId] as const,
  statistics: ['partner-statistics'] as const,
};

/** A partner's documents. */
export const documentKeys = {
  all: ['partner-documents'] as const,
  list: (partnerId: string) => ['partner-documents', partnerId] as const,
};

export const enquiryKeys = { all: ['enquiries'] as const };

/** Who sends a help-center message (the signed-in viewer's name and e-mail). */
export const senderKeys = {
  of: (kind: string, userId: string) => ['help-center', 'sender', kind, userId] as const,
};

export const statisticsKeys = {
  monthly: ['stats', 'monthly'] as const,
};

/** Timesheets (issue 34): one shift's, an organisation's list, the administrators' queue. */
export const timesheetKeys = {
  all: ['timesheets'] as const,
  shift: (shiftId: string) => ['timesheets', 'shift', shiftId] as const,
  lists: ['timesheets', 'list'] as const,
  list: (query: object) => ['timesheets', 'list', query] as const,
};
