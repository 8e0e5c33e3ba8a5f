import { StarFill } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import type { CompetitionDivision } from '../api/competition-list.ts';

type Battle = CompetitionDivision['rounds'][number]['battles'][number];
type Entry = NonNullable<Battle['a']>;

function Side({ entry, battle }: { entry: Entry | null; battle: Battle }) {
  const { t } = useTranslation();
  const won = battle.decided && entry !== null && battle.winner_entry_id === entry.id;
  const lost = battle.decided && entry !== null && !won;
  return (
    <span className={`bracket__side${won ? ' bracket__side--won' : ''}${lost ? ' bracket__side--lost' : ''}`}>
      <span className="bracket__no">{entry?.number ?? '–'}</span>
      <span className="bracket__name">{entry ? entry.stage_name : t('activity.bracket.tbd')}</span>
    </span>
  );
}

/** One division's bracket, read-only: rounds side by side, the winner of each battle marked. */
export function Bracket({ division }: { division: CompetitionDivision }) {
  const { t } = useTranslation();
  if (division.rounds.length === 0) return null;
  return (
    <div className="bracket" data-testid={`bracket-${division.id}`}>
      {division.champion && (
        <div className="bracket__champion">
          <StarFill /> {t('activity.bracket.champion')} · {division.champion.stage_name}
        </div>
      )}
      <div className="bracket__rounds">
        {division.rounds.map((r) => (
          <div className="bracket__round" key={r.round}>
            <div className="bracket__round-name">{t(`activity.round.${r.round}`)}</div>
            <div className="bracket__battles">
              {r.battles.map((b) => (
                <div className="bracket__battle" key={b.id}>
                  <Side entry={b.a} battle={b} />
                  <Side entry={b.b} battle={b} />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
