import { LANGUAGES, type Language } from '@dance/contracts';
import { ERRORS, formatMessage, type ErrorName } from '@dance/contracts/errors';

const ALIASES: Record<string, Language> = {
  zh: 'zh-Hans',
  'zh-cn': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  'zh-hans': 'zh-Hans',
  'zh-tw': 'zh-Hant',
  'zh-hk': 'zh-Hant',
  'zh-mo': 'zh-Hant',
  'zh-hant': 'zh-Hant',
  en: 'en',
  es: 'es',
  fr: 'fr',
};

/** The request's language from `x-app-language` or `Accept-Language`; Chinese by default. */
export function pickLanguage(appLanguage: string | undefined, acceptLanguage: string | undefined): Language {
  const candidates = [appLanguage, ...(acceptLanguage ?? '').split(',').map((p) => p.split(';')[0])];
  for (const raw of candidates) {
    const tag = raw?.trim().toLowerCase();
    if (!tag) continue;
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const alias = ALIASES[tag] ?? ALIASES[tag.split('-')[0] ?? ''];
    if (alias) return alias;
  }
  return 'zh-Hans';
}

export function message(
  name: ErrorName,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return formatMessage(ERRORS[name].msg[lang], params).trim();
}

/** Small per-language words used inside messages, e.g. the thing that was not found. */
const WORDS: Record<string, Record<Language, string>> = {
  user: { 'zh-Hans': '用户', 'zh-Hant': '用戶', en: 'User', es: 'Usuario', fr: 'Utilisateur' },
  address: { 'zh-Hans': '地址', 'zh-Hant': '地址', en: 'Address', es: 'Dirección', fr: 'Adresse' },
  article: { 'zh-Hans': '文章', 'zh-Hant': '文章', en: 'Article', es: 'Artículo', fr: 'Article' },
  region: { 'zh-Hans': '地区', 'zh-Hant': '地區', en: 'Region', es: 'Región', fr: 'Région' },
  control_character: {
    'zh-Hans': '不能包含控制字符',
    'zh-Hant': '不能包含控制字元',
    en: 'must not contain control characters',
    es: 'no puede contener caracteres de control',
    fr: 'ne doit pas contenir de caractères de contrôle',
  },
  // What is wrong with an ID card number (@dance/contracts/id-card); `region` above is the fourth.
  format: { 'zh-Hans': '格式', 'zh-Hant': '格式', en: 'Format', es: 'Formato', fr: 'Format' },
  birthday: {
    'zh-Hans': '出生日期',
    'zh-Hant': '出生日期',
    en: 'Date of birth',
    es: 'Fecha de nacimiento',
    fr: 'Date de naissance',
  },
  checksum: {
    'zh-Hans': '校验位',
    'zh-Hant': '檢查碼',
    en: 'Check digit',
    es: 'Dígito de control',
    fr: 'Chiffre de contrôle',
  },
  category: { 'zh-Hans': '分类', 'zh-Hant': '分類', en: 'Category', es: 'Categoría', fr: 'Catégorie' },
  reason: { 'zh-Hans': '原因', 'zh-Hant': '原因', en: 'Reason', es: 'Motivo', fr: 'Motif' },
  binding: { 'zh-Hans': '绑定', 'zh-Hant': '綁定', en: 'Binding', es: 'Vinculación', fr: 'Liaison' },
  file: { 'zh-Hans': '文件', 'zh-Hant': '檔案', en: 'File', es: 'Archivo', fr: 'Fichier' },
  goods: { 'zh-Hans': '商品', 'zh-Hant': '商品', en: 'Goods', es: 'Producto', fr: 'Article' },
  sku: { 'zh-Hans': '商品规格', 'zh-Hant': '商品規格', en: 'Product option', es: 'Variante', fr: 'Variante' },
  cart_item: {
    'zh-Hans': '购物车商品',
    'zh-Hant': '購物車商品',
    en: 'Cart item',
    es: 'Artículo del carrito',
    fr: 'Article du panier',
  },
  order: { 'zh-Hans': '订单', 'zh-Hant': '訂單', en: 'Order', es: 'Pedido', fr: 'Commande' },
  order_item: {
    'zh-Hans': '订单商品',
    'zh-Hant': '訂單商品',
    en: 'Order item',
    es: 'Artículo del pedido',
    fr: 'Article de la commande',
  },
  payment: { 'zh-Hans': '支付单', 'zh-Hant': '支付單', en: 'Payment', es: 'Pago', fr: 'Paiement' },
  after_sale: {
    'zh-Hans': '售后单',
    'zh-Hant': '售後單',
    en: 'After-sale',
    es: 'Posventa',
    fr: 'Service après-vente',
  },
  shop: { 'zh-Hans': '店铺', 'zh-Hant': '店鋪', en: 'Shop', es: 'Tienda', fr: 'Boutique' },
  activity: { 'zh-Hans': '活动', 'zh-Hant': '活動', en: 'Activity', es: 'Actividad', fr: 'Activité' },
  ticket: { 'zh-Hans': '门票', 'zh-Hant': '門票', en: 'Ticket', es: 'Entrada', fr: 'Billet' },
  attendee: { 'zh-Hans': '观演人', 'zh-Hant': '觀演人', en: 'Attendee', es: 'Asistente', fr: 'Participant' },
  course: { 'zh-Hans': '课程', 'zh-Hant': '課程', en: 'Course', es: 'Curso', fr: 'Cours' },
  lesson: { 'zh-Hans': '课时', 'zh-Hant': '課時', en: 'Lesson', es: 'Lección', fr: 'Leçon' },
  app_name: {
    'zh-Hans': '街舞社区',
    'zh-Hant': '街舞社區',
    en: 'Dance Street',
    es: 'Dance Street',
    fr: 'Dance Street',
  },
  service_hours: {
    'zh-Hans': '每天 09:00-21:00',
    'zh-Hant': '每天 09:00-21:00',
    en: 'Daily 09:00-21:00',
    es: 'Todos los días 09:00-21:00',
    fr: 'Tous les jours 09:00-21:00',
  },
  feedback_category: {
    'zh-Hans': '反馈分类',
    'zh-Hant': '回饋分類',
    en: 'Feedback category',
    es: 'Categoría de comentario',
    fr: 'Catégorie de retour',
  },
  not_your_upload: {
    'zh-Hans': '必须是你上传的图片',
    'zh-Hant': '必須是你上傳的圖片',
    en: 'must be an image you uploaded',
    es: 'debe ser una imagen que hayas subido',
    fr: 'doit être une image que vous avez envoyée',
  },
  not_your_video: {
    'zh-Hans': '必须是你上传的视频',
    'zh-Hant': '必須是你上傳的影片',
    en: 'must be a video you uploaded',
    es: 'debe ser un vídeo que hayas subido',
    fr: 'doit être une vidéo que vous avez envoyée',
  },
  not_your_audio: {
    'zh-Hans': '必须是你上传的音频',
    'zh-Hant': '必須是你上傳的音訊',
    en: 'must be an audio file you uploaded',
    es: 'debe ser un audio que hayas subido',
    fr: 'doit être un fichier audio que vous avez envoyé',
  },
  upload_too_large: {
    'zh-Hans': '文件超过{max}',
    'zh-Hant': '檔案超過{max}',
    en: 'the file is larger than {max}',
    es: 'el archivo supera {max}',
    fr: 'le fichier dépasse {max}',
  },
  upload_empty: {
    'zh-Hans': '文件为空',
    'zh-Hant': '檔案為空',
    en: 'the file is empty',
    es: 'el archivo está vacío',
    fr: 'le fichier est vide',
  },
  upload_no_file: {
    'zh-Hans': '缺少文件字段 file',
    'zh-Hant': '缺少檔案欄位 file',
    en: 'the form has no field named file',
    es: 'el formulario no tiene el campo file',
    fr: 'le formulaire n’a pas de champ file',
  },
  upload_wrong_type: {
    'zh-Hans': '文件内容不是允许的{kind}格式（{allowed}），检测到 {found}',
    'zh-Hant': '檔案內容不是允許的{kind}格式（{allowed}），偵測到 {found}',
    en: 'the content is not an allowed {kind} format ({allowed}); found {found}',
    es: 'el contenido no es un formato de {kind} permitido ({allowed}); se detectó {found}',
    fr: 'le contenu n’est pas un format de {kind} autorisé ({allowed}) ; détecté {found}',
  },
  upload_token_expired: {
    'zh-Hans': '上传凭证已过期',
    'zh-Hant': '上傳憑證已過期',
    en: 'the upload token has expired',
    es: 'el token de subida ha caducado',
    fr: 'le jeton d’envoi a expiré',
  },
  upload_token_invalid: {
    'zh-Hans': '上传凭证无效',
    'zh-Hant': '上傳憑證無效',
    en: 'the upload token is invalid',
    es: 'el token de subida no es válido',
    fr: 'le jeton d’envoi est invalide',
  },
  post: { 'zh-Hans': '帖子', 'zh-Hant': '貼文', en: 'Post', es: 'Publicación', fr: 'Publication' },
  comment: { 'zh-Hans': '评论', 'zh-Hant': '評論', en: 'Comment', es: 'Comentario', fr: 'Commentaire' },
  topic: { 'zh-Hans': '话题', 'zh-Hant': '話題', en: 'Topic', es: 'Tema', fr: 'Sujet' },
  circle: { 'zh-Hans': '圈子', 'zh-Hant': '圈子', en: 'Circle', es: 'Círculo', fr: 'Cercle' },
  compilation: { 'zh-Hans': '合集', 'zh-Hant': '合集', en: 'Series', es: 'Serie', fr: 'Série' },
  report: { 'zh-Hans': '举报', 'zh-Hant': '檢舉', en: 'Report', es: 'Denuncia', fr: 'Signalement' },
  join_request: {
    'zh-Hans': '入圈申请',
    'zh-Hant': '入圈申請',
    en: 'Join request',
    es: 'Solicitud de ingreso',
    fr: "Demande d'adhésion",
  },
  interest_tag: { 'zh-Hans': '兴趣标签', 'zh-Hant': '興趣標籤', en: 'Tag', es: 'Etiqueta', fr: 'Étiquette' },
  inform_cat: {
    'zh-Hans': '举报类型',
    'zh-Hant': '檢舉類型',
    en: 'Report category',
    es: 'Categoría de denuncia',
    fr: 'Catégorie de signalement',
  },
  moderation_word: { 'zh-Hans': '词语', 'zh-Hant': '詞語', en: 'Word', es: 'Palabra', fr: 'Mot' },
  report_reason: {
    'zh-Hans': '举报原因',
    'zh-Hant': '檢舉原因',
    en: 'Report reason',
    es: 'Motivo de denuncia',
    fr: 'Motif de signalement',
  },
  advert: { 'zh-Hans': '广告', 'zh-Hant': '廣告', en: 'Advert', es: 'Anuncio', fr: 'Publicité' },
  topic_pin: {
    'zh-Hans': '话题置顶',
    'zh-Hant': '話題置頂',
    en: 'Topic pin',
    es: 'Tema fijado',
    fr: 'Épingle de sujet',
  },
  queue_item: {
    'zh-Hans': '待审核事项',
    'zh-Hant': '待審核事項',
    en: 'Queue item',
    es: 'Elemento de la cola',
    fr: 'Élément de la file',
  },
  application: { 'zh-Hans': '申请', 'zh-Hant': '申請', en: 'Application', es: 'Solicitud', fr: 'Demande' },
  withdrawal: { 'zh-Hans': '提现申请', 'zh-Hant': '提現申請', en: 'Withdrawal', es: 'Retiro', fr: 'Retrait' },
  guess: { 'zh-Hans': '竞猜', 'zh-Hant': '競猜', en: 'Guess', es: 'Apuesta', fr: 'Pronostic' },
  live: { 'zh-Hans': '直播', 'zh-Hant': '直播', en: 'Live', es: 'Directo', fr: 'Direct' },
  image: { 'zh-Hans': '图片', 'zh-Hant': '圖片', en: 'image', es: 'imagen', fr: 'image' },
  audio: { 'zh-Hans': '音频', 'zh-Hant': '音訊', en: 'audio', es: 'audio', fr: 'audio' },
  video: { 'zh-Hans': '视频', 'zh-Hant': '影片', en: 'video', es: 'vídeo', fr: 'vidéo' },
};

export function word(key: string, lang: Language): string {
  return WORDS[key]?.[lang] ?? key;
}
