import { type CartSeatHold, formatDateTime } from '@vag/domain';
import { useEffect, useState } from 'react';
import type { CartItemRef } from '../../lib/cart';
import { useHydrated } from '../../lib/cart-hooks';
import { useT } from '../../lib/use-site';
import { fillMessage } from '../catalogue/fill-message';
import { CartChangeButton } from './CartChangeButton';

/** Screen readers hear the time left at these marks (seconds), and when the hold runs out. */
const ANNOUNCED_MARKS = [300, 60];

/** Seconds from `now` until the ISO instant, never negative. */
const secondsUntil = (iso: string, now: number) => Math.max(0, Math.round((new Date(iso).getTime() - now) / 1000));

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The time now, ticking every second while `running` (only in the browser). */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * A classroom date's seats held in the cart (issue 24): until when, as a time that needs no
 * JavaScript, and with it a countdown. The countdown itself is not read out every second (a
 * timer); the time left is announced at five minutes, one minute, and when the hold runs out.
 * A hold that ran out offers to hold the seats again (a one-button form).
 */
export function SeatHold({ hold, item, name }: { hold: CartSeatHold; item: CartItemRef; name: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const heldUntil = hold.status === 'held' ? hold.held_until : null;
  const now = useNow(hydrated && heldUntil !== null);
  const left = heldUntil && hydrated ? secondsUntil(heldUntil, now) : null;
  const expired = heldUntil === null || left === 0;
  const mark =
    left === null ? null : (ANNOUNCED_MARKS.find((seconds) => left <= seconds && left > seconds - 60) ?? null);
  const announcement = expired
    ? t('commerce.hold.expired')
    : mark !== null
      ? fillMessage(t('commerce.hold.minutesLeft'), { minutes: String(Math.ceil(mark / 60)) })
      : '';
  return (
    <div className={`seat-hold${expired ? ' seat-hold--expired' : ''}`}>
      {expired ? (
        <>
          <span>{t('commerce.hold.expired')}</span>
          <CartChangeButton
            item={item}
            intent="hold"
            label={fillMessage(t('commerce.hold.againLabel'), { name })}
            className="link-button seat-hold__again"
          >
            {t('commerce.hold.again')}
          </CartChangeButton>
        </>
      ) : (
        <span>
          {fillMessage(t('commerce.hold.until'), { time: formatDateTime(heldUntil) })}
          {left !== null && (
            <>
              {' '}
              <span role="timer" className="seat-hold__left">
                {fillMessage(t('commerce.hold.left'), { time: clock(left) })}
              </span>
            </>
          )}
        </span>
      )}
      <span className="visually-hidden" aria-live="polite">
        {hydrated ? announcement : ''}
      </span>
    </div>
  );
}
