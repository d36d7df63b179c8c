import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';

import type { Client } from '@careshift/contract';

import { StatusBadge } from '../../components/status-badge';
import { useClientRecord } from '../../hooks/use-client-record';

import { useClientScope } from './client-scope';
import type { ClientScope } from './client-scope';

type TabId = 'info' | 'users' | 'requests' | 'config' | 'attendance' | 'favourites';

/** The tabs a scope shows: administrators all (config only with a custom one), the account info and users. */
function tabsOf(scope: ClientScope, client: Client | undefined): TabId[] {
  if (scope.kind === 'partner') return [];
  if (scope.kind === 'account') return ['info', 'users', 'attendance', 'favourites'];
  return [
    ...(['info', 'users', 'requests', 'attendance', 'favourites'] as const),
    ...(client?.configs ? (['config'] as const) : []),
  ];
}

function activeTab(pathname: string, scope: ClientScope, tabs: readonly TabId[]): TabId {
  return tabs.find((id) => id !== 'info' && pathname.startsWith(scope.paths[id])) ?? 'info';
}

type ClientsT = ReturnType<typeof useTranslation<['clients', 'common']>>['t'];
type ClientRecord = ReturnType<typeof useClientRecord>;

/**
 * The page's h1 is never empty: the organisation's name, "My organisation" on its own account,
 * "Loading…" while the record is read, and "Clients" when it could not be.
 */
function titleOf(client: ClientRecord, scope: ClientScope, t: ClientsT): string {
  if (client.data) return client.data.name;
  if (scope.kind === 'account') return t('detail.accountTitle');
  return client.isPending ? t('common:status.loading') : t('list.title');
}

/** Edit, and "Add custom config" for an administrator while the client has none (not on its page). */
function DetailActions({
  client,
  scope,
  onSettingsPage,
}: {
  client: Client;
  scope: ClientScope;
  onSettingsPage: boolean;
}) {
  const { t } = useTranslation(['clients', 'common']);
  const navigate = useNavigate();
  if (scope.kind === 'partner') return null;
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {scope.kind === 'administrator' && !client.configs && !onSettingsPage && (
        <Button onClick={() => navigate(scope.paths.config)}>{t('detail.addConfig')}</Button>
      )}
      <Button onClick={() => navigate(scope.paths.edit)}>{t('detail.edit')}</Button>
    </SpaceBetween>
  );
}

/** The tabs, each the child route of its path; the page alone where there are no tabs to show. */
function DetailTabs({ tabs, scope, pathname }: { tabs: TabId[]; scope: ClientScope; pathname: string }) {
  const { t } = useTranslation(['clients', 'common']);
  const navigate = useNavigate();
  const active = activeTab(pathname, scope, tabs);
  return (
    <Tabs
      ariaLabel={t('detail.tabsLabel')}
      activeTabId={active}
      onChange={({ detail }) => {
        const target = tabs.find((id) => id === detail.activeTabId);
        if (target) navigate(scope.paths[target]);
      }}
      tabs={tabs.map((id) => ({
        id,
        label: t(`detail.tabs.${id}`),
        content: id === active ? <Outlet /> : null,
      }))}
    />
  );
}

/**
 * The client detail (spec section 2, "Clients"): its name and status, Edit, and the tabs as child
 * routes that follow the URL (`/clients/{id}/info|users|requests|config`, `/account/info|users`). A
 * client without its own configuration gets an "Add custom config" button instead of the config tab.
 */
export function ClientDetailLayout() {
  const { t } = useTranslation(['clients', 'common']);
  const scope = useClientScope();
  const client = useClientRecord(scope.clientId);
  const { pathname } = useLocation();
  const tabs = tabsOf(scope, client.data);
  const onSettingsPage = scope.kind === 'administrator' && pathname.startsWith(scope.paths.config);

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          actions={
            client.data && (
              <DetailActions client={client.data} scope={scope} onSettingsPage={onSettingsPage} />
            )
          }
          info={
            client.data && (
              <StatusBadge status={client.data.status} label={t(`clientStatus.${client.data.status}`)} />
            )
          }
        >
          {titleOf(client, scope, t)}
        </Header>
      }
    >
      {client.isPending ? (
        <Spinner size="large" />
      ) : client.isError ? (
        <Alert
          type="error"
          header={t('detail.loadFailed')}
          action={<Button onClick={() => void client.refetch()}>{t('common:actions.retry')}</Button>}
        >
          {client.error.message}
        </Alert>
      ) : tabs.length === 0 || (onSettingsPage && !client.data.configs) ? (
        <Outlet />
      ) : (
        <DetailTabs tabs={tabs} scope={scope} pathname={pathname} />
      )}
    </ContentLayout>
  );
}
