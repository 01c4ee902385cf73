import { MAX_CART_LINE_COUNT } from '@vag/domain';
import { type KeyboardEvent, useState } from 'react';
import { useHydrated } from '../../lib/cart-hooks';
import { useT } from '../../lib/use-site';

/**
 * How many pieces an add-to-cart form posts (`count`, 1 to MAX_CART_LINE_COUNT). Without
 * JavaScript the number field alone does it; with it, the − and + buttons and the + and − keys.
 */
export function QuantityPicker({ id }: { id: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [value, setValue] = useState('1');
  const count = Math.min(MAX_CART_LINE_COUNT, Math.max(1, Number.parseInt(value, 10) || 1));
  const step = (by: number) => setValue(String(Math.min(MAX_CART_LINE_COUNT, Math.max(1, count + by))));
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
          max={MAX_CART_LINE_COUNT}
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
          disabled={!hydrated || count >= MAX_CART_LINE_COUNT}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
