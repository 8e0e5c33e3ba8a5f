import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.ts';

interface RichTextProps {
  value?: string;
  onChange?: (html: string) => void;
  testId?: string;
}

/**
 * A small rich-text editor (bold, heading, list, paragraphs) over contentEditable; the server
 * sanitises what it receives, and the detail page shows it sanitised again.
 */
export function RichText({ value = '', onChange, testId }: RichTextProps) {
  const { t } = useTranslation();
  const body = useRef<HTMLDivElement>(null);
  // Only outside changes (the form's initial value) are written in; typing keeps the caret.
  useEffect(() => {
    if (body.current && body.current.innerHTML !== value) body.current.innerHTML = value;
  }, [value]);
  const exec = (command: string, arg?: string) => {
    body.current?.focus();
    document.execCommand(command, false, arg);
    onChange?.(body.current?.innerHTML ?? '');
  };
  return (
    <div className="og-editor">
      <div className="og-editor__tools">
        <button type="button" aria-label={t('organiser.editor.bold')} onClick={() => exec('bold')}>
          <b>B</b>
        </button>
        <button
          type="button"
          aria-label={t('organiser.editor.heading')}
          onClick={() => exec('formatBlock', 'h3')}
        >
          H
        </button>
        <button
          type="button"
          aria-label={t('organiser.editor.list')}
          onClick={() => exec('insertUnorderedList')}
        >
          •≡
        </button>
        <button
          type="button"
          aria-label={t('organiser.editor.paragraph')}
          onClick={() => exec('formatBlock', 'p')}
        >
          ¶
        </button>
      </div>
      <div
        ref={body}
        className="og-editor__body"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={t('organiser.edit.detail')}
        data-placeholder={t('organiser.edit.detailPlaceholder')}
        data-testid={testId}
        onInput={() => onChange?.(body.current?.innerHTML ?? '')}
      />
    </div>
  );
}
