import { ATTACHMENT_MAX_FILES, attachmentLimitText } from './attachments';

/** Every user-facing message of messaging; the spec shows none of its own for these calls. */
export const messagingMessages = {
  conversationNotFound: 'Conversation not found.',
  conversationCreated: 'Conversation started.',
  conversationUpdated: 'Conversation updated.',
  participantsRequired: 'Choose at least one person to message.',
  unknownParticipant: 'One of the people chosen does not exist.',
  notYourself: 'You cannot start a conversation with only yourself.',
  onlyCreatorRemoves: 'Only the person who started the conversation can remove others.',
  lastParticipant: 'A conversation needs at least two people.',
  messageEmpty: 'Write a message or attach a file.',
  messageTooLong: 'You must enter maximum 5000 characters.',
  attachmentType: 'Attachments may be images (png, jpg, gif, webp), audio (ogg, mp3, aac, wav) or video (webm, mp4).',
  attachmentTooLarge: `${attachmentLimitText('image')} ${attachmentLimitText('audio')} ${attachmentLimitText('video')}`,
  tooManyAttachments: `Attach at most ${ATTACHMENT_MAX_FILES} files to one message.`,
  messageSent: 'Message sent.',
  markedRead: 'Conversation marked as read.',
  noConversations: 'No conversations yet',
  noMessages: 'No messages yet',
  noMatches: 'No conversations match your search.',
  loadFailed: 'Failed to fetch Conversations.',
  messagesFailed: 'Failed to fetch Messages.',
  sendFailed: 'Your message was not sent. Please try again.',
  startFailed: 'The conversation could not be started. Please try again.',
  agentsFailed: 'Failed to fetch AgentsList.',
} as const;
