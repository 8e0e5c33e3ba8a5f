-- Catalogue entries carry their names in every interface language; existing demo rows get theirs.
ALTER TABLE "article" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_category" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "report_reason" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "feedback_category" AS t SET "names" = v.names::jsonb FROM (VALUES
  ('功能建议', '{"zh-Hant": "功能建議", "en": "Suggestion", "es": "Sugerencia", "fr": "Suggestion"}'),
  ('问题反馈', '{"zh-Hant": "問題回報", "en": "Problem", "es": "Problema", "fr": "Problème"}'),
  ('内容投诉', '{"zh-Hant": "內容投訴", "en": "Content complaint", "es": "Queja de contenido", "fr": "Plainte sur un contenu"}'),
  ('其他', '{"zh-Hant": "其他", "en": "Other", "es": "Otro", "fr": "Autre"}')
) AS v(name, names) WHERE t.name = v.name AND t.names = '{}'::jsonb;--> statement-breakpoint
UPDATE "report_reason" AS t SET "names" = v.names::jsonb FROM (VALUES
  ('垃圾广告', '{"zh-Hant": "垃圾廣告", "en": "Spam or advertising", "es": "Spam o publicidad", "fr": "Spam ou publicité"}'),
  ('色情低俗', '{"zh-Hant": "色情低俗", "en": "Sexual or vulgar content", "es": "Contenido sexual o vulgar", "fr": "Contenu sexuel ou vulgaire"}'),
  ('人身攻击', '{"zh-Hant": "人身攻擊", "en": "Harassment", "es": "Acoso", "fr": "Harcèlement"}'),
  ('违法信息', '{"zh-Hant": "違法資訊", "en": "Illegal content", "es": "Contenido ilegal", "fr": "Contenu illégal"}'),
  ('侵权', '{"zh-Hant": "侵權", "en": "Infringement", "es": "Infracción de derechos", "fr": "Atteinte aux droits"}'),
  ('其他', '{"zh-Hant": "其他", "en": "Other", "es": "Otro", "fr": "Autre"}')
) AS v(name, names) WHERE t.name = v.name AND t.names = '{}'::jsonb;
