import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Invoice, InvoiceActionName } from '@careshift/contract/operations/invoices';

import { useNotify } from '../../app/shell/notifications';
import { useErrorText } from '../../hooks/use-error-text';
import { useOwnPartner } from '../../hooks/use-partner-profile';
import { useSubmitState } from '../../hooks/use-submit-state';
import type { PortalViewer } from '../../hooks/use-viewer';

import { ConfirmInvoiceModal } from './components/confirm-invoice-modal';
import type { ConfirmedInvoiceAction } from './components/confirm-invoice-modal';
import { MarkPaidModal } from './components/mark-paid-modal';
import { SendInvoiceModal } from './components/send-invoice-modal';
import { isNotSignedIn } from './invoice-errors';
import { downloadInvoice } from './invoice-file';
import { useInvoiceCheckout, useInvoiceMove, useSendInvoice } from './use-invoices';
import type { InvoiceMove } from './use-invoices';

/** How long "Email sent!" stays (the spec says 1 s; 2 s, like every done indicator, so it can be read). */
const EMAIL_SENT_MS = 2000;

type Open =
  | { kind: 'markPaid'; invoice: Invoice }
  | { kind: 'send'; invoice: Invoice }
  | { kind: 'confirm'; invoice: Invoice; action: ConfirmedInvoiceAction };

/**
 * The invoice actions of a list (spec section 4): what each button opens, the calls, and the notices.
 * A changed invoice replaces its row in place (useInvoiceMove); Pay Invoice goes to the checkout page.
 */
export function useInvoiceActions(viewer: PortalViewer): {
  onAction: (invoice: Invoice, action: InvoiceActionName) => void;
  busy: (invoice: Invoice) => InvoiceActionName | undefined;
  modals: ReactNode;
} {
  const { t } = useTranslation(['invoices', 'common']);
  const notify = useNotify();
  const errorText = useErrorText();
  const submit = useSubmitState();
  const move = useInvoiceMove();
  const send = useSendInvoice();
  const checkout = useInvoiceCheckout();
  const ownPartner = useOwnPartner(viewer);
  const [open, setOpen] = useState<Open>();
  const [running, setRunning] = useState<{ id: string; action: InvoiceActionName }>();

  const close = () => {
    setOpen(undefined);
    submit.reset();
  };

  const runMove = async (invoice: Invoice, change: InvoiceMove) => {
    const outcome = await submit.run(() => move.mutateAsync({ invoiceId: invoice.id, move: change }));
    if (!outcome.ok) return;
    close();
    notify({ type: 'success', content: t(`done.${change.kind}`, { ref: invoice.invoiceRef }) });
  };

  const download = async (invoice: Invoice) => {
    setRunning({ id: invoice.id, action: 'download' });
    try {
      await downloadInvoice(invoice);
    } catch (error) {
      const content = isNotSignedIn(error) ? t('download.notSignedIn') : errorText(error);
      notify({ type: 'error', header: t('download.failed'), content });
    } finally {
      setRunning(undefined);
    }
  };

  const pay = async (invoice: Invoice) => {
    setRunning({ id: invoice.id, action: 'payByCard' });
    try {
      const { url } = await checkout.mutateAsync(invoice.id);
      notify({ type: 'info', content: t('checkout.opening') });
      window.location.assign(url);
    } catch (error) {
      notify({ type: 'error', header: t('checkout.failed'), content: errorText(error) });
      setRunning(undefined);
    }
  };

  const onAction = (invoice: Invoice, action: InvoiceActionName) => {
    submit.reset();
    if (action === 'markPaid' || action === 'send') setOpen({ kind: action, invoice });
    else if (action === 'cancel' || action === 'markPending' || action === 'refund')
      setOpen({ kind: 'confirm', invoice, action });
    else if (action === 'download') void download(invoice);
    else void pay(invoice);
  };

  const sendTo = async (invoice: Invoice, email: string | undefined) => {
    const outcome = await submit.run(() => send.mutateAsync({ invoiceId: invoice.id, email }));
    if (!outcome.ok) return;
    close();
    notify({
      type: 'success',
      header: t('send.sent'),
      content: t('send.sentTo', { ref: invoice.invoiceRef, email: outcome.value.sentTo }),
      lifetimeMs: EMAIL_SENT_MS,
    });
  };

  const opened = (kind: 'markPaid' | 'send') => (open?.kind === kind ? open.invoice : undefined);
  const modals = (
    <>
      <MarkPaidModal
        invoice={opened('markPaid')}
        state={submit.state}
        onSubmit={(values) => open && void runMove(open.invoice, { kind: 'markPaid', body: values })}
        onDismiss={close}
      />
      <SendInvoiceModal
        invoice={opened('send')}
        ownEmail={viewer.kind === 'partner' ? (ownPartner.data?.info?.email ?? '') : undefined}
        state={submit.state}
        onSubmit={(email) => open && void sendTo(open.invoice, email)}
        onDismiss={close}
      />
      <ConfirmInvoiceModal
        request={open?.kind === 'confirm' ? open : undefined}
        state={submit.state}
        onConfirm={() => open?.kind === 'confirm' && void runMove(open.invoice, { kind: open.action })}
        onDismiss={close}
      />
    </>
  );

  return {
    onAction,
    busy: (invoice) => (running?.id === invoice.id ? running.action : undefined),
    modals,
  };
}
