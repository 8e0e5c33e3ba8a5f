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
} as const;

export type ErrorName = keyof typeof ERRORS;

export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
