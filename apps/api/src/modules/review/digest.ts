import { ROUTES } from '@tifo/contract';
import { swissDayTime } from '../../platform/swiss-dates';
import type { ScheduledJob } from '../jobs/service';
import { claimDigest, isDigestTime } from '../mail/digests';
import type { AppDeps } from '../wiring/deps';
import { REVIEW_MAILS } from './mail-texts';
import * as q from './queries';

/*
 * The daily digest of the review queue (issue 47): every morning from 07:00 Swiss time the operator gets one
 * mail listing the registrations that wait longer than 24 hours, the longest first, as long as any does.
 */

const KIND = 'review-queue';
const WAIT_MS = 24 * 3_600_000;

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

/** Sends today's digest when it is time and a registration waits longer than 24 hours; answers 1 when it did. */
export async function sendReviewDigest(deps: Deps, now: Date): Promise<number> {
  if (!isDigestTime(now)) return 0;
  const waiting = await q.registrationsWaitingSince(deps.db, new Date(now.getTime() - WAIT_MS));
  if (waiting.length === 0) return 0;
  const recipient = deps.config.OPERATOR_EMAIL;
  const sent = await deps.db.transaction(async (tx) => {
    if (!(await claimDigest(tx, KIND, recipient, now))) return false;
    const lines = waiting.map((club) => {
      const hours = Math.floor((now.getTime() - (club.submittedAt as Date).getTime()) / 3_600_000);
      return `- ${club.name}, ${club.city}: seit ${swissDayTime(club.submittedAt as Date)} (${hours} Stunden)`;
    });
    await deps.mailer.queueMail(tx, {
      to: recipient,
      template: REVIEW_MAILS.reviewQueueDigest,
      language: 'de',
      vars: {
        waiting: waiting.length === 1 ? '1 Registrierung wartet' : `${waiting.length} Registrierungen warten`,
        list: lines.join('\n'),
      },
      link: `${deps.config.publicUrl}${ROUTES.admin}?tab=pending`,
    });
    return true;
  });
  if (sent) void deps.mailer.deliverPending();
  return sent ? 1 : 0;
}

/**
 * Hourly; the mail goes out once a day, from 07:00 Swiss time. The platform clock runs it at each of its stops and
 * at the end of a move, but does not stop for it: the demo's waiting registrations would make every move of many
 * days stop every morning (decision 084).
 */
export function reviewJobs(deps: Deps): ScheduledJob[] {
  return [
    {
      name: 'review-digest',
      cron: '5 * * * *',
      run: (now) => sendReviewDigest(deps, now),
    },
  ];
}
