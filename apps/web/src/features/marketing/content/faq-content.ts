export type FaqItem = {
  id: string;
  question: string;
  answer: string[];
}

export type FaqGroup = {
  id: string;
  title: string;
  items: FaqItem[];
}

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'accounts',
    title: 'Accounts and sign-in',
    items: [
      {
        id: 'create-account',
        question: 'How do I create an account?',
        answer: [
          'Realtors create an account with "Become a Partner" on the home page and can invite their clients and vendors from inside Openhouse.',
          'Buyers, sellers and vendors usually join from an invitation e-mail sent by their Realtor. Each role gets its own menu with the tools that matter to it.',
        ],
      },
      {
        id: 'two-factor',
        question: 'How does two-factor login work?',
        answer: [
          'When two-factor verification is on, signing in takes two steps: your password, then a one-time verification code. The code expires after a short time and can only be used once.',
          'If you lose access to your codes, contact support@openhouse.app; we will verify your identity before restoring access.',
        ],
      },
    ],
  },
  {
    id: 'bidding',
    title: 'Bidding and offers',
    items: [
      {
        id: 'bidding-approval',
        question: 'How do I get approved to bid?',
        answer: [
          'Open the listing and request approval to bid. You will be asked to upload proof of funds, such as a recent bank statement or a lender pre-approval letter.',
          "The listing Realtor reviews your documents and approves or declines the request. You are notified either way, and once approved the bid panel unlocks for that listing.",
        ],
      },
      {
        id: 'how-bidding-works',
        question: 'How does online bidding work?',
        answer: [
          'Each auction has a starting bid, a minimum increment and an end time shown on the listing. Approved bidders place bids in real time and everyone sees the current high bid as it changes.',
          'Auctions use a soft close: if a bid is placed in the last 5 minutes, the end time is extended to 5 minutes after that bid. This repeats until 5 minutes pass with no new bid, so nobody wins by sniping in the final second.',
          'You are notified when you are outbid and when the auction ends.',
        ],
      },
      {
        id: 'retract-bid',
        question: 'Can I withdraw or change a bid?',
        answer: [
          'Bids are binding offers, so please check the amount before you confirm. A bid cannot be withdrawn or lowered once it is placed, except where the law gives you that right.',
          'If you made a mistake, contact the listing Realtor right away. You can always raise your position by placing a higher bid.',
        ],
      },
      {
        id: 'buyers-premium',
        question: "What is the buyer's premium?",
        answer: [
          "The buyer's premium is a percentage added to the winning bid to determine the total purchase price. For example, with a 5% premium a winning bid of $500,000 means a total purchase price of $525,000.",
          'The premium percentage is shown on the listing before you bid, so you always know your total price.',
        ],
      },
      {
        id: 'accepting-bids',
        question: 'Is the highest bid automatically accepted?',
        answer: [
          "No. Every bid is a binding offer, but it is subject to the seller's acceptance. After the auction the seller reviews the bids with their Realtor and can accept one, decline, or continue negotiating.",
          'When a bid is accepted, Openhouse turns it into a transaction and notifies the buyer.',
        ],
      },
    ],
  },
  {
    id: 'transactions',
    title: 'Transactions and documents',
    items: [
      {
        id: 'e-signing',
        question: 'How does e-signing work?',
        answer: [
          'Documents for the transaction are sent to each signer by e-mail and appear in their Openhouse account. You review them in the browser, on a computer or phone, and sign with a click.',
          'Electronic signatures are legally binding under the federal ESIGN Act and California law. Everyone receives the completed documents, and an audit trail records who signed and when.',
        ],
      },
      {
        id: 'documents-access',
        question: 'Who can see my documents?',
        answer: [
          "Files in a transaction or project are visible only to the people the Realtor has given access to, such as the buyer, the seller and assigned vendors. AI summaries follow the same access rules as the original file.",
          'Proof-of-funds documents are shared only with the listing side so they can approve you to bid.',
        ],
      },
    ],
  },
  {
    id: 'team',
    title: 'Vendors, calendar and notifications',
    items: [
      {
        id: 'vendors',
        question: 'How do vendors work with Openhouse?',
        answer: [
          'Realtors add vendors, such as inspectors, appraisers, stagers, photographers or title and escrow officers, to a deal project and assign them tasks.',
          'Vendors sign in to their own menu, where they see only the tasks, dates and files shared with them, and can mark work complete.',
        ],
      },
      {
        id: 'calendar-sharing',
        question: 'Can I share my calendar or let clients book time with me?',
        answer: [
          'Yes. Realtors can share their calendar with a link so that clients or colleagues can see it, and can stop sharing at any time.',
          'Realtors can also publish a public booking page where anyone can pick an open time slot for a showing or consultation. Bookings land directly on the calendar.',
        ],
      },
      {
        id: 'notifications',
        question: 'How do I change my notification settings?',
        answer: [
          'Open your account settings and choose Notifications. You can decide which events you hear about, such as new bids, outbid alerts, task updates, bookings and documents ready to sign, and how you receive them.',
          'Security messages, such as sign-in verification codes, are always sent.',
        ],
      },
    ],
  },
];
