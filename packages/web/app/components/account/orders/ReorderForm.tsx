import { useActionData, useFetcher } from 'react-router';
import { useT } from '../../../lib/use-site';
import { FormNotice } from '../../forms/FormNotice';
import type { FormResult } from '../../forms/form-result';
import { SubmitButton } from '../../forms/SubmitButton';
import { TokenField } from '../../forms/TokenField';

/** The action's answer when nothing could go into the cart: the message and the reasons. */
export interface ReorderAnswer extends FormResult {
  not_added?: { product_id: number | null; name: string; reason: string }[];
}

/**
 * Puts the order's products back into the cart at today's prices. A reorder that added anything
 * continues on the cart page (the action redirects, with JavaScript and without); one that added
 * nothing stays here and says why for each line (sold out, withdrawn).
 */
export function ReorderForm() {
  const t = useT();
  const fetcher = useFetcher<ReorderAnswer>();
  const routeData = useActionData<ReorderAnswer>();
  const result = fetcher.data ?? (routeData?.intent === 'reorder' ? routeData : undefined);
  return (
    <fetcher.Form method="post" className="reorder-form">
      <TokenField />
      <input type="hidden" name="intent" value="reorder" />
      <p className="muted">{t('account.orders.reorderHint')}</p>
      <FormNotice result={result} />
      {result?.not_added && result.not_added.length > 0 && (
        <div className="reorder-result">
          <h3 className="reorder-result__title">{t('account.orders.reorderNotAdded')}</h3>
          <ul>
            {result.not_added.map((line) => (
              <li key={`${line.product_id ?? 'gone'}-${line.name}`}>
                {line.name}: {line.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="account-actions">
        <SubmitButton busy={fetcher.state !== 'idle'}>{t('account.orders.reorder')}</SubmitButton>
      </div>
    </fetcher.Form>
  );
}
