-- neighbours: the hands played just before and just after one hand at the
-- same table on the same day (UTC), a table session.
WITH me AS (
    SELECT site, table_name, CAST(started_at AS DATE) AS day, started_at, hand_id
    FROM hands WHERE hand_key = $hand_key
),
same AS (
    SELECT h.hand_id, h.started_at
    FROM hands h, me
    WHERE h.site = me.site AND h.table_name = me.table_name
      AND CAST(h.started_at AS DATE) = me.day
)
SELECT
    (SELECT same.hand_id FROM same, me
     WHERE same.started_at < me.started_at OR (same.started_at = me.started_at AND same.hand_id < me.hand_id)
     ORDER BY same.started_at DESC, same.hand_id DESC LIMIT 1) AS prev,
    (SELECT same.hand_id FROM same, me
     WHERE same.started_at > me.started_at OR (same.started_at = me.started_at AND same.hand_id > me.hand_id)
     ORDER BY same.started_at, same.hand_id LIMIT 1) AS next;
