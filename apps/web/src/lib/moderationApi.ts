import type { MessageResponse, ModerationSearchResult } from '@tifo/contract';
import { callApi } from './api';
import * as api from './endpoints';

/** The operator's moderation (issue 45): search, then suspend / take down with a reason, and lift either. */
export const moderationKeys = {
  search: (query: string) => ['moderation', 'search', query] as const,
};

const quiet = { auth: true, toast: false } as const;

export function searchModeration(query: string, signal?: AbortSignal): Promise<ModerationSearchResult> {
  return callApi(api.postAdminModerationSearch, { query }, { ...quiet, signal });
}

const MODERATION_ROUTES = {
  'suspend-person': api.postAdminModerationSuspendPerson,
  'restore-person': api.postAdminModerationRestorePerson,
  'take-down': api.postAdminModerationTakeDown,
  'restore-organisation': api.postAdminModerationRestoreOrganisation,
} as const;

export type ModerationAction = keyof typeof MODERATION_ROUTES;

export function moderate(
  action: ModerationAction,
  target: { userId: string } | { clubId: string },
  reason: string,
): Promise<MessageResponse> {
  return callApi(MODERATION_ROUTES[action], { ...target, reason }, quiet);
}
