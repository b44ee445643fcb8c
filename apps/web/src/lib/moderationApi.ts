import type { MessageResponse, ModerationSearchResult } from '@tifo/contract';
import { apiRequest } from './api';

/** The operator's moderation (issue 45): search, then suspend / take down with a reason, and lift either. */
export const moderationKeys = {
  search: (query: string) => ['moderation', 'search', query] as const,
};

const quiet = { auth: true, toast: false } as const;

export function searchModeration(query: string, signal?: AbortSignal): Promise<ModerationSearchResult> {
  return apiRequest<ModerationSearchResult>('/admin/moderation/search', {
    body: { query },
    ...quiet,
    signal,
  });
}

export type ModerationAction = 'suspend-person' | 'restore-person' | 'take-down' | 'restore-organisation';

export function moderate(
  action: ModerationAction,
  target: { userId: string } | { clubId: string },
  reason: string,
): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/admin/moderation/${action}`, {
    body: { ...target, reason },
    ...quiet,
  });
}
