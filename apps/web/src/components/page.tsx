import { NavBar } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { navigateBack } from '../lib/navigation.ts';

interface PageProps {
  /** The route path exactly as in routes.json: the root element's data-page. */
  path: string;
  title?: string;
  /** No navigation bar (tab pages, custom headers). */
  bare?: boolean;
  right?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Page({ path, title, bare, right, className, children }: PageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);
  return (
    <div className={className ? `page ${className}` : 'page'} data-page={path}>
      {!bare && (
        <NavBar className="page__nav" onBack={navigateBack} right={right} backIcon>
          {title}
        </NavBar>
      )}
      {children}
    </div>
  );
}
