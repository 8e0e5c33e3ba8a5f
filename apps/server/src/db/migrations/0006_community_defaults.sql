-- Report categories, interest tags and a starting moderation word list every installation needs.
-- Operators extend the word lists in moderation_word; the matcher reloads when the table changes.
INSERT INTO inform_cat (name, names, sort) VALUES
  ('垃圾广告', '{"zh-Hant":"垃圾廣告","en":"Spam or advertising","es":"Spam o publicidad","fr":"Spam ou publicité"}', 1),
  ('色情低俗', '{"zh-Hant":"色情低俗","en":"Sexual or vulgar content","es":"Contenido sexual o vulgar","fr":"Contenu sexuel ou vulgaire"}', 2),
  ('人身攻击', '{"zh-Hant":"人身攻擊","en":"Harassment or personal attack","es":"Acoso o ataque personal","fr":"Harcèlement ou attaque personnelle"}', 3),
  ('违法违规', '{"zh-Hant":"違法違規","en":"Illegal content","es":"Contenido ilegal","fr":"Contenu illégal"}', 4),
  ('侵犯版权', '{"zh-Hant":"侵犯版權","en":"Copyright infringement","es":"Infracción de derechos de autor","fr":"Violation du droit d''auteur"}', 5),
  ('虚假信息', '{"zh-Hant":"虛假資訊","en":"False information","es":"Información falsa","fr":"Fausse information"}', 6),
  ('其他', '{"zh-Hant":"其他","en":"Other","es":"Otro","fr":"Autre"}', 7);
--> statement-breakpoint
INSERT INTO interest_tag (name, names, sort) VALUES
  ('Breaking', '{"zh-Hant":"Breaking","en":"Breaking","es":"Breaking","fr":"Breaking"}', 1),
  ('Popping', '{"zh-Hant":"Popping","en":"Popping","es":"Popping","fr":"Popping"}', 2),
  ('Locking', '{"zh-Hant":"Locking","en":"Locking","es":"Locking","fr":"Locking"}', 3),
  ('Hiphop', '{"zh-Hant":"Hiphop","en":"Hip-hop","es":"Hip-hop","fr":"Hip-hop"}', 4),
  ('House', '{"zh-Hant":"House","en":"House","es":"House","fr":"House"}', 5),
  ('Waacking', '{"zh-Hant":"Waacking","en":"Waacking","es":"Waacking","fr":"Waacking"}', 6),
  ('Krump', '{"zh-Hant":"Krump","en":"Krump","es":"Krump","fr":"Krump"}', 7),
  ('爵士', '{"zh-Hant":"爵士","en":"Jazz funk","es":"Jazz funk","fr":"Jazz funk"}', 8),
  ('编舞', '{"zh-Hant":"編舞","en":"Choreography","es":"Coreografía","fr":"Chorégraphie"}', 9),
  ('斗舞', '{"zh-Hant":"鬥舞","en":"Battles","es":"Batallas","fr":"Battles"}', 10),
  ('教学', '{"zh-Hant":"教學","en":"Tutorials","es":"Tutoriales","fr":"Tutoriels"}', 11),
  ('舞蹈音乐', '{"zh-Hant":"舞蹈音樂","en":"Dance music","es":"Música de baile","fr":"Musique de danse"}', 12);
--> statement-breakpoint
INSERT INTO moderation_word (word, level) VALUES
  ('赌博网站', 'block'), ('代开发票', 'block'), ('枪支出售', 'block'), ('毒品交易', 'block'),
  ('加微信领红包', 'review'), ('私聊交易', 'review'), ('刷单', 'review'), ('博彩', 'review')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The recommend order of posts (Reddit-style "hot"): publication time in units of 12.5 hours plus
-- the log of engagement, so ten times the engagement is worth 12.5 hours of freshness. It never
-- decays, so one b-tree index on hot_score serves the feed; the epoch of a timestamptz does not
-- depend on the time zone, hence IMMUTABLE.
CREATE OR REPLACE FUNCTION post_hot(published timestamptz, likes int, comments int, collects int, shares int)
RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(extract(epoch FROM published)::double precision, 0) / 45000
       + log(1 + greatest(0, likes + 2 * comments + 2 * collects + shares))
$$;
