/**
 * What deleting an account does, as the privacy page tells it. Each line names the tables (removed) or the
 * columns (kept, with the link to the person cleared) it stands for; a server test holds this list to the
 * database's own rules, so the page cannot drift from what deletion does.
 */
export const ACCOUNT_DELETION = {
  removed: [
    { what: 'Your account: name, e-mail, phone, password, picture, roles, sign-in sessions, codes and recovery codes.', tables: ['users', 'user_roles', 'auth_tokens', 'verification_codes', 'recovery_codes'] },
    { what: 'Your settings, notifications and prepared downloads of your data.', tables: ['user_settings', 'notifications', 'data_exports'] },
    { what: 'Your favourites.', tables: ['favourites'] },
    { what: 'Your bidding approvals and your requests for listing documents.', tables: ['bidding_approvals', 'document_permissions'] },
    { what: 'Invitations sent to you to become a listing’s seller.', tables: ['seller_invitations'] },
    { what: 'Listings you created as a realtor, with everything attached to them.', tables: ['properties'] },
    { what: 'Transactions you are a party to (as buyer, seller or realtor), with their contracts and signatures.', tables: ['property_transactions', 'contract_signers'] },
    { what: 'Your place in conversations (the conversations stay with the other people in them).', tables: ['conversation_participants'] },
    { what: 'Meetings and tours you organised, and your place in other people’s meetings.', tables: ['meetings', 'meeting_participants'] },
    {
      what: 'Projects you run as their realtor, with their milestones, tasks, checklists and files; your place on other projects and tasks, your comments on tasks, and upload links made for you.',
      tables: ['projects', 'project_realtors', 'project_task_assignees', 'project_task_comments', 'task_upload_links'],
    },
    { what: 'Your vendor list, and your place on other realtors’ vendor lists.', tables: ['vendors'] },
    { what: 'Your project templates (milestones, tasks and checklists), and the checklist headings and notes you wrote.', tables: ['milestone_templates', 'task_templates', 'checklist_templates', 'checklist_headings', 'checklist_notes'] },
    { what: 'Your network: your prospects, your labels and the notes you wrote about your prospects.', tables: ['prospects', 'network_labels', 'network_conversations'] },
    { what: 'Your calendar’s shared link and its subscription feed.', tables: ['calendar_links'] },
    {
      what: 'Your e-mail campaigns, templates and template images, your sender addresses, and the unsubscribes your campaigns collected.',
      tables: ['email_campaigns', 'email_templates', 'template_images', 'verified_senders', 'email_unsubscribes'],
    },
    { what: 'Your own files and folders in the file manager, with their stored copies.', tables: ['file_entries'] },
    { what: 'Document packages you shared.', tables: ['share_links'] },
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
    { what: 'Messages you sent stay in their conversations for the other people, and conversations you started stay with them, without your name.', columns: ['messages.sender_id', 'conversations.created_by'] },
    { what: 'Meetings you cancelled stay cancelled for the other people, without your name.', columns: ['meetings.cancelled_by'] },
    { what: 'Projects you were the seller of stay with their realtor, without you as their seller.', columns: ['projects.seller_id'] },
    {
      what: 'Tasks, folders, files and upload links you added to other people’s projects, the assignments you made and the task moves in their activity, stay with the project, without your name.',
      columns: ['project_tasks.created_by', 'project_folders.created_by', 'project_task_files.uploaded_by', 'task_upload_links.created_by', 'project_task_assignees.assigned_by', 'project_task_moves.user_id'],
    },
    {
      what: 'Files and folders you added to other people’s file managers or project folders, and file summaries you asked for there, stay with them, without your name.',
      columns: ['file_entries.created_by', 'file_summaries.user_id'],
    },
    {
      what: 'The admin activity record keeps each action taken on or by your account, with the name the account had then, no longer linked to it.',
      columns: ['admin_audit.actor_id', 'admin_audit.target_user_id'],
    },
  ],
} as const;
