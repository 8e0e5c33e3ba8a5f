import { useTranslation } from '../../../i18n/react.ts';

/** What the ID-card popup explains: shown in the idCard form and on the component page. */
export function IdCardGuide() {
  const { t } = useTranslation();
  const items = t('idcard.popupItems', { returnObjects: true }) as unknown;
  const list = Array.isArray(items) ? items.map(String) : [];
  return (
    <ol className="guide-list" data-testid="idcard-guide">
      {list.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ol>
  );
}
