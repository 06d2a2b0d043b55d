/** Toast durations the specification fixes (milliseconds). */
export const toastDurations = {
  login: 3000,
  registrationShort: 2000,
  registrationLong: 5000,
  default: 5000,
} as const;
