/** Sign-in pages (English). */
export const auth = {
  login: {
    title: 'Log In',
    description: 'Organisations and administrators sign in with their e-mail and password.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Log In',
    failed: 'login failed',
    backHome: 'Back to the home page',
  },
} as const;
