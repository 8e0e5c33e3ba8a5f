import type { CardType, ChatCard } from '@dance/contracts/message';
import { invalid, notFound } from '../../platform/errors.ts';
import type { CardPlace, CardResolver } from './ports.ts';

/**
 * The cards chat can carry. Each domain that owns a kind of thing registers how its card is made
 * (app.ts: posts from the community, goods and orders from the mall); a kind nobody registered yet
 * (activities, until that module exists) is refused as unsupported.
 */
export class Cards {
  private readonly resolvers = new Map<CardType, CardResolver>();

  register(type: CardType, resolver: CardResolver): void {
    this.resolvers.set(type, resolver);
  }

  async resolve(senderId: number, type: CardType, id: number, place: CardPlace): Promise<ChatCard> {
    const resolver = this.resolvers.get(type);
    if (!resolver) invalid('card.type', 'unsupported');
    const card = await resolver(senderId, id, place);
    if (!card) notFound(type);
    return { ...card, title: card.title.slice(0, 100), subtitle: card.subtitle.slice(0, 100) };
  }
}
