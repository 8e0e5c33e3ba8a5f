import type { Language } from './common.ts';

type Messages = Record<Language, string>;

interface ErrorDef {
  code: number;
  status: number;
  msg: Messages;
}

function def(code: number, status: number, msg: Messages): ErrorDef {
  return { code, status, msg };
}

/**
 * The one error catalogue. `status` is the HTTP status the server answers with so proxies and
 * logs see the truth; clients read `code`. Messages may hold `{name}` placeholders.
 */
export const ERRORS = {
  OK: def(0, 200, { 'zh-Hans': '成功', 'zh-Hant': '成功', en: 'OK', es: 'Correcto', fr: 'OK' }),
  VALIDATION: def(1400, 400, {
    'zh-Hans': '参数错误：{field} {reason}',
    'zh-Hant': '參數錯誤：{field} {reason}',
    en: 'Invalid input: {field} {reason}',
    es: 'Dato no válido: {field} {reason}',
    fr: 'Donnée invalide : {field} {reason}',
  }),
  ACCESS_TOKEN_INVALID: def(1401, 401, {
    'zh-Hans': '访问令牌缺失或已过期',
    'zh-Hant': '存取權杖缺失或已過期',
    en: 'The access token is missing or has expired',
    es: 'Falta el token de acceso o ha caducado',
    fr: "Le jeton d'accès est absent ou a expiré",
  }),
  NOT_LOGGED_IN: def(1403, 401, {
    'zh-Hans': '请登录后操作',
    'zh-Hant': '請登入後操作',
    en: 'Please log in first',
    es: 'Inicia sesión primero',
    fr: "Veuillez d'abord vous connecter",
  }),
  FORBIDDEN: def(1405, 403, {
    'zh-Hans': '没有权限执行此操作',
    'zh-Hant': '沒有權限執行此操作',
    en: 'You are not allowed to do this',
    es: 'No tienes permiso para hacer esto',
    fr: "Vous n'avez pas le droit de faire cela",
  }),
  NOT_FOUND: def(1404, 404, {
    'zh-Hans': '{what}不存在',
    'zh-Hant': '{what}不存在',
    en: '{what} not found',
    es: '{what} no encontrado',
    fr: '{what} introuvable',
  }),
  ROUTE_NOT_FOUND: def(1410, 404, {
    'zh-Hans': '接口不存在',
    'zh-Hant': '介面不存在',
    en: 'No such call',
    es: 'No existe esa llamada',
    fr: "Cet appel n'existe pas",
  }),
  CONFLICT: def(1409, 409, {
    'zh-Hans': '操作冲突：{reason}',
    'zh-Hant': '操作衝突：{reason}',
    en: 'Conflict: {reason}',
    es: 'Conflicto: {reason}',
    fr: 'Conflit : {reason}',
  }),
  RATE_LIMITED: def(1429, 429, {
    'zh-Hans': '操作太频繁，请稍后再试',
    'zh-Hant': '操作太頻繁，請稍後再試',
    en: 'Too many requests, please try again later',
    es: 'Demasiadas solicitudes, inténtalo más tarde',
    fr: 'Trop de requêtes, réessayez plus tard',
  }),
  PAYLOAD_TOO_LARGE: def(1413, 413, {
    'zh-Hans': '内容太大',
    'zh-Hant': '內容太大',
    en: 'The content is too large',
    es: 'El contenido es demasiado grande',
    fr: 'Le contenu est trop volumineux',
  }),
  INTERNAL: def(1500, 500, {
    'zh-Hans': '服务器开小差了，请稍后再试',
    'zh-Hant': '伺服器開小差了，請稍後再試',
    en: 'Something went wrong on our side, please try again',
    es: 'Algo falló en el servidor, inténtalo de nuevo',
    fr: 'Une erreur est survenue, veuillez réessayer',
  }),
  UNAVAILABLE: def(1503, 503, {
    'zh-Hans': '服务暂不可用',
    'zh-Hant': '服務暫不可用',
    en: 'Service unavailable',
    es: 'Servicio no disponible',
    fr: 'Service indisponible',
  }),
  // Accounts
  SMS_CODE_WRONG: def(2001, 400, {
    'zh-Hans': '验证码错误或已过期',
    'zh-Hant': '驗證碼錯誤或已過期',
    en: 'The verification code is wrong or has expired',
    es: 'El código de verificación es incorrecto o ha caducado',
    fr: 'Le code de vérification est faux ou a expiré',
  }),
  SMS_TOO_FREQUENT: def(2002, 429, {
    'zh-Hans': '发送太频繁，请{seconds}秒后再试',
    'zh-Hant': '發送太頻繁，請{seconds}秒後再試',
    en: 'Sent too often, try again in {seconds} s',
    es: 'Enviado con demasiada frecuencia, inténtalo en {seconds} s',
    fr: 'Envoyé trop souvent, réessayez dans {seconds} s',
  }),
  SMS_DAILY_LIMIT: def(2003, 429, {
    'zh-Hans': '今日验证码发送次数已达上限',
    'zh-Hant': '今日驗證碼發送次數已達上限',
    en: 'Daily limit of verification codes reached',
    es: 'Se alcanzó el límite diario de códigos',
    fr: 'Limite quotidienne de codes atteinte',
  }),
  LOGIN_FAILED: def(2004, 400, {
    'zh-Hans': '手机号或密码错误',
    'zh-Hant': '手機號或密碼錯誤',
    en: 'Wrong mobile number or password',
    es: 'Número de móvil o contraseña incorrectos',
    fr: 'Numéro de mobile ou mot de passe incorrect',
  }),
  PASSWORD_WRONG: def(2005, 400, {
    'zh-Hans': '原密码错误',
    'zh-Hant': '原密碼錯誤',
    en: 'The current password is wrong',
    es: 'La contraseña actual es incorrecta',
    fr: 'Le mot de passe actuel est incorrect',
  }),
  ACCOUNT_DISABLED: def(2006, 403, {
    'zh-Hans': '账号已注销或被封禁',
    'zh-Hant': '帳號已註銷或被封禁',
    en: 'This account is closed or banned',
    es: 'Esta cuenta está cerrada o bloqueada',
    fr: 'Ce compte est fermé ou banni',
  }),
  WECHAT_NOT_CONFIGURED: def(2010, 503, {
    'zh-Hans': '未配置微信公众号，无法签名',
    'zh-Hant': '未配置微信公眾號，無法簽名',
    en: 'WeChat is not configured on this server',
    es: 'WeChat no está configurado en este servidor',
    fr: "WeChat n'est pas configuré sur ce serveur",
  }),
  ID_CARD_INVALID: def(2020, 400, {
    'zh-Hans': '身份证号无效：{reason}',
    'zh-Hant': '身分證號無效：{reason}',
    en: 'Invalid ID card number: {reason}',
    es: 'Número de documento no válido: {reason}',
    fr: "Numéro de carte d'identité invalide : {reason}",
  }),
  ID_CARD_TAKEN: def(2021, 409, {
    'zh-Hans': '该身份证已被其他账号认证',
    'zh-Hant': '該身分證已被其他帳號認證',
    en: 'This ID card is already verified on another account',
    es: 'Este documento ya está verificado en otra cuenta',
    fr: "Cette carte d'identité est déjà vérifiée sur un autre compte",
  }),
  ALREADY_VERIFIED: def(2022, 409, {
    'zh-Hans': '已提交实名认证',
    'zh-Hant': '已提交實名認證',
    en: 'Real-name verification was already submitted',
    es: 'La verificación de identidad ya fue enviada',
    fr: "La vérification d'identité a déjà été envoyée",
  }),
  BIND_INVALID: def(2030, 400, {
    'zh-Hans': '第三方账号授权无效',
    'zh-Hant': '第三方帳號授權無效',
    en: 'The third-party authorisation is invalid',
    es: 'La autorización de terceros no es válida',
    fr: "L'autorisation tierce est invalide",
  }),
  UPLOAD_REJECTED: def(2040, 400, {
    'zh-Hans': '文件无法上传：{reason}',
    'zh-Hant': '檔案無法上傳：{reason}',
    en: 'The file cannot be uploaded: {reason}',
    es: 'No se puede subir el archivo: {reason}',
    fr: 'Le fichier ne peut pas être envoyé : {reason}',
  }),
  // ---------- community 3000-3099 ----------
  REALNAME_REQUIRED: def(3000, 403, {
    'zh-Hans': '发布内容前请先完成实名认证',
    'zh-Hant': '發布內容前請先完成實名認證',
    en: 'Please complete real-name verification before publishing',
    es: 'Completa la verificación de identidad antes de publicar',
    fr: "Veuillez terminer la vérification d'identité avant de publier",
  }),
  CONTENT_PROHIBITED: def(3001, 400, {
    'zh-Hans': '内容包含违禁词：{words}，请修改后再发布',
    'zh-Hant': '內容包含違禁詞：{words}，請修改後再發布',
    en: 'The text contains prohibited words: {words}. Please change it and try again',
    es: 'El texto contiene palabras prohibidas: {words}. Cámbialo e inténtalo de nuevo',
    fr: 'Le texte contient des mots interdits : {words}. Modifiez-le puis réessayez',
  }),
  POST_TOO_FREQUENT: def(3002, 429, {
    'zh-Hans': '发布太频繁，请{seconds}秒后再试',
    'zh-Hant': '發布太頻繁，請{seconds}秒後再試',
    en: 'You are posting too often; try again in {seconds} s',
    es: 'Publicas demasiado seguido; inténtalo de nuevo en {seconds} s',
    fr: 'Vous publiez trop souvent ; réessayez dans {seconds} s',
  }),
  POST_DAILY_LIMIT: def(3003, 429, {
    'zh-Hans': '新账号首日最多发布{max}篇内容，请明天再来',
    'zh-Hant': '新帳號首日最多發布{max}篇內容，請明天再來',
    en: 'A new account can publish at most {max} posts on its first day; come back tomorrow',
    es: 'Una cuenta nueva puede publicar como máximo {max} publicaciones el primer día; vuelve mañana',
    fr: 'Un nouveau compte peut publier au plus {max} publications le premier jour ; revenez demain',
  }),
  COMMENT_NOT_ALLOWED: def(3004, 403, {
    'zh-Hans': '作者设置了评论权限，你暂时无法评论',
    'zh-Hant': '作者設定了評論權限，你暫時無法評論',
    en: "The author's settings do not let you comment",
    es: 'La configuración del autor no te permite comentar',
    fr: "Les réglages de l'auteur ne vous permettent pas de commenter",
  }),
  USER_BLOCKED: def(3005, 403, {
    'zh-Hans': '由于对方的隐私设置，你无法进行此操作',
    'zh-Hant': '由於對方的隱私設定，你無法進行此操作',
    en: "This user's privacy settings do not allow this",
    es: 'La configuración de privacidad de este usuario no lo permite',
    fr: 'Les réglages de confidentialité de cet utilisateur ne le permettent pas',
  }),
  GROUP_MEMBERS_ONLY: def(3006, 403, {
    'zh-Hans': '加入圈子后才能在圈内发布',
    'zh-Hant': '加入圈子後才能在圈內發布',
    en: 'Join the circle to post in it',
    es: 'Únete al círculo para publicar en él',
    fr: 'Rejoignez le cercle pour y publier',
  }),
  GROUP_NAME_TAKEN: def(3007, 409, {
    'zh-Hans': '圈子名称已被使用',
    'zh-Hant': '圈子名稱已被使用',
    en: 'A circle with this name already exists',
    es: 'Ya existe un círculo con este nombre',
    fr: 'Un cercle porte déjà ce nom',
  }),
  GROUP_OWNER_CANNOT_LEAVE: def(3008, 409, {
    'zh-Hans': '圈主不能退出圈子，可以解散圈子',
    'zh-Hant': '圈主不能退出圈子，可以解散圈子',
    en: 'The owner cannot leave the circle; close it instead',
    es: 'El propietario no puede salir del círculo; puede cerrarlo',
    fr: 'Le propriétaire ne peut pas quitter le cercle ; il peut le fermer',
  }),
  // ---------- mall 4000-4199 ----------
  GOODS_UNAVAILABLE: def(4001, 409, {
    'zh-Hans': '商品“{name}”已下架或不存在',
    'zh-Hant': '商品「{name}」已下架或不存在',
    en: '"{name}" is no longer on sale',
    es: '"{name}" ya no está a la venta',
    fr: "« {name} » n'est plus en vente",
  }),
  STOCK_SHORT: def(4002, 409, {
    'zh-Hans': '“{name}”库存不足',
    'zh-Hant': '「{name}」庫存不足',
    en: 'Not enough stock of "{name}"',
    es: 'No hay suficiente stock de "{name}"',
    fr: 'Stock insuffisant pour « {name} »',
  }),
  BALANCE_INSUFFICIENT: def(4003, 409, {
    'zh-Hans': '余额不足',
    'zh-Hant': '餘額不足',
    en: 'Your balance is not enough',
    es: 'Tu saldo no es suficiente',
    fr: 'Votre solde est insuffisant',
  }),
  INTEGRAL_INSUFFICIENT: def(4004, 409, {
    'zh-Hans': '积分不足',
    'zh-Hant': '積分不足',
    en: 'You do not have enough points',
    es: 'No tienes suficientes puntos',
    fr: "Vous n'avez pas assez de points",
  }),
  ORDER_STATE: def(4005, 409, {
    'zh-Hans': '订单当前状态不能执行此操作',
    'zh-Hant': '訂單目前狀態不能執行此操作',
    en: 'The order cannot do this in its current state',
    es: 'El pedido no permite esto en su estado actual',
    fr: 'La commande ne permet pas cela dans son état actuel',
  }),
  ADDRESS_REQUIRED: def(4006, 400, {
    'zh-Hans': '请选择收货地址',
    'zh-Hant': '請選擇收貨地址',
    en: 'Please choose a delivery address',
    es: 'Elige una dirección de entrega',
    fr: 'Veuillez choisir une adresse de livraison',
  }),
  PAYMENT_STATE: def(4007, 409, {
    'zh-Hans': '该支付单已支付或已关闭',
    'zh-Hant': '該支付單已支付或已關閉',
    en: 'This payment is already paid or closed',
    es: 'Este pago ya está pagado o cerrado',
    fr: 'Ce paiement est déjà réglé ou fermé',
  }),
  SIGNATURE_INVALID: def(4008, 400, {
    'zh-Hans': '签名或金额校验失败',
    'zh-Hant': '簽名或金額校驗失敗',
    en: 'The signature or the amount does not match',
    es: 'La firma o el importe no coinciden',
    fr: 'La signature ou le montant ne correspond pas',
  }),
  ALREADY_APPRAISED: def(4009, 409, {
    'zh-Hans': '该商品已评价',
    'zh-Hant': '該商品已評價',
    en: 'This item has already been reviewed',
    es: 'Este artículo ya tiene reseña',
    fr: 'Cet article a déjà été évalué',
  }),
  VERIFY_CODE_INVALID: def(4010, 409, {
    'zh-Hans': '核销码无效或已使用',
    'zh-Hant': '核銷碼無效或已使用',
    en: 'The verification code is invalid or already used',
    es: 'El código de verificación no es válido o ya se usó',
    fr: 'Le code de vérification est invalide ou déjà utilisé',
  }),
  AFTER_SALE_STATE: def(4011, 409, {
    'zh-Hans': '售后单当前状态不能执行此操作',
    'zh-Hant': '售後單目前狀態不能執行此操作',
    en: 'The after-sale cannot do this in its current state',
    es: 'La posventa no permite esto en su estado actual',
    fr: 'Le service après-vente ne permet pas cela dans son état actuel',
  }),
  AFTER_SALE_CLOSED: def(4012, 409, {
    'zh-Hans': '该商品已不能申请售后',
    'zh-Hant': '該商品已不能申請售後',
    en: 'An after-sale can no longer be opened for this item',
    es: 'Ya no se puede abrir una posventa para este artículo',
    fr: 'Un service après-vente ne peut plus être ouvert pour cet article',
  }),
  CART_FULL: def(4013, 409, {
    'zh-Hans': '购物车最多{max}件商品',
    'zh-Hant': '購物車最多{max}件商品',
    en: 'The cart holds at most {max} lines',
    es: 'El carrito admite como máximo {max} líneas',
    fr: 'Le panier contient au plus {max} lignes',
  }),
  // ---------- message 6000-6099 ----------
  MESSAGE_STRANGER_LIMIT: def(6001, 403, {
    'zh-Hans': '对方回复或关注你之前，你只能发送一条消息',
    'zh-Hant': '對方回覆或關注你之前，你只能發送一則訊息',
    en: 'You can send only one message until they reply or follow you',
    es: 'Solo puedes enviar un mensaje hasta que te responda o te siga',
    fr: "Vous ne pouvez envoyer qu'un message tant que cette personne ne vous a pas répondu ou suivi",
  }),
  MESSAGE_RECALL_EXPIRED: def(6002, 409, {
    'zh-Hans': '消息发出已超过2分钟，不能撤回',
    'zh-Hant': '訊息發出已超過2分鐘，不能收回',
    en: 'A message can only be recalled within 2 minutes of sending it',
    es: 'Un mensaje solo se puede retirar en los 2 minutos siguientes a su envío',
    fr: 'Un message ne peut être retiré que dans les 2 minutes qui suivent son envoi',
  }),
  MESSAGE_TOO_FREQUENT: def(6003, 429, {
    'zh-Hans': '发送太频繁，请{seconds}秒后再试',
    'zh-Hant': '發送太頻繁，請{seconds}秒後再試',
    en: 'You are sending too fast; try again in {seconds} s',
    es: 'Envías demasiado rápido; inténtalo de nuevo en {seconds} s',
    fr: 'Vous envoyez trop vite ; réessayez dans {seconds} s',
  }),
  MESSAGE_CLIENT_ID_TAKEN: def(6004, 409, {
    'zh-Hans': '该消息编号已用于另一条消息',
    'zh-Hant': '該訊息編號已用於另一則訊息',
    en: 'This client id was already used for another message',
    es: 'Este identificador ya se usó para otro mensaje',
    fr: 'Cet identifiant a déjà servi pour un autre message',
  }),

  // Activities, tickets and courses (41xx, 42xx).
  ACTIVITY_CLOSED: def(4101, 409, {
    'zh-Hans': '活动“{name}”当前不可购票或报名',
    'zh-Hant': '活動「{name}」目前不可購票或報名',
    en: 'The activity "{name}" is not open for tickets or sign-ups now',
    es: 'La actividad "{name}" no admite entradas ni inscripciones ahora',
    fr: "L'activité « {name} » n'est pas ouverte aux billets ni aux inscriptions pour l'instant",
  }),
  TICKET_SALE_CLOSED: def(4102, 409, {
    'zh-Hans': '票种“{name}”不在售票时间内',
    'zh-Hant': '票種「{name}」不在售票時間內',
    en: 'The ticket type "{name}" is not on sale at this time',
    es: 'El tipo de entrada "{name}" no está a la venta en este momento',
    fr: 'Le type de billet « {name} » n’est pas en vente en ce moment',
  }),
  TICKETS_SHORT: def(4103, 409, {
    'zh-Hans': '票种“{name}”余票不足（剩余 {left} 张）',
    'zh-Hant': '票種「{name}」餘票不足（剩餘 {left} 張）',
    en: 'Not enough tickets of "{name}" left ({left} left)',
    es: 'No quedan suficientes entradas de "{name}" (quedan {left})',
    fr: 'Il ne reste pas assez de billets « {name} » ({left} restants)',
  }),
  TICKET_LIMIT: def(4104, 409, {
    'zh-Hans': '票种“{name}”每人最多购买 {max} 张',
    'zh-Hant': '票種「{name}」每人最多購買 {max} 張',
    en: 'At most {max} tickets of "{name}" per person',
    es: 'Como máximo {max} entradas de "{name}" por persona',
    fr: 'Au plus {max} billets « {name} » par personne',
  }),
  TICKET_ORDER_LIMIT: def(4114, 409, {
    'zh-Hans': '票种“{name}”每单最多购买 {max} 张',
    'zh-Hant': '票種「{name}」每單最多購買 {max} 張',
    en: 'At most {max} tickets of "{name}" per order',
    es: 'Como máximo {max} entradas de "{name}" por pedido',
    fr: 'Au plus {max} billets « {name} » par commande',
  }),
  TICKET_INVALID: def(4105, 404, {
    'zh-Hans': '票码无效或不属于本活动',
    'zh-Hant': '票碼無效或不屬於本活動',
    en: 'The ticket code is not valid for this activity',
    es: 'El código de entrada no es válido para esta actividad',
    fr: 'Le code du billet n’est pas valable pour cette activité',
  }),
  TICKET_VOID: def(4106, 409, {
    'zh-Hans': '该票已退款或作废',
    'zh-Hant': '該票已退款或作廢',
    en: 'This ticket was refunded or voided',
    es: 'Esta entrada fue reembolsada o anulada',
    fr: 'Ce billet a été remboursé ou annulé',
  }),
  TICKET_CHECKED_IN: def(4107, 409, {
    'zh-Hans': '该票已于 {time} 核验入场',
    'zh-Hant': '該票已於 {time} 核驗入場',
    en: 'This ticket was already checked in at {time}',
    es: 'Esta entrada ya se registró a las {time}',
    fr: 'Ce billet a déjà été enregistré à {time}',
  }),
  SIGN_UP_CLOSED: def(4108, 409, {
    'zh-Hans': '不在报名时间内',
    'zh-Hant': '不在報名時間內',
    en: 'Sign-up is not open at this time',
    es: 'Las inscripciones no están abiertas en este momento',
    fr: 'Les inscriptions ne sont pas ouvertes en ce moment',
  }),
  DIVISION_FULL: def(4109, 409, {
    'zh-Hans': '组别“{name}”报名已满',
    'zh-Hant': '組別「{name}」報名已滿',
    en: 'The division "{name}" is full',
    es: 'La categoría "{name}" está completa',
    fr: 'La catégorie « {name} » est complète',
  }),
  ALREADY_SIGNED_UP: def(4110, 409, {
    'zh-Hans': '你已报名该组别',
    'zh-Hant': '你已報名該組別',
    en: 'You have already signed up for this division',
    es: 'Ya te inscribiste en esta categoría',
    fr: 'Vous êtes déjà inscrit dans cette catégorie',
  }),
  TICKET_REQUIRED: def(4111, 409, {
    'zh-Hans': '报名该组别需要一张未使用的参赛票',
    'zh-Hant': '報名該組別需要一張未使用的參賽票',
    en: 'Signing up for this division needs an unused competitor ticket',
    es: 'Para inscribirte en esta categoría necesitas una entrada de competidor sin usar',
    fr: 'Il faut un billet de compétiteur inutilisé pour s’inscrire dans cette catégorie',
  }),
  DIVISION_NUMBERED: def(4112, 409, {
    'zh-Hans': '该组别已经生成过号码',
    'zh-Hant': '該組別已經產生過號碼',
    en: 'Numbers were already given in this division',
    es: 'Ya se asignaron los números de esta categoría',
    fr: 'Les numéros de cette catégorie ont déjà été attribués',
  }),
  BRACKET_STATE: def(4113, 409, {
    'zh-Hans': '对阵表当前状态不能执行此操作',
    'zh-Hant': '對陣表目前狀態不能執行此操作',
    en: 'The bracket cannot do this in its current state',
    es: 'El cuadro no permite esto en su estado actual',
    fr: 'Le tableau ne permet pas cela dans son état actuel',
  }),
  REFUND_NOT_ALLOWED: def(4115, 409, {
    'zh-Hans': '已过可退款时间或已使用，不能申请退款',
    'zh-Hant': '已過可退款時間或已使用，不能申請退款',
    en: 'This can no longer be refunded at your request (past its refund time, or already used)',
    es: 'Ya no se puede reembolsar a petición tuya (pasó su plazo de reembolso o ya se usó)',
    fr: 'Ce n’est plus remboursable à votre demande (délai de remboursement passé, ou déjà utilisé)',
  }),
  LESSON_LOCKED: def(4201, 403, {
    'zh-Hans': '报名课程后才能观看该课时',
    'zh-Hant': '報名課程後才能觀看該課時',
    en: 'Register for the course to watch this lesson',
    es: 'Inscríbete en el curso para ver esta lección',
    fr: 'Inscrivez-vous au cours pour regarder cette leçon',
  }),
  LESSON_NOT_READY: def(4202, 409, {
    'zh-Hans': '课时视频还在处理中',
    'zh-Hant': '課時影片還在處理中',
    en: 'The lesson video is still being processed',
    es: 'El vídeo de la lección aún se está procesando',
    fr: 'La vidéo de la leçon est encore en cours de traitement',
  }),

  // Music (70xx).
  MUSIC_LOCKED: def(7001, 403, {
    'zh-Hans': '购买后才能播放或下载完整曲目',
    'zh-Hant': '購買後才能播放或下載完整曲目',
    en: 'Buy this track to play or download it in full',
    es: 'Compra esta pista para reproducirla o descargarla completa',
    fr: 'Achetez ce morceau pour l’écouter ou le télécharger en entier',
  }),
  MUSIC_NOT_READY: def(7002, 409, {
    'zh-Hans': '曲目音频还在处理中',
    'zh-Hant': '曲目音訊還在處理中',
    en: 'The track audio is still being processed',
    es: 'El audio de la pista aún se está procesando',
    fr: 'L’audio du morceau est encore en cours de traitement',
  }),
  MUSIC_NO_DOWNLOAD: def(7003, 403, {
    'zh-Hans': '该曲目不提供下载',
    'zh-Hant': '該曲目不提供下載',
    en: 'This track may not be downloaded',
    es: 'Esta pista no se puede descargar',
    fr: 'Ce morceau ne peut pas être téléchargé',
  }),
  // ---------- points and guesses ----------
  ALREADY_SIGNED: def(8001, 409, {
    'zh-Hans': '今天已经签到过了',
    'zh-Hant': '今天已經簽到過了',
    en: 'You have already signed in today',
    es: 'Ya has fichado hoy',
    fr: 'Vous avez déjà pointé aujourd’hui',
  }),
  GUESS_CLOSED: def(8101, 409, {
    'zh-Hans': '竞猜已截止',
    'zh-Hant': '競猜已截止',
    en: 'This guess is closed',
    es: 'Esta apuesta está cerrada',
    fr: 'Ce pronostic est clos',
  }),
  GUESS_JOINED: def(8102, 409, {
    'zh-Hans': '你已经参与过这个竞猜',
    'zh-Hant': '你已經參與過這個競猜',
    en: 'You have already joined this guess',
    es: 'Ya participas en esta apuesta',
    fr: 'Vous participez déjà à ce pronostic',
  }),
  GUESS_STAKE: def(8103, 400, {
    'zh-Hans': '竞猜积分需在 {min} 到 {max} 之间',
    'zh-Hant': '競猜積分需在 {min} 到 {max} 之間',
    en: 'The stake must be between {min} and {max} points',
    es: 'La apuesta debe estar entre {min} y {max} puntos',
    fr: 'La mise doit être comprise entre {min} et {max} points',
  }),
  GUESS_STATE: def(8104, 409, {
    'zh-Hans': '竞猜当前状态不允许此操作',
    'zh-Hant': '競猜目前狀態不允許此操作',
    en: 'The guess can not do that in its current state',
    es: 'La apuesta no permite esto en su estado actual',
    fr: 'Le pronostic ne le permet pas dans son état actuel',
  }),

  // Live (90xx).
  LIVE_STATE: def(9001, 409, {
    'zh-Hans': '直播当前状态不允许此操作',
    'zh-Hant': '直播目前狀態不允許此操作',
    en: 'The live is not in a state that allows this',
    es: 'El directo no está en un estado que lo permita',
    fr: 'Le direct n’est pas dans un état qui le permet',
  }),
} as const;

export type ErrorName = keyof typeof ERRORS;

export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
