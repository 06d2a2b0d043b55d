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
  realtorBusy: 'The realtor already has a meeting at this time. Please choose another time.',
  invitationsSent: 'Invitations sent.',
  invitationSent: 'Invitation sent.',
  alreadyParticipant: 'Everyone named already takes part in this meeting.',
  emailRequired: 'Please enter email',
  emailInvalid: 'Not a valid email',
  /** Spec (part 2, validation rules): the appointment form. */
  appointmentNameRequired: 'Please enter name',
  appointmentSubjectRequired: 'Please enter the subject',
  appointmentLinkRequired: 'Please enter the meetinglink',
  /** Spec (part 2, success messages): the server's answer; the page's dialog has its own words below. */
  appointmentScheduled: 'appoinments scheduled successfully',
  appointmentDialogTitle: 'Appointments',
  appointmentDialogText: 'Your Appointment Was scheduled successfully.',
  /** Spec (error catalogue): the default for a failed appointment. */
  appointmentFailed: 'Something went wrong, please try again.',
  schedulingPageNotFound: 'Scheduling page not found.',
  slotNotOffered: 'Please choose one of the free times.',
  slotTaken: 'This time was just booked by someone else. Please choose another time.',
  noFreeTimes: 'No free times on this day. Please choose another date.',
  appointmentProjectRefused: 'Projects are not chosen on the public scheduling page.',
} as const;
