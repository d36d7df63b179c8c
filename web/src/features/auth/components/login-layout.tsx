import '../login.css';

import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fontFamilyBase } from '@cloudscape-design/design-tokens';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../../app/paths';
import { LanguageMenu } from '../../../components/language-menu';
import { RouterLink } from '../../../components/router-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFollowInApp } from '../../../hooks/use-follow-in-app';

interface LoginLayoutProps {
  title: string;
  description?: string;
  children: ReactNode;
  /** Links under the card (the other portal, back home). */
  footer?: ReactNode;
}

/** The frame of every sign-in step: brand and language on top, one card, links below; one column on a phone. */
export function LoginLayout({ title, description, children, footer }: LoginLayoutProps) {
  const { t } = useTranslation(['auth', 'common']);
  const follow = useFollowInApp();

  useDocumentTitle(title);

  return (
    <div className="cs-login">
      <main className="cs-login__column">
        <div className="cs-login__bar">
          <a
            className="cs-login__brand"
            style={{ fontFamily: fontFamilyBase }}
            href={PATHS.landing}
            onClick={follow(PATHS.landing)}
          >
            {t('common:appName')}
          </a>
          <LanguageMenu />
        </div>
        <SpaceBetween size="l">
          <Container
            header={
              <Header variant="h1" description={description}>
                {title}
              </Header>
            }
          >
            {children}
          </Container>
          <SpaceBetween size="s">
            {footer}
            <RouterLink href={PATHS.landing}>{t('auth:page.backHome')}</RouterLink>
          </SpaceBetween>
        </SpaceBetween>
      </main>
    </div>
  );
}
