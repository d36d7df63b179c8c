import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Partner, PartnerStanding } from '@careshift/contract';

import { PATHS } from '../app/paths';
import { useFollowInApp } from '../hooks/use-follow-in-app';

/** "30/11/2026" from "2026-11-30". */
const dayOf = (ymd: string) => ymd.split('-').reverse().join('/');

/** The problem's sentence: the licence's day or the invoices' numbers when known. */
function problemKey(
  standing: PartnerStanding,
): PartnerStanding['problem'] | 'LICENCE_EXPIRED_ON' | 'INVOICE_OVERDUE_REFS' {
  if (standing.problem === 'LICENCE_EXPIRED' && standing.licenceExpiredOn) return 'LICENCE_EXPIRED_ON';
  if (standing.problem === 'INVOICE_OVERDUE' && standing.overdueInvoices.length)
    return 'INVOICE_OVERDUE_REFS';
  return standing.problem;
}

/** Where the first step is done. */
function actionOf(standing: PartnerStanding): { key: 'documents' | 'invoices' | 'contact'; href: string } {
  if (standing.problem === 'INVOICE_OVERDUE') return { key: 'invoices', href: PATHS.invoices };
  if (standing.problem === 'NOT_VERIFIED') return { key: 'contact', href: PATHS.contactUs };
  return { key: 'documents', href: PATHS.profileDocuments };
}

/**
 * A partner who is not VERIFIED is told why and what to do (issue 32, item 1), on Find a shift and the
 * profile: the status, the reason (licence expired on …, overdue invoice …) and the steps, with a
 * button to where the first one is done. The domain's partnerStandingGuidance decides; this only says it.
 */
export const PartnerStandingAlert = memo(function PartnerStandingAlert({
  partner,
}: {
  partner: Pick<Partner, 'status' | 'standing'> | undefined;
}) {
  const { t } = useTranslation('ui');
  const follow = useFollowInApp();
  const standing = partner?.standing;
  if (!partner || !standing) return null;
  const action = actionOf(standing);
  const params = {
    date: standing.licenceExpiredOn ? dayOf(standing.licenceExpiredOn) : '',
    invoices: standing.overdueInvoices.map((invoice) => `#${invoice.ref}`).join(', '),
  };
  return (
    <Alert
      type="warning"
      header={t('partnerStanding.title')}
      action={
        <Button href={action.href} onFollow={follow(action.href)}>
          {t(`partnerStanding.actions.${action.key}`)}
        </Button>
      }
    >
      <SpaceBetween size="xs">
        <Box variant="p">
          <strong>{t('partnerStanding.status', { status: t(`partnerStatus.${partner.status}`) })}</strong>
          {' · '}
          {t(`partnerStanding.problems.${problemKey(standing)}`, params)}
        </Box>
        <Box variant="p" fontWeight="bold">
          {t('partnerStanding.stepsTitle')}
        </Box>
        <ol aria-label={t('partnerStanding.stepsTitle')} style={{ margin: 0, paddingInlineStart: '1.25em' }}>
          {standing.steps.map((step) => (
            <li key={step}>{t(`partnerStanding.steps.${step}`)}</li>
          ))}
        </ol>
        <Box variant="small">{t('partnerStanding.claimOff')}</Box>
      </SpaceBetween>
    </Alert>
  );
});
