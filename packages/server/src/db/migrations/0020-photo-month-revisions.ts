import { type Kysely, PostgresAdapter, sql } from 'kysely';
import * as photoMonths from './0018-photo-months.ts';

/*
 * [Note: A month's revision]
 * `photo_months.revision` changes with every change to a month's photos: a photo added, deleted,
 * moved to another month or owner, or given another date (taken, added or uploaded), which would
 * move it within its month's orders. What is worked out from a month's photos and kept elsewhere
 * (the marks of [Note: Month marks]) is stamped with the revision it was worked out at, and is
 * good for as long as the month's row still shows that revision.
 *
 * The same triggers that keep the counts ([Note: Photo counts per month]) keep it, so it moves in
 * the statement that changes the photos. A month's row is deleted with its last photo and made
 * again with the next one; a row made anew starts at a random revision (below 10^9, so that it
 * is a safe integer in JavaScript), not at 0, so that a month emptied and filled again does not
 * show a revision its earlier photos had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('photo_months')
    .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`update photo_months set revision = ${sql.raw(postgres ? POSTGRES_RANDOM : SQLITE_RANDOM)}`.execute(
    db,
  );
  if (postgres) {
    // The triggers call the function by name: replacing it changes what all three do.
    await sql.raw(POSTGRES_FUNCTION).execute(db);
    return;
  }
  for (const trigger of SQLITE_TRIGGERS)
    await sql`drop trigger if exists ${sql.id(trigger.name)}`.execute(db);
  for (const trigger of SQLITE_TRIGGERS) await sql.raw(trigger.create).execute(db);
}

/** Back to 0018's table and triggers, the counts made again from the photos. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!postgres) await sql`drop trigger photo_months_reorder`.execute(db);
  await photoMonths.down(db);
  await photoMonths.up(db);
}

const SQLITE_RANDOM = 'abs(random()) % 1000000000';
const POSTGRES_RANDOM = 'floor(random() * 1000000000)::integer';

const MONTH_OF = (row: string) =>
  `owner_id = ${row}.owner_id and timeline_year = ${row}.timeline_year and timeline_month = ${row}.timeline_month`;

/** Adds one photo to the month of `row` ('new' or 'old'). */
const sqliteAdd = (row: string) => `
  insert into photo_months (owner_id, timeline_year, timeline_month, photo_count, revision)
  values (${row}.owner_id, ${row}.timeline_year, ${row}.timeline_month, 1, ${SQLITE_RANDOM})
  on conflict (owner_id, timeline_year, timeline_month)
  do update set photo_count = photo_count + 1, revision = revision + 1;`;

/** Takes one photo from the month of `row`, and the month's row with its last photo. */
const sqliteRemove = (row: string) => `
  update photo_months set photo_count = photo_count - 1, revision = revision + 1 where ${MONTH_OF(row)};
  delete from photo_months where ${MONTH_OF(row)} and photo_count <= 0;`;

const SQLITE_TRIGGERS = [
  {
    name: 'photo_months_insert',
    create: `create trigger photo_months_insert after insert on photos
      begin ${sqliteAdd('new')} end`,
  },
  {
    name: 'photo_months_delete',
    create: `create trigger photo_months_delete after delete on photos
      begin ${sqliteRemove('old')} end`,
  },
  {
    name: 'photo_months_update',
    create: `create trigger photo_months_update after update of owner_id, timeline_year, timeline_month on photos
      when old.owner_id is not new.owner_id or old.timeline_year is not new.timeline_year
        or old.timeline_month is not new.timeline_month
      begin ${sqliteRemove('old')} ${sqliteAdd('new')} end`,
  },
  {
    // A photo that stays in its month but takes another place in one of its orders.
    name: 'photo_months_reorder',
    create: `create trigger photo_months_reorder after update of timeline_at, created_at, uploaded_at on photos
      when old.owner_id is new.owner_id and old.timeline_year is new.timeline_year
        and old.timeline_month is new.timeline_month
        and (old.timeline_at is not new.timeline_at or old.created_at is not new.created_at
          or old.uploaded_at is not new.uploaded_at)
      begin update photo_months set revision = revision + 1 where ${MONTH_OF('new')}; end`,
  },
];

/*
 * 0018's function, with the revision: each month a statement changes, in key order, has its count
 * changed by the statement's delta and its revision moved on by one. An update that leaves a photo
 * in its month but changes one of its dates is a change of 0 to its month's count, and still a new
 * revision.
 */
const POSTGRES_FUNCTION = `
  create or replace function photo_months_count() returns trigger language plpgsql as $$
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
          select owner_id, timeline_year, timeline_month, 1 as delta, false as reordered from new_photos
          union all
          select owner_id, timeline_year, timeline_month, -1 as delta, false as reordered from old_photos
          union all
          select n.owner_id, n.timeline_year, n.timeline_month, 0 as delta, true as reordered
          from new_photos n join old_photos o on o.id = n.id
          where (o.timeline_at, o.created_at, o.uploaded_at)
            is distinct from (n.timeline_at, n.created_at, n.uploaded_at)
        ) changed
        group by owner_id, timeline_year, timeline_month
        having sum(delta) <> 0 or bool_or(reordered)
        order by owner_id, timeline_year, timeline_month;
    end if;
    loop
      fetch changes into change;
      exit when not found;
      if change.delta > 0 then
        insert into photo_months as m (owner_id, timeline_year, timeline_month, photo_count, revision)
        values (change.owner_id, change.timeline_year, change.timeline_month, change.delta,
          ${POSTGRES_RANDOM})
        on conflict (owner_id, timeline_year, timeline_month)
        do update set photo_count = m.photo_count + excluded.photo_count, revision = m.revision + 1;
      else
        update photo_months m set photo_count = m.photo_count + change.delta, revision = m.revision + 1
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
  $$`;
