import { MAX_CART_LINE_COUNT } from '@vag/domain';
import { type KeyboardEvent, useState } from 'react';
import { useHydrated } from '../../lib/cart-hooks';
import { useT } from '../../lib/use-site';

/**
 * How many pieces an add-to-cart form posts (`count`, 1 to MAX_CART_LINE_COUNT). Without
 * JavaScript the number field alone does it; with it, the − and + buttons and the + and − keys.
 */
export interface QuantityPickerProps {
  id: string;
  /** The pieces in stock, when the shop counts them (issue 21): the picker offers no more. */
  max?: number;
}

export function QuantityPicker({ id, max }: QuantityPickerProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [value, setValue] = useState('1');
  const limit = Math.max(1, Math.min(MAX_CART_LINE_COUNT, max ?? MAX_CART_LINE_COUNT));
  const count = Math.min(limit, Math.max(1, Number.parseInt(value, 10) || 1));
  const step = (by: number) => setValue(String(Math.min(limit, Math.max(1, count + by))));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const by = event.key === '+' ? 1 : event.key === '-' ? -1 : 0;
    if (by === 0) return;
    event.preventDefault();
    step(by);
  };
  return (
    <div className="quantity-picker">
      <label htmlFor={id} className="quantity-picker__label">
        {t('catalogue.quantity.label')}
      </label>
      <div className="quantity-picker__controls">
        <button
          type="button"
          className="quantity-picker__button"
          aria-label={t('catalogue.quantity.decrease')}
          aria-controls={id}
          disabled={!hydrated || count <= 1}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          name="count"
          type="number"
          inputMode="numeric"
          min={1}
          max={limit}
          step={1}
          required
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onBlur={() => setValue(String(count))}
          onKeyDown={onKeyDown}
          className="quantity-picker__input"
        />
        <button
          type="button"
          className="quantity-picker__button"
          aria-label={t('catalogue.quantity.increase')}
          aria-controls={id}
          disabled={!hydrated || count >= limit}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
