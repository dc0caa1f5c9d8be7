-- Written by hand (docs/decisions/013): what Drizzle cannot express.
-- 1. The careers search's totals for two filters together: open_job_counts also counts open jobs per pair of facets.
-- The rows of open_job_counts that one open job adds 1 to: its facets, and each pair of facets two filters can combine.
CREATE FUNCTION "open_job_count_keys"(title text, category text, department text, location text, job_type text)
  RETURNS TABLE (facet text, value text, detail text, other text) LANGUAGE sql IMMUTABLE AS $$
  VALUES ('all', '', '', ''), ('department', department, '', ''), ('location', location, '', ''), ('category', category, '', ''),
    ('type', job_type, '', ''), ('role', title, category, ''),
    ('role+department', title, category, department), ('role+location', title, category, location), ('role+type', title, category, job_type),
    ('department+location', department, location, ''), ('department+category', department, category, ''), ('department+type', department, job_type, ''),
    ('location+category', location, category, ''), ('location+type', location, job_type, ''), ('category+type', category, job_type, '')
$$;--> statement-breakpoint
-- As in 0006: one upsert per statement, in key order (no deadlocks between writers), nothing when no count changes.
CREATE OR REPLACE FUNCTION "open_job_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM open_job_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO open_job_counts AS c (facet, value, detail, other, n)
      SELECT k.facet, k.value, k.detail, k.other, count(*)
      FROM new_rows AS r CROSS JOIN LATERAL open_job_count_keys(r.title, r.category, r.department, r.location, r.job_type) AS k
      WHERE r.status = 'open'
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (facet, value, detail, other) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO open_job_counts AS c (facet, value, detail, other, n)
      SELECT k.facet, k.value, k.detail, k.other, -count(*)
      FROM old_rows AS r CROSS JOIN LATERAL open_job_count_keys(r.title, r.category, r.department, r.location, r.job_type) AS k
      WHERE r.status = 'open'
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (facet, value, detail, other) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO open_job_counts AS c (facet, value, detail, other, n)
      SELECT k.facet, k.value, k.detail, k.other, sum(x.d)
      FROM (SELECT r.title, r.category, r.department, r.location, r.job_type, 1 FROM new_rows AS r WHERE r.status = 'open'
            UNION ALL
            SELECT r.title, r.category, r.department, r.location, r.job_type, -1 FROM old_rows AS r WHERE r.status = 'open')
        AS x(title, category, department, location, job_type, d)
        CROSS JOIN LATERAL open_job_count_keys(x.title, x.category, x.department, x.location, x.job_type) AS k
      GROUP BY 1, 2, 3, 4 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (facet, value, detail, other) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every count again, from the jobs, with the pairs.
DELETE FROM "open_job_counts";--> statement-breakpoint
INSERT INTO "open_job_counts" ("facet", "value", "detail", "other", "n")
  SELECT k.facet, k.value, k.detail, k.other, count(*)
  FROM jobs AS r CROSS JOIN LATERAL open_job_count_keys(r.title, r.category, r.department, r.location, r.job_type) AS k
  WHERE r.status = 'open'
  GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- 2. The talent pool search reads the document of every match: keep documents up to about 8 kB in the row
-- itself, uncompressed, instead of in the TOAST table (the snippet text now lives in talent_document_bodies).
ALTER TABLE "talent_documents" SET (toast_tuple_target = 8160);--> statement-breakpoint
-- Documents and their plain text rebuilt from their sources as talent-repository.ts refreshDocument does
-- (the plain text moved to talent_document_bodies; new documents are stored in the row). Dates stay.
WITH parts AS (
  SELECT
    u.id AS user_id,
    concat_ws(' ', u.job_title, u.company, u.key_achievements, u.degree, u.institute, u.specialization) AS a,
    coalesce((
      SELECT string_agg(concat_ws(' ',
        (SELECT string_agg(concat_ws(' ', e->>'job_title', e->>'company', e->>'key_achievements'), ' ') FROM jsonb_array_elements(ap.details->'experience') e),
        (SELECT string_agg(concat_ws(' ', e->>'degree', e->>'institution', e->>'specialization'), ' ') FROM jsonb_array_elements(ap.details->'education') e),
        (SELECT string_agg(concat_ws(' ', e->>'course', e->>'institution', e->>'specialization'), ' ') FROM jsonb_array_elements(ap.details->'certifications') e)
      ), ' ')
      FROM applications ap WHERE ap.user_id = u.id), '') AS b,
    coalesce((
      SELECT string_agg(ft.text, ' ')
      FROM file_texts ft
      WHERE ft.user_id = u.id
        AND (ft.storage_key = u.resume_key
          OR ft.storage_key IN (SELECT af.storage_key FROM application_files af WHERE af.user_id = u.id AND af.application_id IS NOT NULL))
    ), '') AS c
  FROM users u JOIN talent_documents d ON d.user_id = u.id
  WHERE u.role = 'candidate'
), bodies AS (
  INSERT INTO talent_document_bodies (user_id, body)
  SELECT user_id, concat_ws(' … ', nullif(a, ''), nullif(b, ''), nullif(c, '')) FROM parts
  ON CONFLICT (user_id) DO UPDATE SET body = excluded.body
)
UPDATE talent_documents AS d
SET document = setweight(to_tsvector('english', p.a), 'A') || setweight(to_tsvector('english', p.b), 'B') || setweight(to_tsvector('english', p.c), 'C')
FROM parts AS p
WHERE p.user_id = d.user_id;
