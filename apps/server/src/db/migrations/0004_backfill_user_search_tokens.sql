-- Han unigrams and bigrams of nicknames written before search tokens existed (the application
-- computes them at write time from now on, with simplified/traditional folding).
CREATE OR REPLACE FUNCTION han_tokens(t text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT tok), '{}'::text[]) FROM (
    SELECT substr(lower(t), i, 1) AS tok FROM generate_series(1, length(t)) i
    UNION ALL
    SELECT substr(lower(t), i, 2) FROM generate_series(1, greatest(length(t) - 1, 0)) i
  ) s WHERE tok ~ '^[一-鿿]+$'
$$;--> statement-breakpoint
UPDATE users SET search_tokens = han_tokens(nickname) WHERE search_tokens = '{}'::text[];
