import type { Statement } from '../db/database';

// The statements of WindowCounter, apart so bench/ can send the very same text.

/**
 * One count added in each named window, in one round trip: each count as it is now, and the
 * previous window's beside it. $1: [{bucket, window_start, previous_start}], sorted by bucket.
 */
export const TAKE: Statement = {
  name: 'window_counter_take_v1',
  text: `
with wanted as (
  select * from jsonb_to_recordset($1::jsonb) as w(bucket text, window_start timestamptz, previous_start timestamptz)
), counted as (
  insert into auth_failures (bucket, window_start, count)
  select bucket, window_start, 1 from wanted order by bucket
  on conflict (bucket, window_start) do update set count = auth_failures.count + 1
  returning bucket, count
)
select c.bucket, c.count, coalesce(p.count, 0) as previous
from counted c
join wanted w on w.bucket = c.bucket
left join auth_failures p on p.bucket = w.bucket and p.window_start = w.previous_start`,
};

/**
 * The counts of the named windows as they are, and the previous windows' beside them, counting
 * nothing. $1: [{bucket, window_start, previous_start}].
 */
export const PEEK: Statement = {
  name: 'window_counter_peek_v1',
  text: `
with wanted as (
  select * from jsonb_to_recordset($1::jsonb) as w(bucket text, window_start timestamptz, previous_start timestamptz)
)
select w.bucket, coalesce(c.count, 0) as count, coalesce(p.count, 0) as previous
from wanted w
left join auth_failures c on c.bucket = w.bucket and c.window_start = w.window_start
left join auth_failures p on p.bucket = w.bucket and p.window_start = w.previous_start`,
};

/**
 * The counts of an attempt that turned out not to count. $1: [{bucket, window_start}]. The rows are
 * locked in bucket order, as TAKE locks them, so a give-back and a take of the same buckets at the
 * same moment wait for each other instead of deadlocking.
 */
export const GIVE_BACK: Statement = {
  name: 'window_counter_give_back_v2',
  text: `
with given as (
  select * from jsonb_to_recordset($1::jsonb) as g(bucket text, window_start timestamptz)
), locked as (
  select a.bucket, a.window_start from auth_failures a
  join given g on g.bucket = a.bucket and g.window_start = a.window_start
  order by a.bucket
  for update of a
)
update auth_failures a set count = greatest(a.count - 1, 0)
from locked l
where a.bucket = l.bucket and a.window_start = l.window_start`,
};
