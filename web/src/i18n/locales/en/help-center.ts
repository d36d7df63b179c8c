/** The Help Center: FAQ, contact us, feature ideas and the administrators' enquiries (English). */
export const helpCenter = {
  faq: {
    title: 'Frequently asked questions',
    description: 'Answers for partners and for organisations. Cannot find yours? Contact us.',
    partnersTitle: 'For partners (nurses and carers)',
    organisationsTitle: 'For organisations',
    partners: {
      claim: {
        question: 'How do I claim a shift?',
        answer:
          'Open "Find a shift", choose a shift of one of your positions and select "Claim". You can claim once your profile is Verified. The shift then appears under "My Shifts", and the organisation sees your name.',
      },
      cancel: {
        question: 'Can I cancel a shift I claimed? Is there a penalty?',
        answer:
          'Yes: open the shift, choose "Cancel Claim" and give a reason. Cancelling close to the start leaves the organisation without cover, so a late cancellation or a no-show adds a penalty equal to the company commission of that shift to your next invoice.',
      },
      invoices: {
        question: 'How do invoices work?',
        answer:
          'The organisation pays you the shift total directly. The company then invoices you for its commission on the shifts you worked, plus any penalties. You find your invoices under "Invoices".',
      },
      card: {
        question: 'How do I pay an invoice by card?',
        answer:
          'Under "Invoices", open the invoice’s "Actions" menu and choose "Pay Invoice". You are taken to a secure card checkout and back to your invoices afterwards; the invoice is marked paid as soon as the payment is confirmed. Cash and bank transfer are recorded by our team.',
      },
      documents: {
        question: 'Which documents do I need?',
        answer:
          'Your identity card (front and back), your professional registration and your registry certificate. Upload them under Profile → Documents as JPG, PNG or PDF files of at most 5 MB. An expired registration restricts your account until you upload a valid one.',
      },
      attendance: {
        question: 'Is my location tracked when I clock in and out?',
        answer:
          'No. Your phone’s position is asked for only at the moment you clock in, start or end a break, or clock out, to confirm you are at the facility; there is no continuous tracking and your route is never recorded. We do not store the coordinates: each punch keeps only its time, the position’s accuracy and your distance from the facility. Without a position, or outside the facility’s radius, you can still punch with a reason, which the organisation sees.',
      },
    },
    organisations: {
      post: {
        question: 'How do I post a shift?',
        answer:
          'Open "Requests" and choose "New Request": the position, the start and end, and the claim deadline. Your organisation must be Verified. The cost is calculated for you, with night, Sunday and holiday rates.',
      },
      cancel: {
        question: 'Can we cancel a shift?',
        answer:
          'Yes, while it is "Pending", "Verified" or "Claimed": open the shift, choose "Cancel" and give a reason. Please cancel as early as possible: the partner who claimed it is told at once.',
      },
      pay: {
        question: 'How do we pay for a shift?',
        answer:
          'You pay the total directly to the person who did the shift, against the payment note you download from the shift page with "Payment note". The company commission is settled between us and the partner.',
      },
      noShow: {
        question: 'What if the partner does not come?',
        answer:
          'Open the shift, choose "Mark as no-show" and give a reason. You pay nothing for it, and the partner is charged a penalty.',
      },
      documents: {
        question: 'Which documents do you check?',
        answer:
          'Every partner is checked before their first shift: identity, professional registration and registry certificate. You can see a partner’s details and documents for the shifts they hold with you.',
      },
    },
  },
  contact: {
    title: 'Contact us',
    description: 'Write to us and we will get back to you by e-mail or phone.',
    formTitle: 'Your message',
    name: 'Name',
    email: 'E-mail',
    countryCode: 'Country code',
    countryCodeFilter: 'Find a country code',
    noMatch: 'No matching code',
    phone: 'Phone number',
    phoneHint: 'Digits only.',
    type: 'I am',
    typePlaceholder: 'Choose one',
    types: {
      HIRE_NURSES: 'An organisation that wants to hire nurses',
      NURSE_WANTING_SHIFTS: 'A certified nurse who wants shifts',
    },
    message: 'Message',
    optional: 'optional',
    submit: 'Send message',
    success: 'Thank you for contacting us!',
  },
  ideas: {
    title: 'Feature ideas',
    description: 'Tell us what would make CareShift better for you. Every idea is read by our team.',
    formTitle: 'Your idea',
    ideaTitle: 'Idea',
    ideaTitleHint: 'A few words, for example “Export my shifts to my calendar”.',
    details: 'What would it change for you?',
    submit: 'Send idea',
    success: 'Thank you! Your idea was sent to our team.',
  },
  enquiries: {
    title: 'Enquiries',
    description: 'Messages from the contact form and feature ideas, newest first.',
    tableLabel: 'Enquiries',
    loading: 'Loading enquiries',
    failed: 'The enquiries could not be loaded.',
    columns: {
      received: 'Received',
      from: 'From',
      message: 'Message',
      status: 'Status',
    },
    kinds: { CONTACT: 'Contact form', FEATURE_IDEA: 'Feature idea' },
    statuses: { NEW: 'New', ANSWERED: 'Answered' },
    markAnswered: 'Mark answered',
    markNew: 'Mark new',
    updated: 'Enquiry from {{name}} updated.',
  },
} as const;
