import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import type { ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { SubmitState } from '../hooks/use-submit-state';

import { SubmitStatus } from './submit-status';

interface ActionModalProps {
  visible: boolean;
  header: ReactNode;
  size?: ModalProps.Size;
  /** Closing, by the back button, the close icon or Escape; refused while the action runs. */
  onDismiss: () => void;
  /** The submit's state: its status shows beside the buttons, and processing locks them. */
  state?: SubmitState;
  /** Processing without a submit state (a mutation's own pending flag). */
  processing?: boolean;
  /** The back (cancel, close) button's text. */
  back: string;
  /** The primary action; without it the back button is the primary one (a modal that only informs). */
  confirm?: string;
  onConfirm?: () => void;
  /** The content is a form: Enter in a field confirms, as the primary button does. */
  form?: boolean;
  children: ReactNode;
}

/** A modal that asks for one action: its content, then back and the action, which spins while it runs. */
export function ActionModal(props: ActionModalProps) {
  const { t } = useTranslation('common');
  const { state, confirm, onDismiss } = props;
  const busy = props.processing ?? state?.status === 'processing';
  return (
    <Modal
      visible={props.visible}
      size={props.size}
      onDismiss={() => !busy && onDismiss()}
      closeAriaLabel={t('actions.close')}
      header={props.header}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            {state && <SubmitStatus state={state} />}
            <Button variant={confirm ? 'link' : 'primary'} onClick={onDismiss} disabled={busy}>
              {props.back}
            </Button>
            {confirm && (
              <Button variant="primary" loading={busy} onClick={props.onConfirm}>
                {confirm}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      {props.form ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onConfirm?.();
          }}
        >
          {props.children}
        </form>
      ) : (
        props.children
      )}
    </Modal>
  );
}
