import { type Kysely, PostgresAdapter, sql } from 'kysely';

/*
 * [Note: Photo counts per month]
 * `photo_months` holds how many photos each customer has in each month of the timeline (by
 * `timeline_year`, `timeline_month`: see [Note: Timeline position]). The timeline's counts, the
 * library's photo count and every read of a month from a position need the size of a month or of
 * the whole library; counted from `photos`, that costs a scan of up to a million index entries a
 * call. Read here, it is one row a month.
 *
 * The table is kept by triggers on `photos`, not by the code that writes photos: every path that
 * adds, deletes or moves a photo (ingest, the seeds, deleting photos, account deletion and the
 * cascades it starts, and any later code that changes a photo's owner or month) changes the counts
 * in its own statement, so they are committed or rolled back with the photos and never drift. A
 * month's row exists while it holds a photo: it is made by the first and deleted with the last.
 *
 * SQLite runs one writer at a time, so its triggers are per row: +1 on the new photo's month, -1
 * on the old one's. On PostgreSQL writers run side by side, and two transactions that change the
 * same months each hold a month's row locked until they commit; taken in different orders, two
 * such locks deadlock. So its triggers run once per statement over the statement's rows
 * (transition tables), sum the changes per month and apply them in (owner_id, timeline_year,
 * timeline_month) order: every statement takes its months' locks in one order and none can wait
 * on another that waits on it. (A transaction that writes photos in several statements takes the
 * locks of each in turn; the service writes them in one statement per transaction.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photo_months')
    .addColumn('owner_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('timeline_year', 'integer', (column) => column.notNull())
    .addColumn('timeline_month', 'integer', (column) => column.notNull())
    .addColumn('photo_count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('photo_months_pk', ['owner_id', 'timeline_year', 'timeline_month'])
    .execute();

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const statement of postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) {
    await sql.raw(statement).execute(db);
  }

  // The photos already stored; from here on the triggers keep the counts.
  await sql`
    insert into photo_months (owner_id, timeline_year, timeline_month, photo_count)
    select owner_id, timeline_year, timeline_month, count(*)
    from photos
    group by owner_id, timeline_year, timeline_month`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const trigger of TRIGGERS) {
    await sql`drop trigger ${sql.id(trigger)}${postgres ? sql` on photos` : sql``}`.execute(db);
  }
  if (postgres) await sql`drop function photo_months_count()`.execute(db);
  await db.schema.dropTable('photo_months').execute();
}

const TRIGGERS = ['photo_months_insert', 'photo_months_delete', 'photo_months_update'];

/** Adds one photo to the month of the row `row` ('new' or 'old'). */
const sqliteAdd = (row: string) => `
  insert into photo_months (owner_id, timeline_year, timeline_month, photo_count)
  values (${row}.owner_id, ${row}.timeline_year, ${row}.timeline_month, 1)
  on conflict (owner_id, timeline_year, timeline_month) do update set photo_count = photo_count + 1;`;

/** Takes one photo from the month of `row`, and the month's row with its last photo. */
const sqliteRemove = (row: string) => `
  update photo_months set photo_count = photo_count - 1
  where owner_id = ${row}.owner_id and timeline_year = ${row}.timeline_year
    and timeline_month = ${row}.timeline_month;
  delete from photo_months
  where owner_id = ${row}.owner_id and timeline_year = ${row}.timeline_year
    and timeline_month = ${row}.timeline_month and photo_count <= 0;`;

const SQLITE_TRIGGERS = [
  `create trigger photo_months_insert after insert on photos
   begin ${sqliteAdd('new')} end`,
  `create trigger photo_months_delete after delete on photos
   begin ${sqliteRemove('old')} end`,
  `create trigger photo_months_update after update of owner_id, timeline_year, timeline_month on photos
   when old.owner_id is not new.owner_id or old.timeline_year is not new.timeline_year
     or old.timeline_month is not new.timeline_month
   begin ${sqliteRemove('old')} ${sqliteAdd('new')} end`,
];

/*
 * One function for the three triggers: the statement's changes per month (inserted photos +1,
 * deleted -1, moved both), then each month's in key order. A month that gains photos is added to
 * (or made); one that loses them is taken from, and deleted at 0. A month's row may be gone before
 * its photos when account deletion deletes from `photo_months` first: there is nothing to take from.
 * PostgreSQL allows transition tables only on triggers without a column list, so the update
 * trigger fires on every update of photos and finds nothing to do when no photo changed month.
 */
const POSTGRES_TRIGGERS = [
  `create function photo_months_count() returns trigger language plpgsql as $$
   declare
     changes refcursor;
     change record;
     remaining integer;
   begin
     if tg_op = 'INSERT' then
       open changes for
         select owner_id, timeline_year, timeline_month, count(*)::integer as delta
         from new_photos
         group by owner_id, timeline_year, timeline_month
         order by owner_id, timeline_year, timeline_month;
     elsif tg_op = 'DELETE' then
       open changes for
         select owner_id, timeline_year, timeline_month, -count(*)::integer as delta
         from old_photos
         group by owner_id, timeline_year, timeline_month
         order by owner_id, timeline_year, timeline_month;
     else
       open changes for
         select owner_id, timeline_year, timeline_month, sum(delta)::integer as delta
         from (
           select owner_id, timeline_year, timeline_month, 1 as delta from new_photos
           union all
           select owner_id, timeline_year, timeline_month, -1 as delta from old_photos
         ) moved
         group by owner_id, timeline_year, timeline_month
         having sum(delta) <> 0
         order by owner_id, timeline_year, timeline_month;
     end if;
     loop
       fetch changes into change;
       exit when not found;
       if change.delta > 0 then
         insert into photo_months as m (owner_id, timeline_year, timeline_month, photo_count)
         values (change.owner_id, change.timeline_year, change.timeline_month, change.delta)
         on conflict (owner_id, timeline_year, timeline_month)
         do update set photo_count = m.photo_count + excluded.photo_count;
       else
         update photo_months m set photo_count = m.photo_count + change.delta
         where m.owner_id = change.owner_id and m.timeline_year = change.timeline_year
           and m.timeline_month = change.timeline_month
         returning m.photo_count into remaining;
         if found and remaining <= 0 then
           delete from photo_months m
           where m.owner_id = change.owner_id and m.timeline_year = change.timeline_year
             and m.timeline_month = change.timeline_month;
         end if;
       end if;
     end loop;
     close changes;
     return null;
   end
   $$`,
  `create trigger photo_months_insert after insert on photos
   referencing new table as new_photos
   for each statement execute function photo_months_count()`,
  `create trigger photo_months_delete after delete on photos
   referencing old table as old_photos
   for each statement execute function photo_months_count()`,
  `create trigger photo_months_update after update on photos
   referencing old table as old_photos new table as new_photos
   for each statement execute function photo_months_count()`,
];
