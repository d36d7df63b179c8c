/** The public landing page (English). */
export const landing = {
  meta: {
    title: 'CareShift — care shifts in Cyprus',
    description:
      'CareShift connects care organisations in Cyprus with certified nurses and carers for every shift.',
  },
  skipToContent: 'Skip to content',
  nav: {
    label: 'Main',
    aboutUs: 'About us',
    shiftRates: 'Shift Rates',
    getInTouch: 'Get In Touch',
    portal: 'Portal',
    logIn: 'Log In',
    logOut: 'Log Out',
  },
  hero: {
    title: 'Care shifts, covered.',
    lead: 'CareShift connects care homes, clinics and hospitals in Cyprus with certified nurses and carers, shift by shift.',
    seeRates: 'See shift rates',
    contactUs: 'Get in touch',
  },
  about: {
    title: 'About us',
    body: 'We are a Cypriot team of healthcare and technology people. We started CareShift because care organisations were losing hours every week looking for cover, while qualified nurses and carers wanted flexible work with clear pay.',
    body2:
      'Every partner on CareShift is verified: identity, professional registration and documents are checked before they can claim a shift.',
  },
  whatWeDo: {
    title: 'What we do',
    organisations: {
      title: 'For organisations',
      body: 'Post a shift in a minute, follow who claimed it and review the work when it is done.',
    },
    partners: {
      title: 'For nurses and carers',
      body: 'Find open shifts that match your position, claim the ones that suit you and see your shifts in one place.',
    },
    pay: {
      title: 'Clear rates',
      body: 'Day, night and holiday rates are published for every position, so everyone knows the pay before a shift starts.',
    },
  },
  rates: {
    title: 'Shift rates',
    intro: 'Hourly rates per position. Night hours, Sundays and public holidays are paid at their own rates.',
    caption: 'Hourly shift rates per position in euros',
    position: 'Position',
    normalDay: 'Day',
    normalNight: 'Night',
    holidayDay: 'Holiday day',
    holidayNight: 'Holiday night',
    note: 'Rates exclude the company commission.',
    loading: 'Loading rates…',
    failed: 'The rates could not be loaded.',
    empty: 'No positions are published yet.',
  },
  stats: {
    title: 'CareShift in numbers',
    openShifts: 'Open shifts',
    registeredNurses: 'Registered nurses',
  },
  contact: {
    title: 'Get in touch',
    body: 'Looking for nurses for your organisation, or a certified nurse looking for shifts? Write to us, call or e-mail, and we will get back to you.',
    phone: 'Phone',
    email: 'E-mail',
    form: {
      title: 'Send us a message',
      name: 'Name',
      email: 'E-mail',
      countryCode: 'Country code',
      phone: 'Phone number',
      type: 'I am',
      typePlaceholder: 'Choose one',
      typeHire: 'An organisation that wants to hire nurses',
      typeNurse: 'A certified nurse who wants shifts',
      message: 'Message (optional)',
      honeypot: 'Leave this field empty',
      submit: 'Send message',
      sending: 'Sending…',
      success: 'Thank you for contacting us!',
      notSent: 'Your message was not sent. What you wrote is still here: please try again.',
      retry: 'Try again',
    },
  },
  social: { label: 'Follow us', facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' },
  footer: {
    rights: '© CareShift. All rights reserved.',
    version: 'Version {{version}}',
    contact: 'Contact',
  },
} as const;
