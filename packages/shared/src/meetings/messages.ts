/** Every meeting and tour message the user sees; the spec's wording where it has one. */
export const meetingMessages = {
  /** Spec (error catalogue): a failed cancel. */
  cancelFailed: 'Error cancelling meeting',
  /** Spec (part 2, appointments): a time in the past. */
  futureOnly: 'Meetings can only be scheduled for dates in the future.',
  meetingLinkInvalid: 'Please enter a valid meeting link (https://…).',
  dateRequired: 'Please choose a date.',
  timeRequired: 'Please choose a time.',
  invalidDate: 'Please enter a valid date.',
  invalidTime: 'Please enter a valid time.',
  invalidMeetingTime: 'Use the format YYYY-MM-DD HH:mm:ss.',
  endBeforeStart: 'The end date must be after the start date.',
  notFound: 'Meeting not found.',
  personTourBooked: 'Your in-person tour request was sent to the realtor.',
  videoTourBooked: 'Your video tour was booked. The realtor has been invited.',
  cancelled: 'Meeting cancelled.',
  alreadyCancelled: 'This meeting is already cancelled.',
  alreadyOver: 'This meeting has already taken place.',
  listingSideTour: 'You are on the listing side of this home; tours are for buyers.',
  offMarket: 'This home is no longer open for tours.',
  invitationsSent: 'Invitations sent.',
  invitationSent: 'Invitation sent.',
  alreadyParticipant: 'Everyone named already takes part in this meeting.',
  emailRequired: 'Please enter email',
  emailInvalid: 'Not a valid email',
} as const;
