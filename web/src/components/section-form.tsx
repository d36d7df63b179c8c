import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { FormEvent, ReactNode } from 'react';

import type { useSubmitState } from '../hooks/use-submit-state';
import { failureOf } from '../hooks/use-submit-state';

import { SubmitForm } from './submit-form';
import { SubmitActions } from './submit-status';

interface SectionFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The form's submit state (useSubmitState): its failure, its progress on the save button. */
  submit: ReturnType<typeof useSubmitState>;
  title: string;
  description: string;
  saveLabel: string;
  children: ReactNode;
}

/**
 * One titled section of a settings page saved on its own: a container with an h2 header, and a
 * primary save button that shows progress and the save's outcome (SubmitForm, SubmitActions).
 */
export function SectionForm({ onSubmit, submit, title, description, saveLabel, children }: SectionFormProps) {
  return (
    <SubmitForm
      onSubmit={onSubmit}
      failure={failureOf(submit.state)}
      actions={
        <SubmitActions state={submit.state}>
          <Button variant="primary" loading={submit.processing} disabled={submit.processing}>
            {saveLabel}
          </Button>
        </SubmitActions>
      }
    >
      <Container
        header={
          <Header variant="h2" description={description}>
            {title}
          </Header>
        }
      >
        {children}
      </Container>
    </SubmitForm>
  );
}
