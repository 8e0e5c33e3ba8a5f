import type { Language } from '@dance/contracts';

type Group = { key: string; names: Record<Language, string>; list: [code: string, char: string][] };

/**
 * The emoji keyboard: a code like `[笑]` is what a comment stores, so a phone without an emoji
 * font still shows something readable, and the client swaps codes for the character when drawing.
 */
const GROUPS: Group[] = [
  {
    key: 'face',
    names: { 'zh-Hans': '表情', 'zh-Hant': '表情', en: 'Faces', es: 'Caras', fr: 'Visages' },
    list: [
      ['[微笑]', '🙂'],
      ['[笑]', '😄'],
      ['[大笑]', '😂'],
      ['[笑哭]', '🤣'],
      ['[害羞]', '😊'],
      ['[眨眼]', '😉'],
      ['[色]', '😍'],
      ['[亲亲]', '😘'],
      ['[酷]', '😎'],
      ['[思考]', '🤔'],
      ['[无语]', '😑'],
      ['[白眼]', '🙄'],
      ['[得意]', '😏'],
      ['[难过]', '😞'],
      ['[哭]', '😢'],
      ['[大哭]', '😭'],
      ['[生气]', '😠'],
      ['[发怒]', '😡'],
      ['[惊讶]', '😮'],
      ['[震惊]', '😱'],
      ['[尴尬]', '😅'],
      ['[汗]', '😓'],
      ['[困]', '😪'],
      ['[睡]', '😴'],
      ['[晕]', '😵'],
      ['[吐]', '🤮'],
      ['[嘘]', '🤫'],
      ['[捂脸]', '🤦'],
      ['[鬼脸]', '😜'],
      ['[天使]', '😇'],
      ['[恶魔]', '😈'],
      ['[拥抱]', '🤗'],
    ],
  },
  {
    key: 'gesture',
    names: { 'zh-Hans': '手势', 'zh-Hant': '手勢', en: 'Gestures', es: 'Gestos', fr: 'Gestes' },
    list: [
      ['[赞]', '👍'],
      ['[踩]', '👎'],
      ['[OK]', '👌'],
      ['[耶]', '✌️'],
      ['[鼓掌]', '👏'],
      ['[抱拳]', '🙏'],
      ['[加油]', '💪'],
      ['[拳头]', '👊'],
      ['[握手]', '🤝'],
      ['[挥手]', '👋'],
      ['[摇滚]', '🤘'],
      ['[比心]', '🫶'],
    ],
  },
  {
    key: 'dance',
    names: { 'zh-Hans': '街舞', 'zh-Hant': '街舞', en: 'Dance', es: 'Baile', fr: 'Danse' },
    list: [
      ['[跳舞]', '💃'],
      ['[男舞者]', '🕺'],
      ['[音乐]', '🎵'],
      ['[音符]', '🎶'],
      ['[耳机]', '🎧'],
      ['[麦克风]', '🎤'],
      ['[音箱]', '🔊'],
      ['[火]', '🔥'],
      ['[闪耀]', '✨'],
      ['[奖杯]', '🏆'],
      ['[金牌]', '🥇'],
      ['[王冠]', '👑'],
      ['[100分]', '💯'],
      ['[炸]', '💥'],
      ['[运动鞋]', '👟'],
      ['[帽子]', '🧢'],
    ],
  },
  {
    key: 'symbol',
    names: { 'zh-Hans': '符号', 'zh-Hant': '符號', en: 'Symbols', es: 'Símbolos', fr: 'Symboles' },
    list: [
      ['[爱心]', '❤️'],
      ['[心碎]', '💔'],
      ['[玫瑰]', '🌹'],
      ['[礼物]', '🎁'],
      ['[庆祝]', '🎉'],
      ['[星星]', '⭐'],
      ['[太阳]', '☀️'],
      ['[月亮]', '🌙'],
      ['[咖啡]', '☕'],
      ['[啤酒]', '🍺'],
      ['[蛋糕]', '🎂'],
      ['[红包]', '🧧'],
    ],
  },
];

export type EmojiGroups = { group: string; list: { code: string; char: string }[] }[];

const BY_LANGUAGE = new Map<Language, EmojiGroups>();

/** The groups with their names in one language; built once per language. */
export function emojiGroups(lang: Language): EmojiGroups {
  let groups = BY_LANGUAGE.get(lang);
  if (!groups) {
    groups = GROUPS.map((g) => ({
      group: g.names[lang],
      list: g.list.map(([code, char]) => ({ code, char })),
    }));
    BY_LANGUAGE.set(lang, groups);
  }
  return groups;
}
