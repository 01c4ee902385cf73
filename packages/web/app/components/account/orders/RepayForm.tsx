import { useActionData, useFetcher } from 'react-router';
import { useT } from '../../../lib/use-site';
import { FormNotice } from '../../forms/FormNotice';
import type { FormResult } from '../../forms/form-result';
import { SubmitButton } from '../../forms/SubmitButton';
import { TokenField } from '../../forms/TokenField';

/**
 * "Pay again" (spec §6, status 2 and 5): posts to the page's action, which sends the browser to
 * the payment provider; a refusal (e.g. paid meanwhile) comes back as the notice.
 */
export function RepayForm() {
  const t = useT();
  const fetcher = useFetcher<FormResult>();
  const routeData = useActionData<FormResult>();
  const result = fetcher.data ?? (routeData?.intent === 'repay' ? routeData : undefined);
  return (
    <fetcher.Form method="post" className="repay-form">
      <TokenField />
      <input type="hidden" name="intent" value="repay" />
      <FormNotice result={result} />
      <p className="muted">{t('account.orders.repayHint')}</p>
      <SubmitButton busy={fetcher.state !== 'idle'}>{t('account.orders.repay')}</SubmitButton>
    </fetcher.Form>
  );
}
