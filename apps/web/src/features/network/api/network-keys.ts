/** Query keys of the network feature: every prospect query sits under one root, so a write refreshes them all. */
export const networkKey = ['network'] as const;
export const networkKeys = {
  prospects: (filters: object) => [...networkKey, 'prospects', filters] as const,
  labels: [...networkKey, 'labels'] as const,
  roles: [...networkKey, 'roles'] as const,
  notes: (prospectId: number) => [...networkKey, 'notes', prospectId] as const,
  prospect: (prospectId: number) => [...networkKey, 'prospect', prospectId] as const,
  timeline: (prospectId: number) => [...networkKey, 'timeline', prospectId] as const,
};
