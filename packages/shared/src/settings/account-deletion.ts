/**
 * What deleting an account does, as the privacy page tells it. Each line names the tables (removed) or the
 * columns (kept, with the link to the person cleared) it stands for; a server test holds this list to the
 * database's own rules, so the page cannot drift from what deletion does.
 */
export const ACCOUNT_DELETION = {
  removed: [
    { what: 'Your account: name, e-mail, phone, password, picture, roles, sign-in sessions and codes.', tables: ['users', 'user_roles', 'auth_tokens', 'verification_codes'] },
    { what: 'Your settings, notifications and prepared downloads of your data.', tables: ['user_settings', 'notifications', 'data_exports'] },
    { what: 'Your favourites.', tables: ['favourites'] },
    { what: 'Your bidding approvals and your requests for listing documents.', tables: ['bidding_approvals', 'document_permissions'] },
    { what: 'Invitations sent to you to become a listing’s seller.', tables: ['seller_invitations'] },
    { what: 'Listings you created as a realtor, with everything attached to them.', tables: ['properties'] },
    { what: 'Transactions you are a party to (as buyer, seller or realtor), with their contracts and signatures.', tables: ['property_transactions', 'contract_signers'] },
  ],
  anonymised: [
    {
      what: 'Bids you placed stay in each auction’s history under the bidding nickname you chose, no longer linked to you.',
      columns: ['bidding_history.user_id', 'bidding_properties.highest_bidder_id'],
    },
    {
      what: 'Decisions you made on other people’s requests, invitations you sent and auctions you set up keep their outcome, without your name.',
      columns: ['bidding_approvals.decided_by', 'document_permissions.decided_by', 'seller_invitations.invited_by', 'property_transactions.accepted_by', 'bidding_properties.created_by'],
    },
    { what: 'Listings you were the seller of stay with their realtor, without you as their seller.', columns: ['properties.seller_id'] },
    { what: 'Documents you uploaded to a listing stay with the listing, without your name.', columns: ['property_documents.uploaded_by'] },
    { what: 'Listing views and contract events you took part in stay as counts and audit records, without your account.', columns: ['property_events.user_id', 'contract_events.user_id'] },
  ],
} as const;
