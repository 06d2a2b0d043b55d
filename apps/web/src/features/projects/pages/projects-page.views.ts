import { isStaff } from '@openhouse/shared/roles/roles';
import type { ProjectStatus } from '@openhouse/shared/projects/rules';

/** Where a participant goes instead of adding a project: the page that holds what they can act on. */
export type ProjectsPageLink = { label: string; to: string };

type ProjectsPageCopy = {
  description: string;
  /** Staff add projects; everyone else takes part in the projects their realtor runs. */
  canAdd: boolean;
  empty: Record<ProjectStatus, string>;
  links: ProjectsPageLink[];
};

const roleIs = (roles: readonly string[] | null, role: string) => roles?.includes(role) ?? false;

/**
 * The Projects page in each role's words (docs/DECISIONS.md, Projects (web)): a realtor runs projects, a seller
 * follows the project of their home's sale, a buyer follows their purchase through Transactions and the
 * Calendar (their deal's project is the realtors' and the seller's), a vendor works on assigned tasks.
 */
export function projectsPageCopy(roles: readonly string[] | null): ProjectsPageCopy {
  if (isStaff(roles)) {
    return {
      description: 'Every transaction you run, with its milestones, tasks and people.',
      canAdd: true,
      empty: { in_progress: 'No projects in progress. Add one to start tracking a transaction.', completed: 'No completed projects yet.' },
      links: [],
    };
  }
  if (roleIs(roles, 'Seller')) {
    return {
      description: 'The sale of your home, run by your realtor: follow its milestones and tasks, and comment on a task to ask or answer.',
      canAdd: false,
      empty: {
        in_progress: 'Your realtor has not added you to a project yet. It appears here once your home is under contract or your realtor invites you.',
        completed: 'No finished sales yet.',
      },
      links: [
        { label: 'My home', to: '/my-home' },
        { label: 'Transactions', to: '/transactions' },
      ],
    };
  }
  if (roleIs(roles, 'Buyer')) {
    return {
      description: 'Your realtor runs the project of each purchase. Follow your offer and contract on Transactions, and the deal’s milestones on your Calendar.',
      canAdd: false,
      empty: {
        in_progress: 'Buyers do not take part in projects here: your accepted offer, its contract and its signing are on Transactions, and its milestones are on your Calendar.',
        completed: 'No finished purchases here: closed deals stay on Transactions.',
      },
      links: [
        { label: 'Transactions', to: '/transactions' },
        { label: 'Calendar', to: '/timeline' },
      ],
    };
  }
  return {
    description: 'The tasks a realtor gave you, with their files and comments, are on My tasks.',
    canAdd: false,
    empty: { in_progress: 'Your work is on My tasks: each task a realtor assigned you, with its files.', completed: 'No completed projects yet.' },
    links: [{ label: 'My tasks', to: '/projects/tasks' }],
  };
}
