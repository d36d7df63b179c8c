/** Manage Claims (administrators): find a sign-in and change its role, the sign-in role (English). */
export const signInRoles = {
  title: 'Manage Claims',
  description: 'Find a sign-in by its auth id, registration mobile number or e-mail and change its role.',
  search: {
    title: 'Search',
    type: 'Search by',
    types: {
      authId: 'Auth Id',
      regMobileNumber: 'Registration mobile number',
      email: 'E-mail',
    },
    hints: {
      authId: 'The id of the sign-in (the token subject).',
      regMobileNumber: 'Include +357, e.g. +35799123456.',
      email: 'The e-mail the user signs in with.',
    },
    submit: 'Search',
    failed: 'Search Failed!',
  },
  result: {
    title: 'Sign-in',
    authId: 'Auth Id',
    email: 'E-mail',
    phoneNumber: 'Mobile number',
    clientId: 'Client',
    signIn: 'Sign-in',
    enabled: 'Enabled',
    disabled: 'Disabled',
    none: '-',
  },
  roleForm: {
    role: 'Role',
    hint: 'The new role reaches the user at their next sign-in or within the hour.',
    ownAccount: 'This is your own sign-in: without SYSTEM_USER you lose access to the administration.',
    reset: 'Reset',
    update: 'Update',
    updated: 'Updated!',
    updatedBody: 'The role of {{authId}} is now {{role}}.',
  },
  roles: {
    none: 'No role',
    EMPLOYEE: 'EMPLOYEE (partner)',
    SYSTEM_USER: 'SYSTEM_USER (administrator)',
    OWNER: 'OWNER (organisation owner)',
    CLIENT: 'CLIENT (organisation user)',
  },
} as const;
