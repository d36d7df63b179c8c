import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { featureIdeaFormDefaults, featureIdeaFormSchema } from '@careshift/contract/forms/feature-idea-form';
import type { FeatureIdeaBody, FeatureIdeaForm } from '@careshift/contract/forms/feature-idea-form';

import { callOperation } from '../../api/client';
import { useNotify } from '../../app/shell/notifications';
import { InputField, TextareaField } from '../../components/controlled-field';
import { PageLayout } from '../../components/page-layout';
import { SubmitForm } from '../../components/submit-form';
import { failureOf, useSubmitState } from '../../hooks/use-submit-state';

/** `/feature-ideas`: a short form that sends an idea to the company inbox (settings-featureIdea). */
export function FeatureIdeasPage() {
  const { t } = useTranslation('helpCenter');
  const notify = useNotify();
  const submit = useSubmitState();
  const { control, handleSubmit, reset } = useForm<FeatureIdeaForm, unknown, FeatureIdeaBody>({
    resolver: zodResolver(featureIdeaFormSchema),
    defaultValues: featureIdeaFormDefaults,
  });

  const send = handleSubmit(async (body) => {
    const outcome = await submit.run(() => callOperation('settings-featureIdea', { body }));
    if (!outcome.ok) return;
    notify({ type: 'success', content: t('ideas.success') });
    reset(featureIdeaFormDefaults);
  });

  return (
    <PageLayout title={t('ideas.title')} description={t('ideas.description')}>
      <SubmitForm
        onSubmit={send}
        failure={failureOf(submit.state)}
        actions={
          <Button variant="primary" formAction="submit" loading={submit.state.status === 'processing'}>
            {t('ideas.submit')}
          </Button>
        }
      >
        <Container header={<Header variant="h2">{t('ideas.formTitle')}</Header>}>
          <SpaceBetween size="l">
            <InputField
              control={control}
              name="title"
              label={t('ideas.ideaTitle')}
              constraintText={t('ideas.ideaTitleHint')}
            />
            <TextareaField control={control} name="description" label={t('ideas.details')} rows={6} />
          </SpaceBetween>
        </Container>
      </SubmitForm>
    </PageLayout>
  );
}
