import type {
  conversationResponseSchema,
  conversationsResponseSchema,
  createConversationSchema,
  updateConversationSchema,
} from '@openhouse/shared/projects/task-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectsKey } from './project-keys';

export type Conversation = z.output<typeof conversationsResponseSchema>['data'][number];
type Saved = z.output<typeof conversationResponseSchema>;

const threadKey = (taskId: number) => [...projectsKey, 'conversations', taskId] as const;

/** GET /milestone/conversations?milestone_task_id: a task's comment thread, oldest first. */
export function useConversations(taskId: number) {
  return useQuery({
    queryKey: threadKey(taskId),
    queryFn: ({ signal }) => api.get<z.output<typeof conversationsResponseSchema>>('/milestone/conversations', { query: { milestone_task_id: taskId }, signal }).then((answer) => answer.data),
  });
}

/** A comment written, edited or deleted refreshes the thread and the task lists (their comment counts). */
function useThreadMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }) });
}

/** POST /milestone/conversations { milestone_task_id, message }. */
export const usePostComment = () => useThreadMutation((body: z.input<typeof createConversationSchema>) => api.post<Saved>('/milestone/conversations', body));

/** PUT /milestone/conversations/{id} { message }. */
export const useEditComment = () =>
  useThreadMutation(({ id, body }: { id: number; body: z.input<typeof updateConversationSchema> }) => api.put<Saved>(`/milestone/conversations/${id}`, body));

/** DELETE /milestone/conversations/{id}. */
export const useDeleteComment = () => useThreadMutation((id: number) => api.delete<{ message: string }>(`/milestone/conversations/${id}`));
