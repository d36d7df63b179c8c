/** The client's review of a request (on Request Details) and the review view (English). */
export const reviews = {
  modalTitle: 'Review request #{{ref}}',
  viewTitle: 'Review of request #{{ref}}',
  intro: 'How did {{name}} do? Rate each question from 1 (Bad) to 5 (Awesome).',
  introNoName: 'How did the partner do? Rate each question from 1 (Bad) to 5 (Awesome).',
  adaptationNote:
    'A partner new to your facility needs an adaptation time of 60 to 90 minutes. Please take it into account in your ratings.',
  questions: {
    Q1: { title: 'Punctuality', description: 'Arrived on time and ready to start.' },
    Q2: {
      title: 'Professional conduct',
      description: 'Appearance, attitude and respect for the people in your care and your staff.',
    },
    Q3: {
      title: 'Communication',
      description: 'Clear and kind communication with your team, patients and families.',
    },
    Q4: { title: 'Quality of care', description: 'Competence in the care and clinical tasks asked for.' },
    Q5: {
      title: 'Overall',
      description:
        'Would you like this partner on your requests again? This question counts for 40% of the score.',
    },
  },
  /** Ratings 1 to 5 (spec section 9). */
  ratings: { bad: 'Bad', good: 'Good', veryGood: 'Very good', great: 'Great', awesome: 'Awesome' },
  comment: 'Comment',
  commentHint: 'Optional. The partner and the company can read it.',
  noComment: 'No comment',
  score: 'Score: {{score}} out of 5',
  scorePending: 'The score shows when every question is rated.',
  scoreLabel: 'Score',
  createdAt: 'Reviewed at',
  submit: 'Submit review',
  submitted: 'Thank you! Request #{{ref}} is reviewed.',
  loadFailed: 'The review could not be loaded.',
} as const;
