import { useTranslation } from 'react-i18next';

import { useNotify } from '../../app/shell/notifications';
import { useErrorText } from '../../hooks/use-error-text';

type DoneKey = 'flash.created' | 'flash.updated' | 'flash.deleted';

/** What a change of a position tells the administrator: "… created." in the Flashbar, or why it failed. */
export function usePositionNotices() {
  const { t } = useTranslation(['positions', 'common']);
  const notify = useNotify();
  const errorText = useErrorText();
  return {
    t,
    errorText,
    done: (key: DoneKey, name: string) => notify({ type: 'success', content: t(key, { name }) }),
    failed: (error: unknown) =>
      notify({ type: 'error', header: t('common:errors.processFailed'), content: errorText(error) }),
  };
}
