/** The message-box titles the console sends, in the five languages (`title` is the fallback). */
type Titles = Record<string, string>;

function titles(en: string, zhHans: string, zhHant: string, es: string, fr: string): Titles {
  return {
    title: en,
    title_en: en,
    'title_zh-Hans': zhHans,
    'title_zh-Hant': zhHant,
    title_es: es,
    title_fr: fr,
  };
}

export function decisionTitles(subject: 'realname' | 'merchant', approved: boolean, reason: string): Titles {
  if (subject === 'realname')
    return approved
      ? titles(
          'Your real-name verification was approved',
          '实名认证已通过',
          '實名認證已通過',
          'Tu verificación de identidad fue aprobada',
          'Votre vérification d’identité est acceptée',
        )
      : titles(
          `Your real-name verification was refused: ${reason}`,
          `实名认证未通过：${reason}`,
          `實名認證未通過：${reason}`,
          `Tu verificación de identidad fue rechazada: ${reason}`,
          `Votre vérification d’identité est refusée : ${reason}`,
        );
  return approved
    ? titles(
        'Your shop application was approved: your shop is open',
        '开店申请已通过，店铺已开通',
        '開店申請已通過，店鋪已開通',
        'Tu solicitud de tienda fue aprobada: tu tienda está abierta',
        'Votre demande de boutique est acceptée : votre boutique est ouverte',
      )
    : titles(
        `Your shop application was refused: ${reason}`,
        `开店申请未通过：${reason}`,
        `開店申請未通過：${reason}`,
        `Tu solicitud de tienda fue rechazada: ${reason}`,
        `Votre demande de boutique est refusée : ${reason}`,
      );
}

/** The user's notice of a warning, a mute (with its end in China time) or a lifted mute. */
export function sanctionTitles(
  action: 'warn' | 'mute' | 'unmute',
  reason: string,
  until: Date | null,
): Titles {
  if (action === 'mute') {
    const at = new Date(until!.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    return titles(
      `You are muted until ${at} (China time): ${reason}`,
      `你已被禁言至 ${at}：${reason}`,
      `你已被禁言至 ${at}：${reason}`,
      `Estás silenciado hasta el ${at} (hora de China): ${reason}`,
      `Vous êtes réduit au silence jusqu’au ${at} (heure de Chine) : ${reason}`,
    );
  }
  if (action === 'unmute')
    return titles(
      'Your mute was lifted: you can post, comment and chat again',
      '你的禁言已解除，可以正常发帖、评论和聊天了',
      '你的禁言已解除，可以正常發帖、評論和聊天了',
      'Se levantó tu silencio: puedes publicar, comentar y chatear de nuevo',
      'Votre silence est levé : vous pouvez de nouveau publier, commenter et discuter',
    );
  return warningTitles(reason);
}

function warningTitles(reason: string): Titles {
  return titles(
    `A warning from the community team: ${reason}`,
    `社区管理员提醒：${reason}`,
    `社區管理員提醒：${reason}`,
    `Un aviso del equipo de la comunidad: ${reason}`,
    `Un avertissement de l’équipe de la communauté : ${reason}`,
  );
}
