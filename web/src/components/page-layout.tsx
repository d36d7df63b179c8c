import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import type { ReactNode } from 'react';

import { useDocumentTitle } from '../hooks/use-document-title';

interface PageLayoutProps {
  /** The page's h1, also the browser tab's title. */
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A portal page with its title as heading and in the browser tab. */
export function PageLayout({ title, description, actions, children }: PageLayoutProps) {
  useDocumentTitle(title);
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={description} actions={actions}>
          {title}
        </Header>
      }
    >
      {children}
    </ContentLayout>
  );
}
