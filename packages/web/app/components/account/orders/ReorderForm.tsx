import { localizePath } from '@vag/domain';
import { Link, useActionData, useFetcher } from 'react-router';
import { useLocale, useT } from '../../../lib/use-site';
import { FormNotice } from '../FormNotice';
import type { FormResult } from '../form-result';
import { SubmitButton } from '../SubmitButton';
import { TokenField } from '../TokenField';

/** The action's answer: the form result plus the API's lists (reorderResultSchema). */
export interface ReorderAnswer extends FormResult {
  added?: { product_id: number; name: string; count: number }[];
  not_added?: { product_id: number | null; name: string; reason: string }[];
}

/**
 * Puts the order's products back into the cart at today's prices; the answer lists what went in
 * and what did not (sold out, withdrawn), with the way to the cart.
 */
export function ReorderForm() {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<ReorderAnswer>();
  const routeData = useActionData<ReorderAnswer>();
  const result = fetcher.data ?? (routeData?.intent === 'reorder' ? routeData : undefined);
  return (
    <fetcher.Form method="post" className="reorder-form">
      <TokenField />
      <input type="hidden" name="intent" value="reorder" />
      <p className="muted">{t('account.orders.reorderHint')}</p>
      <FormNotice result={result} />
      {result?.ok && (
        <div className="reorder-result">
          {result.added && result.added.length > 0 && (
            <>
              <h3 className="reorder-result__title">{t('account.orders.reorderAdded')}</h3>
              <ul>
                {result.added.map((line) => (
                  <li key={line.product_id}>
                    {line.name} × {line.count}
                  </li>
                ))}
              </ul>
            </>
          )}
          {result.not_added && result.not_added.length > 0 && (
            <>
              <h3 className="reorder-result__title">{t('account.orders.reorderNotAdded')}</h3>
              <ul>
                {result.not_added.map((line) => (
                  <li key={`${line.product_id ?? 'gone'}-${line.name}`}>
                    {line.name}: {line.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <div className="account-actions">
        <SubmitButton busy={fetcher.state !== 'idle'} variant={result?.ok ? 'secondary' : 'primary'}>
          {t('account.orders.reorder')}
        </SubmitButton>
        {result?.ok && result.added && result.added.length > 0 && (
          <Link to={localizePath('/cart', locale)} className="button button--primary">
            {t('account.orders.toCart')}
          </Link>
        )}
      </div>
    </fetcher.Form>
  );
}
