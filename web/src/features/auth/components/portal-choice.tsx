import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';

import { loginPath } from '../../../app/sign-in-routing';
import type { LoginType } from '../../../app/sign-in-routing';
import { useFollowInApp } from '../../../hooks/use-follow-in-app';

/** `/login` without `type`: the two portals (spec section 2), keeping the page to return to. */
export function PortalChoice({ next }: { next: string | undefined }) {
  const { t } = useTranslation('auth');
  const follow = useFollowInApp();

  const choice = (type: LoginType, label: string, hint: string, primary: boolean) => {
    const href = loginPath({ type, next });
    return (
      <div>
        <Button variant={primary ? 'primary' : 'normal'} fullWidth href={href} onFollow={follow(href)}>
          {label}
        </Button>
        <Box variant="p" color="text-body-secondary" padding={{ top: 'xs' }}>
          {hint}
        </Box>
      </div>
    );
  };

  return (
    <div className="cs-login__choice">
      {choice('employee', t('choice.partners'), t('choice.partnersHint'), true)}
      {choice('client', t('choice.organisations'), t('choice.organisationsHint'), false)}
    </div>
  );
}
