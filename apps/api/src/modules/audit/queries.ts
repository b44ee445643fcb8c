import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, clubs } from '../../db/schema-clubs';

export type AuditRow = typeof auditLog.$inferSelect;

/** Operator actions, as written to audit_log (DESIGN.md §5), and an account's change of e-mail address. */
export type AuditAction =
  | 'approve'
  | 'verify'
  | 'reject'
  | 'taxExemption'
  | 'document.uploaded'
  | 'document.viewed'
  | 'image.uploaded'
  | 'bank.changed'
  | 'bank.confirmed'
  | 'person.suspended'
  | 'person.restored'
  | 'club.takenDown'
  | 'club.restored'
  | 'payouts.held'
  | 'payouts.released'
  | 'club.closureRequested'
  | 'club.closureWithdrawn'
  | 'club.closed'
  | 'account.emailChanged'
  | 'account.emailChangeUndone';

export interface AuditInput {
  actorUserId: string | null;
  actorEmail: string;
  action: AuditAction;
  clubId: string | null;
  details?: Record<string, unknown>;
}

export async function insertAudit(db: DbOrTx, entry: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    clubId: entry.clubId,
    details: entry.details ?? {},
  });
}

export interface AuditListRow {
  id: string;
  action: string;
  clubId: string | null;
  clubName: string | null;
  actorEmail: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** Audit entries, newest first, optionally of one club. */
export async function listAudit(
  db: DbOrTx,
  options: { clubId?: string | undefined; limit: number; offset: number },
): Promise<{ rows: AuditListRow[]; total: number }> {
  const where = options.clubId ? eq(auditLog.clubId, options.clubId) : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      clubId: auditLog.clubId,
      clubName: clubs.name,
      actorEmail: auditLog.actorEmail,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(clubs, eq(clubs.id, auditLog.clubId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}
