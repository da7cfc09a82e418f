import {
  and,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  like,
  lt,
  lte,
  notInArray,
  or,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  accountDeletions,
  accounts,
  clipRenders,
  keptRecordings,
  ageVerifications,
  contentEmailDeliveries,
  contentItems,
  dataRequests,
  lastGenerations,
  sessions,
  supportMessages,
  usageCounters,
  userSettings,
  lectionaryTables,
  seriesPlans,
  stripeSubscriptions,
  studyNotes,
  transcriptGlossaries,
  transcripts,
  users,
  weekPacks,
  feedback,
} from "../../db/schema";
import { exportedItem } from "../content/content-service";
import {
  afterContentCursor,
  contentCursorColumn,
  contentPages,
  type ContentCursor,
} from "../exports/content-pages";
import { exportPageSize, pacer } from "../exports/streaming";

/** What the user saved, without the search index's copy of its words. */
const { searchWords: _searchWords, ...savedContentColumns } = getTableColumns(contentItems);

/** `value` as pretty JSON, indented to sit `depth` levels inside the export. */
function json(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${"  ".repeat(depth)}`);
}

/** Every saved item, deleted ones too, oldest first, a page at a time. */
function savedContentPages(db: Db, userId: string, pause: () => Promise<void>) {
  return contentPages(
    (after: ContentCursor | undefined, limit: number) =>
      db
        .select({ ...savedContentColumns, cursor: contentCursorColumn })
        .from(contentItems)
        .where(and(eq(contentItems.userId, userId), afterContentCursor(after)))
        .orderBy(contentItems.createdAt, contentItems.id)
        .limit(limit),
    (row) => ({ ...row, ...exportedItem(row) }),
    exportPageSize,
    pause,
  );
}

/**
 * Where each table that names a user (has a `user_id` column) appears in Export My Data:
 * table → the export's key. A test checks every such table of the schema is listed here
 * and present in the export, so a new table cannot be left out.
 */
export const accountExportKeys = {
  users: "profile",
  user_settings: "settings",
  content_items: "content",
  last_generations: "lastGenerations",
  data_requests: "dataRequests",
  support_messages: "supportMessages",
  sessions: "sessions",
  accounts: "signInMethods",
  lectionary_tables: "lectionaryTable",
  series_plans: "seriesPlans",
  week_packs: "weekPacks",
  study_notes: "studyNotes",
  age_verifications: "ageConfirmations",
  feedback: "feedback",
  content_email_deliveries: "contentEmailDeliveries",
  stripe_subscriptions: "subscriptions",
  account_deletions: "accountClosure",
  transcripts: "transcripts",
  transcript_glossaries: "transcriptGlossary",
  recordings: "recordings",
  clip_renders: "clipRenders",
} as const;

/**
 * "Export My Data": every row the product holds about one user, from every table that
 * names them, as JSON text written piece by piece (saved content a page at a time), so
 * memory stays flat whatever the library's size. Secrets (password hashes, session and
 * OAuth tokens) are described, not copied. Nothing is written for an unknown user.
 */
export async function* accountDataJson(
  db: Db,
  userId: string,
  now: Date,
  /** Awaited between items and between one item's checked references: a turn for others. */
  pause: () => Promise<void> = pacer(),
): AsyncGenerator<string> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  const field = (name: string, value: unknown) => `,\n  ${JSON.stringify(name)}: ${json(value, 1)}`;
  const [settingsRow] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  yield `{\n  "exportedAt": ${JSON.stringify(now.toISOString())}${field("profile", user)}${field("settings", settingsRow ?? null)},\n  "content": [`;
  let first = true;
  for await (const page of savedContentPages(db, userId, pause)) {
    for (const row of page) {
      yield `${first ? "" : ","}\n    ${json(row, 2)}`;
      first = false;
      await pause();
    }
  }
  yield first ? "]" : "\n  ]";
  const generations = await db
    .select()
    .from(lastGenerations)
    .where(eq(lastGenerations.userId, userId));
  yield field("lastGenerations", generations);
  const byUser = or(eq(dataRequests.userId, userId), eq(dataRequests.email, user.email));
  yield field(
    "dataRequests",
    await db.select().from(dataRequests).where(byUser).orderBy(dataRequests.createdAt),
  );
  yield field(
    "supportMessages",
    await db
      .select()
      .from(supportMessages)
      .where(or(eq(supportMessages.userId, userId), eq(supportMessages.email, user.email)))
      .orderBy(supportMessages.createdAt),
  );
  yield field(
    "sessions",
    await db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
  );
  yield field(
    "signInMethods",
    await db
      .select({
        providerId: accounts.providerId,
        accountId: accounts.accountId,
        scope: accounts.scope,
        createdAt: accounts.createdAt,
      })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
  );
  yield field(
    "usageCounters",
    await db
      .select()
      .from(usageCounters)
      .where(like(usageCounters.key, `%:${userId}:%`)),
  );
  yield field(
    "lectionaryTable",
    (await db.select().from(lectionaryTables).where(eq(lectionaryTables.userId, userId)))[0] ??
      null,
  );
  yield field(
    "seriesPlans",
    await db
      .select()
      .from(seriesPlans)
      .where(eq(seriesPlans.userId, userId))
      .orderBy(seriesPlans.createdAt),
  );
  yield field(
    "weekPacks",
    await db
      .select()
      .from(weekPacks)
      .where(eq(weekPacks.userId, userId))
      .orderBy(weekPacks.createdAt),
  );
  yield field(
    "studyNotes",
    await db.select().from(studyNotes).where(eq(studyNotes.userId, userId)),
  );
  // Transcripts one at a time: each can hold an hour's words.
  yield `,\n  "transcripts": [`;
  const transcriptIds = await db
    .select({ id: transcripts.id })
    .from(transcripts)
    .where(eq(transcripts.userId, userId))
    .orderBy(transcripts.createdAt);
  for (const [position, { id }] of transcriptIds.entries()) {
    const [row] = await db
      .select()
      .from(transcripts)
      .where(and(eq(transcripts.userId, userId), eq(transcripts.id, id)));
    if (row) yield `${position === 0 ? "" : ","}\n    ${json(row, 2)}`;
    await pause();
  }
  yield transcriptIds.length === 0 ? "]" : "\n  ]";
  yield field(
    "transcriptGlossary",
    (
      await db.select().from(transcriptGlossaries).where(eq(transcriptGlossaries.userId, userId))
    )[0] ?? null,
  );
  // The kept recordings and rendered clips are described here; their files are downloaded
  // from the Sermon Transcript page (a recording can be gigabytes).
  yield field(
    "recordings",
    await db
      .select()
      .from(keptRecordings)
      .where(eq(keptRecordings.userId, userId))
      .orderBy(keptRecordings.createdAt),
  );
  yield field(
    "clipRenders",
    await db
      .select()
      .from(clipRenders)
      .where(eq(clipRenders.userId, userId))
      .orderBy(clipRenders.createdAt),
  );
  const ageRows = await db
    .select({
      verified: ageVerifications.verified,
      clientTimestamp: ageVerifications.clientTimestamp,
      createdAt: ageVerifications.createdAt,
    })
    .from(ageVerifications)
    .where(eq(ageVerifications.userId, userId))
    .orderBy(ageVerifications.createdAt);
  yield field("ageConfirmations", ageRows);
  yield field(
    "feedback",
    await db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(feedback.createdAt),
  );
  yield field(
    "contentEmailDeliveries",
    await db
      .select({ sentAt: contentEmailDeliveries.sentAt })
      .from(contentEmailDeliveries)
      .where(eq(contentEmailDeliveries.userId, userId))
      .orderBy(contentEmailDeliveries.sentAt),
  );
  yield field(
    "subscriptions",
    await db
      .select()
      .from(stripeSubscriptions)
      .where(eq(stripeSubscriptions.userId, userId))
      .orderBy(stripeSubscriptions.stripeCreatedAt),
  );
  yield field(
    "accountClosure",
    (await db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId)))[0] ??
      null,
  );
  yield field("consents", {
    note: "Cookie consent is stored in your browser (gdpr-consent), not on our servers. Each age confirmation you gave while signed in is stored on our servers with its time (ageConfirmations above); your browser also remembers it (age-verified).",
  });
  yield "\n}\n";
}

const day = 24 * 60 * 60_000;

/**
 * Closes an account: signing in stops at once (sessions and credentials go, the address is
 * released), and the rest is purged by `purgeClosedAccounts` after the retention period.
 */
export async function closeAccount(db: Db, userId: string, now: Date, retentionDays: number) {
  await db.transaction(async (tx) => {
    await tx
      .insert(accountDeletions)
      .values({
        userId,
        requestedAt: now,
        purgeAfter: new Date(now.getTime() + retentionDays * day),
      })
      .onConflictDoNothing();
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx
      .update(users)
      .set({ email: `deleted-${userId}@deleted.invalid`, emailVerified: false })
      .where(eq(users.id, userId));
  });
}

/** Deletes users whose retention period has passed; their content and settings cascade. */
export async function purgeClosedAccounts(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(lte(accountDeletions.purgeAfter, now));
  if (due.length === 0) return 0;
  const ids = due.map((row) => row.userId);
  await db.delete(users).where(inArray(users.id, ids));
  return ids.length;
}

/**
 * Generated content is kept for the subscription plus 90 days: deletes the saved and last
 * generated content of users whose access (subscription or trial) ended more than
 * `retentionDays` ago and who have not come back. Image files follow with the image
 * store's sweep of files no library item names.
 */
export async function purgeLapsedContent(db: Db, now: Date, retentionDays: number) {
  const cutoff = new Date(now.getTime() - retentionDays * day);
  const accessEnded = sql`greatest(
    coalesce(${users.subscriptionEndsAt}, '-infinity'::timestamptz),
    coalesce(${users.trialEndsAt}, '-infinity'::timestamptz))`;
  const lapsed = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        notInArray(users.subscriptionStatus, ["active", "trialing"]),
        or(isNotNull(users.subscriptionEndsAt), isNotNull(users.trialEndsAt)),
        lt(accessEnded, cutoff),
      ),
    );
  const removed = await db
    .delete(contentItems)
    .where(inArray(contentItems.userId, lapsed))
    .returning({ id: contentItems.id });
  await db.delete(lastGenerations).where(inArray(lastGenerations.userId, lapsed));
  return removed.length;
}
