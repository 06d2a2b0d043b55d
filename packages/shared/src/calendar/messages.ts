/**
 * Messages of the calendar. The spec's own wording (part 2, section 8) is kept exactly; the rest are ours.
 */
export const calendarMessages = {
  /** What the subscription feed is for, wherever it is offered (the Share dialog, the settings page). */
  feedDescription:
    'Add this private address to Google Calendar, Apple Calendar or Outlook ("subscribe from URL") to see your meetings and task groups there, each at its own time zone.',
  // Spec, section 8
  dateUpdated: 'Date update successfully',
  printed: 'Calendar print Successfully',
  printing: 'Printing Calendar, Please Wait...',
  somethingWrong: 'Something went wrong, please try again.',
  noTasks: 'No tasks found.',
  // Ours
  rangeInvalid: 'Please choose a range of at most 100 days, its end on or after its start.',
  linkNotFound: 'This calendar link is not valid.',
  sharingOn: 'Calendar sharing is on. Anyone with the link can see your calendar.',
  sharingOff: 'Calendar sharing is off. Links you gave out no longer work.',
  feedReset: 'Your calendar feed link was reset. The old link no longer works.',
  taskGroupNotFound: 'Task group not found.',
} as const;
